import type { ContactFormResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import {
  toContactFormReceipt,
  toContactFormRequest,
  type ContactFormInput,
  type ContactFormReceipt,
} from '../mapping/contact-form.ts';

/** Sends the §3 contact form; the receipt carries the reference number. */
export async function submitContactForm({ client, subsidiary }: ApiContextValue, form: ContactFormInput): Promise<ContactFormReceipt> {
  const route = callRoutes.submitContactForm;
  const wire = await client.request<ContactFormResponse>(route.method, callPath(route.path, { subsidiary }), {
    body: toContactFormRequest(form),
  });
  return toContactFormReceipt(wire);
}
