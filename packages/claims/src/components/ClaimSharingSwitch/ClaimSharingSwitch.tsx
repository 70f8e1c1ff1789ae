// /profile of an adult dependent with their own account: "Share my claims
// with Maria". It takes effect at once both ways (the server answers the new
// choice; the policyholder's next read follows it). Nothing shows for a
// policyholder. While the change is saved the switch waits; a failure says
// so and leaves the switch as it was.
import { Alert, Card, Checkbox, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useClaimSharing, useSetClaimSharing } from '../../api/claim-sharing.ts';

export function ClaimSharingSwitch() {
  const { t } = useTranslation('claims');
  const sharing = useClaimSharing();
  const change = useSetClaimSharing();
  if (sharing.isPending) return <Spinner label={t('household.loading')} labelVisible />;
  if (sharing.isError) return <Alert type="error">{t('household.loadFailed')}</Alert>;
  if (sharing.data.role !== 'dependent') return null;
  const { policyholderFirstName: name, shared } = sharing.data;
  return (
    <Card title={t('household.title')}>
      <Stack gap="sm" align="flex-start">
        <Checkbox
          name="shareClaims"
          role="switch"
          label={t('household.share', { name })}
          hint={t('household.shareHint', { name })}
          checked={shared}
          aria-checked={shared}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
        <p aria-live="polite">{shared ? t('household.nowShared', { name }) : t('household.notShared', { name })}</p>
        {change.isError ? <Alert type="error">{t('household.saveFailed')}</Alert> : null}
      </Stack>
    </Card>
  );
}
