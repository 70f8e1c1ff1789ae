// The password policy's summaries (PasswordPolicyError.errors[].summary) in
// English and Spanish.
import { passwordMaxLength, passwordMinLength, type PasswordPolicyErrorRule } from '@portal/core';

export type PolicyLanguage = 'en' | 'es';

export const passwordPolicySummaries: Record<PolicyLanguage, Record<PasswordPolicyErrorRule, string>> = {
  en: {
    minLength: `Use at least ${passwordMinLength} characters (at most ${passwordMaxLength}).`,
    number: 'Include a number.',
    uppercase: 'Include an uppercase letter.',
    lowercase: 'Include a lowercase letter.',
    special: 'Include a special character.',
    personalInfo: 'Do not use any part of your user ID, first name or last name.',
    blocklisted: 'This password is too common or has appeared in a data breach. Choose a different one.',
    confirmation: 'The passwords do not match.',
  },
  es: {
    minLength: `Use al menos ${passwordMinLength} caracteres (como máximo ${passwordMaxLength}).`,
    number: 'Incluya un número.',
    uppercase: 'Incluya una letra mayúscula.',
    lowercase: 'Incluya una letra minúscula.',
    special: 'Incluya un carácter especial.',
    personalInfo: 'No use ninguna parte de su ID de usuario, su nombre ni su apellido.',
    blocklisted: 'Esta contraseña es demasiado común o apareció en una filtración de datos. Elija otra.',
    confirmation: 'Las contraseñas no coinciden.',
  },
};
