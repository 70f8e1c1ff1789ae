// The passkey texts of the server: API messages and the
// sign-in page's button and errors, English and Spanish.
import type { Language } from '../texts.ts';
import type { PasskeyRefusalReason } from './passkey-service.ts';

export const passkeyTexts = {
  en: {
    signInWithPasskey: 'Sign in with a passkey',
    signingIn: 'Waiting for your passkey…',
    orPassword: 'or',
    signInFailed: 'We could not sign you in with that passkey. Try again, or sign in with your email and password.',
    cancelled: 'The passkey sign-in was cancelled. Try again, or sign in with your email and password.',
    refusal: {
      notVerified: 'The passkey could not be added. Please try again.',
      alreadyAdded: 'This passkey is already added.',
      tooMany: 'You have too many passkeys. Remove one before adding another.',
    },
    notFound: 'That passkey was not found.',
    accountNotFound: 'Your account could not be found. Please sign in again.',
  },
  es: {
    signInWithPasskey: 'Iniciar sesión con una llave de acceso',
    signingIn: 'Esperando su llave de acceso…',
    orPassword: 'o',
    signInFailed:
      'No pudimos iniciar su sesión con esa llave de acceso. Vuelva a intentarlo o inicie sesión con su correo electrónico y contraseña.',
    cancelled:
      'Se canceló el inicio de sesión con llave de acceso. Vuelva a intentarlo o inicie sesión con su correo electrónico y contraseña.',
    refusal: {
      notVerified: 'No se pudo agregar la llave de acceso. Vuelva a intentarlo.',
      alreadyAdded: 'Esta llave de acceso ya está agregada.',
      tooMany: 'Tiene demasiadas llaves de acceso. Elimine una antes de agregar otra.',
    },
    notFound: 'No se encontró esa llave de acceso.',
    accountNotFound: 'No se encontró su cuenta. Vuelva a iniciar sesión.',
  },
} as const satisfies Record<Language, { refusal: Record<PasskeyRefusalReason, string> } & Record<string, unknown>>;
