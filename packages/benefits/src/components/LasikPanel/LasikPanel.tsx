// §2 LASIK tab: the member's LASIK line and how to use the benefit.
import type { Coverage } from '@portal/api-client';
import { Card, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coverageId, defaultCoverage } from '../CoveragePicker/choose-coverage.ts';
import { CoveragePicker } from '../CoveragePicker/CoveragePicker.tsx';

export interface LasikPanelProps {
  /** The member's LASIK lines. */
  coverages: readonly Coverage[];
}

export function LasikPanel({ coverages }: LasikPanelProps) {
  const { t } = useTranslation('benefits');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = coverages.find((coverage) => coverageId(coverage) === selectedId) ?? defaultCoverage(coverages);
  if (!selected) return <p>{t('coverage.none')}</p>;
  return (
    <Stack gap="lg">
      <h2>{t('lasik.title')}</h2>
      <CoveragePicker coverages={coverages} selected={selected} onSelect={(coverage) => setSelectedId(coverageId(coverage))} />
      <Card>
        <Stack gap="sm">
          <p>{t('lasik.intro')}</p>
          <p>{t('lasik.howTo')}</p>
        </Stack>
      </Card>
    </Stack>
  );
}
