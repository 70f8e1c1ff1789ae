// §2 /profile: the member's details and paperless status (§3 member display).
// Change password / change email come with the registration issue and stay
// hidden until they work.
import { useMembers } from '@portal/api-client';
import { Alert, Button, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { MemberDetails } from '../components/MemberDetails/MemberDetails.tsx';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

export interface ProfilePageProps {
  /** The main partner (alic) shows 'Vision Perfect' names (§9). */
  isMainPartner?: boolean;
}

export function ProfilePage({ isMainPartner = false }: ProfilePageProps) {
  const { t } = useTranslation('benefits');
  const members = useMembers();
  const headingRef = usePageHeadingFocus();
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('profile.title')}
      </h1>
      {members.isPending ? <Spinner label={t('profile.loading')} labelVisible /> : null}
      {members.isError ? (
        <Alert type="error">
          <Stack gap="sm" align="flex-start">
            {t('profile.loadFailed')}
            <Button variant="link" onClick={() => void members.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {members.data ? <MemberDetails member={members.data.member} coverages={members.data.coverages} isMainPartner={isMainPartner} /> : null}
    </Stack>
  );
}
