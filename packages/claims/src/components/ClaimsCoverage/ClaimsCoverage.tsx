// The plan a claims list is about: its sponsor as a heading, its kinds
// (dental, vision) and member key, and a choice of plan when the member has
// several with claims (§4: the first is selected unless the link names one).
import { Select, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimsCoverage as Coverage } from '../../lib/claims-coverages.ts';

const Heading = styled.h2`
  margin: 0;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ClaimsCoverageProps {
  choices: readonly Coverage[];
  selected: Coverage;
  onSelect: (key: string) => void;
}

function useKindsLabel() {
  const { t } = useTranslation('claims');
  return (coverage: Coverage) =>
    [coverage.hasDental ? t('kind.dental') : null, coverage.hasVision ? t('kind.vision') : null].filter(Boolean).join(', ');
}

export function ClaimsCoverage({ choices, selected, onSelect }: ClaimsCoverageProps) {
  const { t } = useTranslation('claims');
  const kinds = useKindsLabel();
  return (
    <Stack gap="sm">
      <Heading>{selected.planSponsorName}</Heading>
      <Meta>
        {kinds(selected)} · {t('list.memberKey', { key: selected.key })}
        {selected.isTerminated ? ` · ${t('list.ended')}` : ''}
      </Meta>
      {choices.length > 1 ? (
        <Select
          label={t('list.chooseCoverage')}
          name="coverage"
          value={selected.key}
          options={choices.map((choice) => ({
            value: choice.key,
            label: t('list.coverageOption', { sponsor: choice.planSponsorName, lines: kinds(choice), key: choice.key }),
          }))}
          onChange={(event) => onSelect(event.target.value)}
        />
      ) : null}
    </Stack>
  );
}
