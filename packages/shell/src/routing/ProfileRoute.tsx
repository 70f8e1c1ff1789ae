// /profile (loaded lazily as one piece): the benefits package's profile page
// with registration's "Sign-in and security" section, data-sharing's connected
// apps and "Download my data", claims' "Share my claims" switch (an adult
// dependent's own account), and the csr package's account activity.
// Features never import each other: the shell hands them over. The account activity comes in the same chunk as the page, so its
// section does not arrive later and push the page down (CLS).
import { ProfilePage } from '@portal/benefits';
import { ClaimSharingSwitch } from '@portal/claims';
import { AccountActivity } from '@portal/csr';
import { ConnectedApps, DownloadMyData } from '@portal/data-sharing';
import { AccountSecurity } from '@portal/registration';
import { Suspense } from 'react';
import { useBrand } from '../brand/BrandContext.tsx';
import { PageSpinner } from './PageSpinner.tsx';

export default function ProfileRoute() {
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
          <DownloadMyData />
        </>
      }
      claimSharing={<ClaimSharingSwitch />}
      accountActivity={<AccountActivity />}
    />
  );
}
