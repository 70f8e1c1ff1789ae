// §2 /profile: the member's details and paperless status (§3 member display),
// then change password / change email — the registration package's section —
// connected apps and "Download my data" — the data-sharing package's — and
// the account activity — the csr package's section; the shell passes them
// in (features never import each other).
import { useMembers } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Alert, Button, Spinner, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberDetails } from '../components/MemberDetails/MemberDetails.tsx';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

export interface ProfilePageProps {
  /** The main partner (alic) shows 'Vision Perfect' names (§9). */
  isMainPartner?: boolean;
  /** The "Sign-in and security" section (change password, change email), shown under the member's details. */
  accountSecurity?: ReactNode;
  /** The "Account activity" section (sign-ins, account changes, customer service's visits), shown last. */
  accountActivity?: ReactNode;
  /** The data-sharing sections ("Connected apps", "Download my data"), shown before the activity; a member's only. */
  dataSharing?: ReactNode;
  /** An adult dependent's "Share my claims with …" switch (it shows nothing to a policyholder). */
  claimSharing?: ReactNode;
}

export function ProfilePage({ isMainPartner = false, accountSecurity, accountActivity, dataSharing, claimSharing }: ProfilePageProps) {
  const { t } = useTranslation('benefits');
  // §2: an account without a plan has no member details (the API answers 403); it keeps its sign-in and security.
  const withoutPlan = useAuthStore((s) => s.isLoggedIn && !s.hasPolicy && !s.isCSR);
  const members = useMembers({ enabled: !withoutPlan });
  const headingRef = usePageHeadingFocus();
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('profile.title')}
      </h1>
      {withoutPlan ? (
        <Alert type="info">
          <Stack gap="sm" align="flex-start">
            {t('profile.noPlan')}
            <Link to={routes.noPolicyFound}>{t('profile.connectPlan')}</Link>
          </Stack>
        </Alert>
      ) : null}
      {!withoutPlan && members.isPending ? <Spinner label={t('profile.loading')} labelVisible /> : null}
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
      {accountSecurity}
      {withoutPlan ? null : claimSharing}
      {/* Connected apps and the data download are the member's: an account without a plan has neither. */}
      {withoutPlan ? null : dataSharing}
      {/* The activity is the member's (GET members/accessLog): an account without a plan has none to list. */}
      {withoutPlan ? null : accountActivity}
    </Stack>
  );
}
