// What a throttled person is told (429 message, or the sign-in page's), in
// English and Spanish. Never whether the email, member or code exists.
export type ThrottleLanguage = 'en' | 'es';

/** Why an attempt was refused. */
export type ThrottleReason = 'tooManyAttempts' | 'resetRequired';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const throttleTexts: Record<ThrottleLanguage, Record<ThrottleReason, (retryAfterSeconds: number) => string>> = {
  en: {
    tooManyAttempts: (seconds) => {
      const n = minutes(seconds);
      return `Too many attempts. Please wait ${n} ${n === 1 ? 'minute' : 'minutes'} and try again.`;
    },
    resetRequired: () => 'For your security, reset your password to sign in. Choose "Forgot password?" to get a code by email.',
  },
  es: {
    tooManyAttempts: (seconds) => {
      const n = minutes(seconds);
      return `Demasiados intentos. Espere ${n} ${n === 1 ? 'minuto' : 'minutos'} e inténtelo de nuevo.`;
    },
    resetRequired: () =>
      'Por su seguridad, restablezca su contraseña para iniciar sesión. Elija "¿Olvidó su contraseña?" para recibir un código por correo electrónico.',
  },
};

export function throttleMessage(reason: ThrottleReason, retryAfterSeconds: number, language: ThrottleLanguage): string {
  return throttleTexts[language][reason](retryAfterSeconds);
}
