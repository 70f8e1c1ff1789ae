// §2 the calculation of a claim: the totals of its lines (CALC-TOTALS) from
// the provider's charges down to what the plan pays and what the member owes.
import type { ClaimKind, ClaimTotals } from '@portal/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMoney } from '../../lib/use-money.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;

  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

// Each term in its own div (valid in a dl), laid out by the dl's grid.
const Group = styled.div<{ $result: boolean }>`
  display: contents;
  font-weight: ${({ theme, $result }) => ($result ? theme.font.weight.bold : theme.font.weight.regular)};
`;

export interface ClaimCalculationProps {
  totals: ClaimTotals;
  /** An estimate reads "would pay / would owe". */
  kind: ClaimKind;
}

export function ClaimCalculation({ totals, kind }: ClaimCalculationProps) {
  const { t } = useTranslation('claims');
  const money = useMoney();
  const estimate = kind === 'estimate';
  const steps: Array<[string, number]> = [
    [t('detail.calculation.charges'), totals.charges],
    [t('detail.calculation.providerAdjustment'), totals.providerAdjustment],
    [t('detail.calculation.covered'), totals.covered],
    [t('detail.calculation.deductible'), totals.deductible],
  ];
  const results: Array<[string, number]> = [
    [t(estimate ? 'detail.calculation.planWouldPay' : 'detail.calculation.planPays'), totals.planPays],
    [t(estimate ? 'detail.calculation.youWouldOwe' : 'detail.calculation.youOwe'), totals.patientOwes],
  ];
  return (
    <List>
      {[...steps.map((step) => [...step, false] as const), ...results.map((result) => [...result, true] as const)].map(
        ([label, amount, result]) => (
          <Group key={label} $result={result}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </Group>
        ),
      )}
    </List>
  );
}
