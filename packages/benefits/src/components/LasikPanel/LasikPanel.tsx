// §2 LASIK tab: the member's LASIK line and how to use the benefit.
import type { Coverage } from '@portal/api-client';
import { Card, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { CoveragePanel } from '../CoveragePanel/CoveragePanel.tsx';

export interface LasikPanelProps {
  /** The member's LASIK lines. */
  coverages: readonly Coverage[];
}

export function LasikPanel({ coverages }: LasikPanelProps) {
  const { t } = useTranslation('benefits');
  return (
    <CoveragePanel title={t('lasik.title')} coverages={coverages}>
      {() => (
        <Card>
          <Stack gap="sm">
            <p>{t('lasik.intro')}</p>
            <p>{t('lasik.howTo')}</p>
          </Stack>
        </Card>
      )}
    </CoveragePanel>
  );
}
