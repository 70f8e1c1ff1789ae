// §4 policy selection: the member's coverage lines as a radio group; the
// first is selected on load; a terminated policy (effective date 0) shows
// its end date.
import type { Coverage } from '@portal/api-client';
import { lobDisplayName } from '@portal/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatIsoDate } from './format-date.ts';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const Legend = styled.legend`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Option = styled.label<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Ended = styled(Detail)`
  color: ${({ theme }) => theme.color.danger};
`;

export interface PolicyListProps {
  coverages: Coverage[];
  selectedKey: string;
  onSelect(key: string): void;
  /** The main partner shows 'Vision Perfect' for EYD/PER (§9). */
  isMainPartner: boolean;
}

export function PolicyList({ coverages, selectedKey, onSelect, isMainPartner }: PolicyListProps) {
  const { t, i18n } = useTranslation('member');
  return (
    <Group>
      <Legend>{t('policies.title')}</Legend>
      {coverages.map((coverage) => (
        <Option key={coverage.key} $selected={coverage.key === selectedKey}>
          <input
            type="radio"
            name="policy"
            value={coverage.key}
            checked={coverage.key === selectedKey}
            onChange={() => onSelect(coverage.key)}
          />
          <span>
            <Title>{lobDisplayName(coverage.lineOfBusiness, { mainPartner: isMainPartner })}</Title>
            <Detail>{coverage.planSponsorName}</Detail>
            <Detail>{t('policies.memberKey', { key: coverage.key })}</Detail>
            {coverage.isTerminated ? (
              <Ended>
                {coverage.terminationDate
                  ? t('policies.ended', { date: formatIsoDate(coverage.terminationDate, i18n.language) })
                  : t('policies.terminated')}
              </Ended>
            ) : coverage.effectiveDate ? (
              <Detail>{t('policies.effective', { date: formatIsoDate(coverage.effectiveDate, i18n.language) })}</Detail>
            ) : null}
          </span>
        </Option>
      ))}
    </Group>
  );
}
