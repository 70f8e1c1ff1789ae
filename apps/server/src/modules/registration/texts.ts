// What the registration calls say (§8), in English and Spanish; the caller's
// language comes from Accept-Language (lib/member-language.ts).
// None says more than the caller may know: a failed lookup never tells which
// field did not match, and whether an email has an account is told only after
// the person proved who they are (step 2).
import type { Partner } from '@portal/core';
import type { MemberLanguage } from '../../lib/member-language.ts';

export type RegistrationText =
  | 'memberNotFound'
  | 'invalidDate'
  | 'previousStepFirst'
  | 'registrationGone'
  | 'noEmailOnFile'
  | 'emailExists'
  | 'memberHasAccount'
  | 'unknownPhone'
  | 'passwordPolicy'
  | 'notVerified'
  | 'memberOfAnotherAccount'
  | 'accountHasAnotherMember'
  | 'notAMemberAccount'
  | 'dependentTooYoung'
  | 'dependentCannotConnect';

export const registrationTexts: Record<MemberLanguage, Record<RegistrationText, string>> = {
  en: {
    // §8, word for word.
    memberNotFound: 'Unable to find member',
    // §5, word for word.
    invalidDate: 'Please choose a valid date.',
    previousStepFirst: 'Complete the previous step first.',
    registrationGone: 'Your registration has expired. Please start again.',
    noEmailOnFile: 'There is no email address on file for you. Please verify your identity another way.',
    emailExists: 'An account with this email address already exists. Please sign in.',
    // §8, word for word.
    memberHasAccount: 'Unable to register, contact customer service',
    unknownPhone: 'This is not the phone being verified. Please enter your phone number again.',
    passwordPolicy: 'Your password does not meet the requirements.',
    notVerified: 'We could not find a verified member to connect. Please verify your identity again.',
    memberOfAnotherAccount: 'This member is already connected to another account.',
    accountHasAnotherMember: 'Your account is already connected to a member.',
    notAMemberAccount: 'Only a member account can connect a policy.',
    // §1: dependents under 18 still have no account of their own; the site offers the email form.
    dependentTooYoung: "Dependents under 18 can't have their own account yet.",
    dependentCannotConnect: 'A dependent registers an account of their own. Please register instead.',
  },
  es: {
    memberNotFound: 'No se puede encontrar al miembro',
    invalidDate: 'Elija una fecha válida.',
    previousStepFirst: 'Primero complete el paso anterior.',
    registrationGone: 'Su registro ha vencido. Por favor, comience de nuevo.',
    noEmailOnFile: 'No tenemos un correo electrónico registrado para usted. Verifique su identidad de otra manera.',
    emailExists: 'Ya existe una cuenta con este correo electrónico. Por favor, inicie sesión.',
    // §8 gives the Spanish text.
    memberHasAccount: 'No podemos registrar su cuenta, comuníquese con el servicio de atención al cliente.',
    unknownPhone: 'Este no es el teléfono que se está verificando. Ingrese su número de teléfono nuevamente.',
    passwordPolicy: 'Su contraseña no cumple con los requisitos.',
    notVerified: 'No encontramos un miembro verificado para conectar. Verifique su identidad nuevamente.',
    memberOfAnotherAccount: 'Este miembro ya está conectado a otra cuenta.',
    accountHasAnotherMember: 'Su cuenta ya está conectada a un miembro.',
    notAMemberAccount: 'Solo una cuenta de miembro puede conectar una póliza.',
    dependentTooYoung: 'Los dependientes menores de 18 años aún no pueden tener su propia cuenta.',
    dependentCannotConnect: 'Un dependiente registra su propia cuenta. Regístrese en su lugar.',
  },
};

export function registrationText(language: MemberLanguage, text: RegistrationText): string {
  return registrationTexts[language][text];
}

/** §5: a subsidiary that is not this brand's, in the brand's words (standard's Spanish one included). */
export const invalidSubsidiaryTexts: Record<Partner, Record<MemberLanguage, string>> = {
  alic: { en: 'Please enter a valid subsidiary number for ALIC.', es: 'Ingrese un número de subsidiaria válido para ALIC.' },
  rsl: { en: 'Please enter a valid subsidiary number for RSL.', es: 'Ingrese un número de subsidiaria válido para RSL.' },
  standard: { en: 'Please enter a valid subsidiary number for Standard.', es: 'Ingrese un número de subsidiaria válido para Standard.' },
};
