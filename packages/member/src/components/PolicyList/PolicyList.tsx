// §4 policy selection: the member's policies as a radio group; the first is
// selected on load; a terminated line (effective date 0) shows its end date.
import { formatIsoDate, lobDisplayName } from '@portal/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Policy } from '../../policies.ts';

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

const Lines = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const LineName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const LineEnded = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

export interface PolicyListProps {
  policies: Policy[];
  selectedKey: string;
  onSelect(key: string): void;
  /** The main partner shows 'Vision Perfect' for EYD/PER (§9). */
  isMainPartner: boolean;
}

export function PolicyList({ policies, selectedKey, onSelect, isMainPartner }: PolicyListProps) {
  const { t } = useTranslation('member');
  return (
    <Group>
      <Legend>{t('policies.title')}</Legend>
      {policies.map((policy) => (
        <Option key={policy.key} $selected={policy.key === selectedKey}>
          <input
            type="radio"
            name="policy"
            value={policy.key}
            checked={policy.key === selectedKey}
            onChange={() => onSelect(policy.key)}
          />
          <span>
            <Title>{policy.planSponsorName}</Title>
            <Detail>{t('policies.memberKey', { key: policy.key })}</Detail>
            <Lines>
              {policy.lines.map((line) => (
                <li key={line.lineOfBusiness}>
                  <LineName>{lobDisplayName(line.lineOfBusiness, { mainPartner: isMainPartner })}</LineName>
                  {' · '}
                  {line.isTerminated ? (
                    <LineEnded>
                      {line.terminationDate
                        ? t('policies.ended', { date: formatIsoDate(line.terminationDate) })
                        : t('policies.terminated')}
                    </LineEnded>
                  ) : line.effectiveDate ? (
                    t('policies.effective', { date: formatIsoDate(line.effectiveDate) })
                  ) : null}
                </li>
              ))}
            </Lines>
          </span>
        </Option>
      ))}
    </Group>
  );
}
