// /profile (loaded lazily as one piece): the benefits package's profile page
// with registration's "Sign-in and security" section, data-sharing's connected
// apps and "Download my data", claims' "Share my claims" switch (an adult
// dependent's own account), and the csr package's account activity. An adult
// dependent gets no "Download my data": the export is the policy's, and the
// server refuses it to them (403, plugins/dependent-calls.ts).
// Features never import each other: the shell hands them over. The account activity comes in the same chunk as the page, so its
// section does not arrive later and push the page down (CLS).
import { useAuthStore } from '@portal/auth';
import { ProfilePage } from '@portal/benefits';
import { ClaimSharingSwitch } from '@portal/claims';
import { AccountActivity } from '@portal/csr';
import { ConnectedApps, DownloadMyData } from '@portal/data-sharing';
import { AccountSecurity } from '@portal/registration';
import { Suspense } from 'react';
import { useBrand } from '../brand/BrandContext.tsx';
import { PageSpinner } from './PageSpinner.tsx';

export default function ProfileRoute() {
  const isDependent = useAuthStore((s) => s.isDependent);
  return (
    <ProfilePage
      isMainPartner={useBrand().mainPartner}
      accountSecurity={
        <Suspense fallback={<PageSpinner />}>
          <AccountSecurity />
        </Suspense>
      }
      dataSharing={
        <>
          <ConnectedApps />
          {isDependent ? null : <DownloadMyData />}
        </>
      }
      claimSharing={<ClaimSharingSwitch />}
      accountActivity={<AccountActivity />}
    />
  );
}
