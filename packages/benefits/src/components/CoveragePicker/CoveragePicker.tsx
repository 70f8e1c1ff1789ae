// Which of the member's plans of this kind a tab shows: a choice only when
// there are several; the plan's sponsor and its effective or end date (§4: a
// terminated policy shows its end date).
import type { Coverage } from '@portal/api-client';
import { formatIsoDate } from '@portal/core';
import { Select, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { coverageId } from './choose-coverage.ts';

export interface CoveragePickerProps {
  coverages: readonly Coverage[];
  selected: Coverage;
  onSelect: (coverage: Coverage) => void;
}

export function CoveragePicker({ coverages, selected, onSelect }: CoveragePickerProps) {
  const { t } = useTranslation('benefits');
  const date = formatIsoDate;
  const status = selected.isTerminated
    ? selected.terminationDate
      ? t('coverage.ended', { date: date(selected.terminationDate) })
      : t('coverage.terminated')
    : selected.effectiveDate
      ? t('coverage.effective', { date: date(selected.effectiveDate) })
      : '';
  return (
    <Stack gap="xs">
      {coverages.length > 1 ? (
        <Select
          label={t('coverage.choose')}
          name="coverage"
          value={coverageId(selected)}
          options={coverages.map((coverage) => ({
            value: coverageId(coverage),
            label: t('coverage.option', { sponsor: coverage.planSponsorName, key: coverage.key }),
          }))}
          onChange={(event) => {
            const next = coverages.find((coverage) => coverageId(coverage) === event.target.value);
            if (next) onSelect(next);
          }}
        />
      ) : null}
      <p>
        <strong>{selected.planSponsorName}</strong> · {t('coverage.memberKey', { key: selected.key })}
        {status ? ` · ${status}` : ''}
      </p>
    </Stack>
  );
}
