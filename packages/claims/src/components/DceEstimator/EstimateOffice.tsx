// Which office the estimate's prices are for: a typical practice's, or an
// office of the member's network chosen in find care (?office= on /dce/home,
// from its "See prices here"). The office is read from the directory to name it.
import { getProvider, useApi } from '@portal/api-client';
import { findCareChoosePath, routes } from '@portal/core';
import { Alert, Spinner, Stack } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function EstimateOffice({ officeId, zip }: { officeId: string | undefined; zip?: string }) {
  const { t } = useTranslation('claims');
  const api = useApi();
  const office = useQuery({
    queryKey: ['dce', 'office', api.subsidiary, officeId],
    queryFn: () => getProvider(api, officeId!),
    enabled: officeId !== undefined,
    retry: false,
  });
  const choose = <Link to={findCareChoosePath('estimateOffice', zip)}>{officeId ? t('dce.office.change') : t('dce.office.choose')}</Link>;
  if (!officeId) {
    return (
      <Stack gap="xs" align="flex-start">
        <p>{t('dce.office.typical')}</p>
        {choose}
      </Stack>
    );
  }
  if (office.isPending) return <Spinner label={t('dce.office.loading')} size="sm" labelVisible />;
  if (office.isError) {
    return (
      <Alert type="error">
        <Stack gap="xs" align="flex-start">
          {t('dce.office.notFound')}
          {choose}
        </Stack>
      </Alert>
    );
  }
  const { name, address } = office.data;
  return (
    <Stack gap="xs" align="flex-start">
      <p>
        <strong>{t('dce.office.at', { name })}</strong> {`${address.street}, ${address.city}, ${address.state} ${address.zip}`}
      </p>
      <Stack direction="row" gap="md" wrap>
        {choose}
        <Link to={routes.dceHome}>{t('dce.office.useTypical')}</Link>
      </Stack>
    </Stack>
  );
}
