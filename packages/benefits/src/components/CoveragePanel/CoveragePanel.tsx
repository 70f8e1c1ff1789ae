// The frame of a §2 plan tab (dental, vision, LASIK): its heading, the
// picker of the member's lines of that kind (§4: the first active one is
// selected on load) and what the tab shows for the chosen line.
import type { Coverage } from '@portal/api-client';
import { Stack } from '@portal/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coverageId, defaultCoverage } from '../CoveragePicker/choose-coverage.ts';
import { CoveragePicker } from '../CoveragePicker/CoveragePicker.tsx';

export interface CoveragePanelProps {
  /** The tab's heading, already translated. */
  title: string;
  /** The member's lines of the tab's kind. */
  coverages: readonly Coverage[];
  /** What the tab shows for the chosen line. */
  children: (selected: Coverage) => ReactNode;
}

export function CoveragePanel({ title, coverages, children }: CoveragePanelProps) {
  const { t } = useTranslation('benefits');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = coverages.find((coverage) => coverageId(coverage) === selectedId) ?? defaultCoverage(coverages);
  if (!selected) return <p>{t('coverage.none')}</p>;
  return (
    <Stack gap="lg">
      <h2>{title}</h2>
      <CoveragePicker coverages={coverages} selected={selected} onSelect={(coverage) => setSelectedId(coverageId(coverage))} />
      {children(selected)}
    </Stack>
  );
}
