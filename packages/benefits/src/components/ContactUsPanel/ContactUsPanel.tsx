// §2 contact us tab: the §3 contact form about one of the member's coverage
// lines, beside the customer-connections and provider-relations contacts.
import type { Spdc } from '@portal/core';
import { Alert, Button, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useContacts } from '../../api/get-contacts.ts';
import { useSubmitContactForm } from '../../api/submit-contact-form.ts';
import { ContactForm } from '../../forms/ContactForm/ContactForm.tsx';
import { ContactDirectory } from '../ContactDirectory/ContactDirectory.tsx';

export interface ContactUsPanelProps {
  /** The coverage line a message is about; without one only the contacts show. */
  spdc: Spdc | null;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

function Directory() {
  const { t } = useTranslation('benefits');
  const contacts = useContacts();
  if (contacts.isPending) return <Spinner label={t('contact.directory.loading')} labelVisible />;
  if (contacts.isError) {
    return (
      <Alert type="error">
        <Stack gap="sm" align="flex-start">
          {t('contact.directory.loadFailed')}
          <Button variant="link" onClick={() => void contacts.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <ContactDirectory contacts={contacts.data} />;
}

export function ContactUsPanel({ spdc }: ContactUsPanelProps) {
  const { t } = useTranslation('benefits');
  const submit = useSubmitContactForm();
  return (
    <Stack gap="lg">
      <h2>{t('contact.title')}</h2>
      <Columns>
        {spdc ? <ContactForm onSubmit={(form) => submit.mutateAsync({ spdc, ...form })} /> : null}
        <Directory />
      </Columns>
    </Stack>
  );
}
