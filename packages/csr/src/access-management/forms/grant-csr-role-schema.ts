// Granting the CSR role: the staff account's email, as the contract takes it
// (3–60 characters) and shaped like an email, so a typo is caught before the
// server's 404.
import { object, string } from 'yup';

export const staffEmailMaxLength = 60;

export interface GrantCsrRoleValues {
  email: string;
}

export const emptyGrantCsrRole: GrantCsrRoleValues = { email: '' };

export function createGrantCsrRoleSchema(t: (key: string) => string) {
  return object({
    email: string()
      .trim()
      .required(t('management.grant.required'))
      .max(staffEmailMaxLength, t('management.grant.tooLong'))
      .email(t('management.grant.invalid')),
  });
}
