// §2 claims list filters: patient, type (Dental, Ortho, Estimate — dental
// lines only) and date of service (§9 all time, current year, previous year,
// last 90 days). The list updates as soon as a choice changes; the page
// writes the choice into the URL.
import { claimTypeFilters, type ClaimTypeFilter, type Patient } from '@portal/api-client';
import { claimDateFilters, properCaseName, type ClaimDateFilter } from '@portal/core';
import { Select } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimsFilterChange } from '../../lib/claims-list-query.ts';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export interface ClaimFiltersProps {
  /** The line's patients; an empty list leaves only 'All patients'. */
  patients: readonly Pick<Patient, 'claimant' | 'name'>[];
  /** The type filter is for dental lines only. */
  showType: boolean;
  patient: string | null;
  type: ClaimTypeFilter | null;
  range: ClaimDateFilter;
  onChange: (change: ClaimsFilterChange) => void;
}

export function ClaimFilters({ patients, showType, patient, type, range, onChange }: ClaimFiltersProps) {
  const { t } = useTranslation('claims');
  return (
    <Fieldset>
      <Legend>{t('filters.legend')}</Legend>
      <Select
        label={t('filters.patient')}
        name="patient"
        value={patient ?? ''}
        options={[
          { value: '', label: t('filters.allPatients') },
          ...patients.map((item) => ({ value: item.claimant, label: properCaseName(item.name) })),
        ]}
        onChange={(event) => onChange({ patient: event.target.value || null })}
      />
      {showType ? (
        <Select
          label={t('filters.type')}
          name="type"
          value={type ?? ''}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...claimTypeFilters.map((value) => ({ value, label: t(`kind.${value}`) })),
          ]}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ type: claimTypeFilters.find((item) => item === value) ?? null });
          }}
        />
      ) : null}
      <Select
        label={t('filters.range')}
        name="range"
        value={range}
        options={claimDateFilters.map((value) => ({ value, label: t(`filters.ranges.${value}`) }))}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ range: claimDateFilters.find((item) => item === value) ?? 'allTime' });
        }}
      />
    </Fieldset>
  );
}
