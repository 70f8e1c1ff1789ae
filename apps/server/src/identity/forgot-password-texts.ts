// The forgot-password pages' words (issue 10 item 4) in English and Spanish;
// the §8 'incorrect or expired code, resend' texts word for word.
import type { Language } from './texts.ts';

export const forgotPasswordTexts = {
  en: {
    title: 'Reset your password',
    emailIntro: 'Enter the email you sign in with. We will send a verification code to it.',
    email: 'Email',
    sendCode: 'Send code',
    emailInvalid: 'Enter a valid email address.',
    codeSent: 'If an account exists for that address, we sent a verification code to it. The code expires in 5 minutes.',
    codeResent: 'If an account exists for that address, we sent a new verification code to it. The code expires in 5 minutes.',
    code: 'Verification code',
    codeHint: 'The six digits from the email.',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordHint:
      'At least 15 characters, with a number, an uppercase letter, a lowercase letter and a special character; no part of your email or name.',
    resetSubmit: 'Reset password',
    resend: 'Resend verification code',
    codeInvalid: 'Please enter a valid code.',
    codeIncorrect: "Your code doesn't match our records. Please try again.",
    policyIntro: 'Your new password does not meet these rules:',
    expiredTitle: 'Password reset expired',
    expired: 'This password reset has expired. Please start again.',
    startAgain: 'Start again',
    otherEmail: 'Use another email',
    doneTitle: 'Password changed',
    done: 'Your password was changed and every device was signed out. Sign in with your new password.',
    signIn: 'Sign in',
    backToSignIn: 'Back to sign in',
    tooManyTitle: 'Please wait',
  },
  es: {
    title: 'Restablecer su contraseña',
    emailIntro: 'Ingrese el correo electrónico con el que inicia sesión. Le enviaremos un código de verificación.',
    email: 'Correo electrónico',
    sendCode: 'Enviar código',
    emailInvalid: 'Ingrese una dirección de correo electrónico válida.',
    codeSent: 'Si existe una cuenta con esa dirección, le enviamos un código de verificación. El código vence en 5 minutos.',
    codeResent: 'Si existe una cuenta con esa dirección, le enviamos un nuevo código de verificación. El código vence en 5 minutos.',
    code: 'Código de verificación',
    codeHint: 'Los seis dígitos del correo electrónico.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirme la nueva contraseña',
    passwordHint:
      'Al menos 15 caracteres, con un número, una letra mayúscula, una letra minúscula y un carácter especial; sin ninguna parte de su correo electrónico ni de su nombre.',
    resetSubmit: 'Restablecer contraseña',
    resend: 'Reenviar código de verificación',
    codeInvalid: 'Ingrese un código válido.',
    codeIncorrect:
      'Es posible que haya ingresado un código incorrecto o caducado. Haga clic en "Reenviar código de verificación" para recibir uno nuevo.',
    policyIntro: 'Su nueva contraseña no cumple estas reglas:',
    expiredTitle: 'Restablecimiento vencido',
    expired: 'Este restablecimiento de contraseña ha vencido. Vuelva a empezar.',
    startAgain: 'Volver a empezar',
    otherEmail: 'Usar otro correo electrónico',
    doneTitle: 'Contraseña cambiada',
    done: 'Se cambió su contraseña y se cerró la sesión en todos los dispositivos. Inicie sesión con su nueva contraseña.',
    signIn: 'Iniciar sesión',
    backToSignIn: 'Volver a iniciar sesión',
    tooManyTitle: 'Espere un momento',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ForgotPasswordTexts = (typeof forgotPasswordTexts)[Language];
