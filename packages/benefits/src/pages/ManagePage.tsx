// §2 /manage, manage account: paperless (§4) and how to reach us; the
// profile holds the member's details.
import { benefitsTabPath, routes } from '@portal/core';
import { Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaperlessSection } from '../components/PaperlessSection/PaperlessSection.tsx';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

export function ManagePage() {
  const { t } = useTranslation('benefits');
  const headingRef = usePageHeadingFocus();
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('manage.title')}
      </h1>
      <p>{t('manage.intro')}</p>
      <PaperlessSection />
      <Stack as="ul" direction="row" gap="lg" wrap>
        <li>
          <Link to={routes.profile}>{t('manage.profileLink')}</Link>
        </li>
        <li>
          <Link to={benefitsTabPath('contact us')}>{t('manage.contactLink')}</Link>
        </li>
      </Stack>
    </Stack>
  );
}
