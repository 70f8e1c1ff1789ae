// §2 /paperless: the member's paperless (e-delivery) settings (§4).
import { Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { PaperlessSection } from '../components/PaperlessSection/PaperlessSection.tsx';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

export function PaperlessPage() {
  const { t } = useTranslation('benefits');
  const headingRef = usePageHeadingFocus();
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('paperless.title')}
      </h1>
      <PaperlessSection />
    </Stack>
  );
}
