// What an office offers when find care was opened to choose one:
// - primaryDentist: "Choose this dentist", then a confirmation saying the day
//   the change takes effect (the server's first of next month), then a toast
//   and back to the dental tab; the server's refusal (a change already
//   pending, an office no longer accepting) is shown in the member's language.
// - estimateOffice: "See prices here" on an office of the member's network,
//   back to the dental cost estimator priced at that office.
import { isHttpError, type ProviderListing } from '@portal/api-client';
import { benefitsTabPath, formatIsoDate, routes, type FindCareChoice } from '@portal/core';
import { Alert, Button, Modal, Stack, useToasts } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePrimaryDentist, useRequestPrimaryDentistChange } from '../../api/primary-dentist.ts';

export interface ChooseOfficeActionProps {
  choice: FindCareChoice;
  provider: ProviderListing;
}

function ChoosePrimaryDentist({ provider }: { provider: ProviderListing }) {
  const { t } = useTranslation('providers');
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const dentist = usePrimaryDentist();
  const change = useRequestPrimaryDentistChange();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();

  if (dentist.data?.current?.providerId === provider.id) return <p>{t('choose.primaryDentist.isCurrent')}</p>;
  const date = dentist.data ? formatIsoDate(dentist.data.nextEffectiveDate) : '';

  const confirm = async () => {
    setError(undefined);
    try {
      const answer = await change.mutateAsync(provider.id);
      setOpen(false);
      showToast({
        message: t('choose.primaryDentist.done', { name: provider.name, date: formatIsoDate(answer.pending?.effectiveDate ?? answer.nextEffectiveDate) }),
        type: 'success',
      });
      void navigate(benefitsTabPath('dental'));
    } catch (failure) {
      setError(isHttpError(failure) && failure.status < 500 && failure.serverMessage ? failure.serverMessage : t('choose.primaryDentist.failed'));
    }
  };

  return (
    <>
      <Stack gap="sm" align="flex-start">
        <Button
          variant="primary"
          disabled={!dentist.data}
          aria-label={t('choose.primaryDentist.actionLabel', { name: provider.name })}
          onClick={() => {
            setError(undefined);
            setOpen(true);
          }}
        >
          {t('choose.primaryDentist.action')}
        </Button>
      </Stack>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('choose.primaryDentist.confirmTitle', { name: provider.name })}
        description={t('choose.primaryDentist.confirmBody', { name: provider.name, date })}
        closeLabel={t('primaryDentist.close')}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('choose.primaryDentist.back')}
            </Button>
            <Button variant="primary" loading={change.isPending} onClick={() => void confirm()}>
              {t('choose.primaryDentist.confirm')}
            </Button>
          </>
        }
      >
        {error ? <Alert type="error">{error}</Alert> : null}
      </Modal>
    </>
  );
}

function ChooseEstimateOffice({ provider }: { provider: ProviderListing }) {
  const { t } = useTranslation('providers');
  const navigate = useNavigate();
  if (!provider.inMemberNetwork) return <p>{t('choose.estimateOffice.notInNetwork')}</p>;
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="primary"
        aria-label={t('choose.estimateOffice.actionLabel', { name: provider.name })}
        onClick={() => void navigate(`${routes.dceHome}?${new URLSearchParams({ office: provider.id }).toString()}`)}
      >
        {t('choose.estimateOffice.action')}
      </Button>
    </Stack>
  );
}

export function ChooseOfficeAction({ choice, provider }: ChooseOfficeActionProps) {
  return choice === 'primaryDentist' ? <ChoosePrimaryDentist provider={provider} /> : <ChooseEstimateOffice provider={provider} />;
}
