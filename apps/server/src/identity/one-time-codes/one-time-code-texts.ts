// The words of a one-time code message, in English and Spanish,
// per purpose. A voice call reads the digits one by one, twice.
import type { Language } from '../texts.ts';
import type { CodePurpose } from './one-time-codes.ts';

/** What the code is for, inside "Your {brand} {what} is …". */
const whatItIs: Record<Language, Record<CodePurpose, string>> = {
  en: {
    registrationIdentity: 'verification code',
    registrationEmail: 'verification code',
    registrationPhone: 'verification code',
    emailChange: 'code to confirm your new email address',
    passwordReset: 'password reset code',
    signInSecondFactor: 'sign-in code',
  },
  es: {
    registrationIdentity: 'código de verificación',
    registrationEmail: 'código de verificación',
    registrationPhone: 'código de verificación',
    emailChange: 'código para confirmar su nuevo correo electrónico',
    passwordReset: 'código para restablecer la contraseña',
    signInSecondFactor: 'código de inicio de sesión',
  },
};

export interface CodeMessage {
  readonly subject: string;
  readonly text: string;
}

export function codeMessage(
  language: Language,
  { brand, purpose, code, channel, minutes }: { brand: string; purpose: CodePurpose; code: string; channel: 'email' | 'text' | 'voice'; minutes: number },
): CodeMessage {
  const what = whatItIs[language][purpose];
  const spoken = code.split('').join(' ');
  if (language === 'es') {
    const subject = `Su ${what} de ${brand}`;
    if (channel === 'voice') {
      return { subject, text: `Su ${what} de ${brand} es ${spoken}. Repito: ${spoken}. Vence en ${minutes} minutos.` };
    }
    return {
      subject,
      text: `Su ${what} de ${brand} es ${code}. Vence en ${minutes} minutos. Si no lo solicitó, ignore este mensaje.`,
    };
  }
  const subject = `Your ${brand} ${what}`;
  if (channel === 'voice') {
    return { subject, text: `Your ${brand} ${what} is ${spoken}. Again: ${spoken}. It expires in ${minutes} minutes.` };
  }
  return {
    subject,
    text: `Your ${brand} ${what} is ${code}. It expires in ${minutes} minutes. If you didn't ask for it, ignore this message.`,
  };
}
