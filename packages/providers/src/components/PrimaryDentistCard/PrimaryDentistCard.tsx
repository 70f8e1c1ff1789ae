// "Your primary dentist" of a DHMO member (§1 'group dental (and DHMO)'): the
// assigned office (name, address, phone) and a pending change with the day it
// takes effect. On the dental tab the member (or a CSR working on the
// account) may choose another from the directory, or cancel the pending
// change after a confirmation; the dashboard links there. Nothing at all for
// a member without a DHMO line.
import { isHttpError, type PrimaryDentistOffice } from '@portal/api-client';
import { benefitsTabPath, findCareChoosePath, formatIsoDate, formatPhone } from '@portal/core';
import { Alert, Button, Card, Modal, RetryAlert, Spinner, Stack, useToasts } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useCancelPrimaryDentistChange, usePrimaryDentist } from '../../api/primary-dentist.ts';

export interface PrimaryDentistCardProps {
  /** 'dashboard': the summary with a link to the dental tab; 'dental': with Choose another and Cancel. */
  variant: 'dashboard' | 'dental';
  /** Heading level in the page outline (default 2). */
  headingLevel?: 2 | 3;
}

const Office = styled.address`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-style: normal;
  overflow-wrap: anywhere;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Line = styled.p`
  margin: 0;
`;

function OfficeLines({ office }: { office: PrimaryDentistOffice }) {
  const { t } = useTranslation('providers');
  const { address } = office;
  return (
    <Office>
      <Name>{office.name || t('primaryDentist.unlisted', { id: office.providerId })}</Name>
      {address.street ? (
        <Line>
          {address.street}, {address.city}, {address.state} {address.zip}
        </Line>
      ) : null}
      {office.phone ? (
        <Line>
          <a href={`tel:+1${office.phone}`} aria-label={t('results.call', { phone: formatPhone(office.phone) })}>
            {formatPhone(office.phone)}
          </a>
        </Line>
      ) : null}
    </Office>
  );
}

export function PrimaryDentistCard({ variant, headingLevel = 2 }: PrimaryDentistCardProps) {
  const { t } = useTranslation('providers');
  const dentist = usePrimaryDentist();
  const cancel = useCancelPrimaryDentistChange();
  const { showToast } = useToasts();
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | undefined>();

  if (dentist.data && !dentist.data.isDhmoMember) return null;
  const title = t('primaryDentist.title');

  if (dentist.isPending) {
    return (
      <Card title={title} headingLevel={headingLevel}>
        <Spinner label={t('primaryDentist.loading')} size="sm" labelVisible />
      </Card>
    );
  }
  if (dentist.isError) {
    return (
      <Card title={title} headingLevel={headingLevel}>
        <RetryAlert message={t('primaryDentist.loadFailed')} retryLabel={t('results.retry')} onRetry={() => void dentist.refetch()} />
      </Card>
    );
  }

  const { current, pending } = dentist.data;
  const confirmCancel = async () => {
    setCancelError(undefined);
    try {
      await cancel.mutateAsync();
      setConfirming(false);
      showToast({ message: t('primaryDentist.cancelled'), type: 'success' });
    } catch (error) {
      setCancelError(isHttpError(error) && error.status < 500 && error.serverMessage ? error.serverMessage : t('primaryDentist.cancelFailed'));
    }
  };

  return (
    <Card title={title} headingLevel={headingLevel}>
      <Stack gap="md" align="flex-start">
        {current ? <OfficeLines office={current} /> : <p>{t('primaryDentist.none')}</p>}
        {pending ? (
          <Alert type="info">
            <Stack gap="sm" align="flex-start">
              <p>{t('primaryDentist.pending', { date: formatIsoDate(pending.effectiveDate) })}</p>
              <OfficeLines office={pending.office} />
            </Stack>
          </Alert>
        ) : null}
        {variant === 'dashboard' ? (
          <Link to={benefitsTabPath('dental')}>{t('primaryDentist.manage')}</Link>
        ) : pending ? (
          <Stack gap="sm" align="flex-start">
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('primaryDentist.cancelChange')}
            </Button>
            <p>{t('primaryDentist.onePending')}</p>
          </Stack>
        ) : (
          <Link to={findCareChoosePath('primaryDentist', current?.address.zip)}>{t('primaryDentist.chooseAnother')}</Link>
        )}
      </Stack>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('primaryDentist.cancelTitle')}
        description={pending ? t('primaryDentist.cancelBody', { name: pending.office.name, date: formatIsoDate(pending.effectiveDate) }) : undefined}
        closeLabel={t('primaryDentist.close')}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('primaryDentist.keepChange')}
            </Button>
            <Button variant="primary" loading={cancel.isPending} onClick={() => void confirmCancel()}>
              {t('primaryDentist.confirmCancel')}
            </Button>
          </>
        }
      >
        {cancelError ? <Alert type="error">{cancelError}</Alert> : null}
      </Modal>
    </Card>
  );
}
