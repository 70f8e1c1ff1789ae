// The self-service calls' server messages (§8: 400 and 403
// show the server message), in the caller's language.
import type { MemberLanguage } from '../../lib/member-language.ts';

export const selfServiceMessages = {
  en: {
    currentPasswordIncorrect: 'Your current password is incorrect.',
    sameAsCurrent: 'Your new password must be different from your current password.',
    passwordPolicy: 'Your new password does not meet the password rules.',
    passwordChanged: 'Your password was changed. Please sign in again.',
    emailSame: 'This is already your sign-in email.',
    emailTaken: 'This email address cannot be used. Please choose another one.',
    accountNotFound: 'Your account could not be found. Please sign in again.',
    tooManyCodes: (minutes: number) =>
      `Too many codes were sent to this address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  es: {
    currentPasswordIncorrect: 'Su contraseña actual es incorrecta.',
    sameAsCurrent: 'Su nueva contraseña debe ser diferente de su contraseña actual.',
    passwordPolicy: 'Su nueva contraseña no cumple las reglas de contraseña.',
    passwordChanged: 'Se cambió su contraseña. Vuelva a iniciar sesión.',
    emailSame: 'Este ya es su correo electrónico de inicio de sesión.',
    emailTaken: 'No se puede usar esta dirección de correo electrónico. Elija otra.',
    accountNotFound: 'No se encontró su cuenta. Vuelva a iniciar sesión.',
    tooManyCodes: (minutes: number) =>
      `Se enviaron demasiados códigos a esta dirección. Vuelva a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  },
} as const satisfies Record<MemberLanguage, Record<string, string | ((minutes: number) => string)>>;
