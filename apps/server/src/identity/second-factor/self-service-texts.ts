// The authenticator calls' server messages in English and Spanish.
import type { MemberLanguage } from '../../lib/member-language.ts';

export const secondFactorMessages = {
  en: {
    alreadyOn: 'An authenticator app is already set up. Remove it first to set up another.',
    nothingToConfirm: 'Start setting up the authenticator app again.',
    notOn: 'No authenticator app is set up.',
    currentPasswordIncorrect: 'The current password is incorrect.',
    required: 'Customer service accounts must keep an authenticator app.',
    removed: 'The authenticator app was removed.',
  },
  es: {
    alreadyOn: 'Ya hay una aplicación de autenticación configurada. Quítela primero para configurar otra.',
    nothingToConfirm: 'Vuelva a empezar a configurar la aplicación de autenticación.',
    notOn: 'No hay ninguna aplicación de autenticación configurada.',
    currentPasswordIncorrect: 'La contraseña actual es incorrecta.',
    required: 'Las cuentas de servicio al cliente deben mantener una aplicación de autenticación.',
    removed: 'Se quitó la aplicación de autenticación.',
  },
} as const satisfies Record<MemberLanguage, Record<string, string>>;
