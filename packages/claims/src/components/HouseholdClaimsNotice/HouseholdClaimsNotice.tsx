// The claims list of a policyholder whose adult dependents have their own
// account: each one either manages their own claims (not in this list) or
// shares them ("Shared by Ava"). Words need no gender (en and es). Nothing
// shows for a household without such dependents, for a dependent's own
// account, or while the answer is not there (the list itself is complete).
import { Alert } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useClaimSharing } from '../../api/claim-sharing.ts';

export function HouseholdClaimsNotice() {
  const { t } = useTranslation('claims');
  const sharing = useClaimSharing();
  if (sharing.data?.role !== 'policyholder' || sharing.data.dependents.length === 0) return null;
  return (
    <Alert type="info">
      <ul aria-label={t('household.label')}>
        {sharing.data.dependents.map((dependent) => (
          <li key={dependent.claimant}>
            {dependent.shared ? t('household.sharedBy', { name: dependent.firstName }) : t('household.managesOwn', { name: dependent.firstName })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
