import { submitContactForm, useApi, type ContactFormInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Sends the §3 contact form; resolves with the reference number. */
export function useSubmitContactForm() {
  const api = useApi();
  return useMutation({ mutationFn: (form: ContactFormInput) => submitContactForm(api, form) });
}
