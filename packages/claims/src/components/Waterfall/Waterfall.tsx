// A claim in plain words beside its procedure lines — billed →
// network discount → not covered → deductible → your share → over the annual
// maximum → plan paid → you owe, one short sentence per step, with each
// line's remark spelled out below. The amounts are core's claimWaterfall
// (whole cents, they add up); nothing is recomputed here. The bars are
// decoration (aria-hidden); screen readers read the definition list.
import type { ClaimKind, ProcedureLine } from '@portal/api-client';
import { claimWaterfall, formatMoney, type ClaimWaterfallStepName } from '@portal/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { LineRemarks } from './LineRemarks.tsx';
import { waterfallRows } from './waterfall-rows.ts';

/** What the waterfall reads of each line (the domain ProcedureLine of the claim's detail). */
export type WaterfallLine = Pick<
  ProcedureLine,
  | 'lineNumber'
  | 'submittedCode'
  | 'paidCode'
  | 'description'
  | 'charges'
  | 'providerAdjustment'
  | 'amountCovered'
  | 'deductibleApplied'
  | 'percentPlanPays'
  | 'amountPayable'
  | 'patientResponsibility'
  | 'remarkCode'
  | 'remarkText'
>;

export interface WaterfallProps {
  lines: readonly WaterfallLine[];
  /** An estimate reads "would pay / would owe"; the kind also names the provider (dentist, eye care provider). */
  kind: ClaimKind;
  /** Level of the waterfall's heading in the page (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** Theme colour of each step's bar: what the member pays in one colour, what the plan pays in the brand's. */
const barColours: Record<ClaimWaterfallStepName, (theme: DefaultTheme) => string> = {
  billed: (theme) => theme.color.textMuted,
  networkDiscount: (theme) => theme.color.success,
  notCovered: (theme) => theme.color.warning,
  deductible: (theme) => theme.color.warning,
  coinsurance: (theme) => theme.color.warning,
  overMaximum: (theme) => theme.color.warning,
  pending: (theme) => theme.color.info,
  planPaid: (theme) => theme.color.brand,
  youOwe: (theme) => theme.color.accent,
};

/** The two results a member looks for, set apart from the steps above them. */
const resultSteps: ReadonlySet<ClaimWaterfallStepName> = new Set(['planPaid', 'youOwe']);

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Steps = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Step = styled.div<{ $result: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  ${({ $result, theme }) => ($result ? `padding-top: ${theme.space.sm}; border-top: 1px solid ${theme.color.border};` : '')}

  & > dt {
    font-weight: ${({ theme, $result }) => ($result ? theme.font.weight.bold : theme.font.weight.medium)};
  }

  & > dd {
    margin: 0;
  }
`;

/** The step's amount, beside its label. */
const Amount = styled.dd<{ $result: boolean }>`
  font-weight: ${({ theme, $result }) => ($result ? theme.font.weight.bold : theme.font.weight.regular)};
  font-variant-numeric: tabular-nums;
  text-align: end;
  white-space: nowrap;
`;

/** The bar and the sentence, under the label and amount. */
const Details = styled.dd`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: 1 / -1;
`;

// The track's border keeps the bar's extent visible (WCAG 1.4.11) whatever the fill's colour.
const Track = styled.span`
  position: relative;
  display: block;
  height: 0.75rem;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Fill = styled.span<{ $step: ClaimWaterfallStepName }>`
  position: absolute;
  inset-block: 0;
  background: ${({ theme, $step }) => barColours[$step](theme)};
`;

const Sentence = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const nextLevel = { 2: 3, 3: 4, 4: 5 } as const;

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

export function Waterfall({ lines, kind, headingLevel = 3 }: WaterfallProps) {
  const { t, i18n } = useTranslation('claims');
  const headingId = useId();
  const rows = useMemo(() => waterfallRows(claimWaterfall(lines)), [lines]);
  const estimate = kind === 'estimate';
  const wording = estimate ? 'estimate' : 'claim';
  const provider = t(`waterfall.provider.${kind}`);
  const money = (amount: number) => formatMoney(amount, i18n.language);

  return (
    <Section aria-labelledby={headingId}>
      <Heading as={`h${headingLevel}`} id={headingId}>
        {t(estimate ? 'waterfall.titleEstimate' : 'waterfall.title')}
      </Heading>
      {lines.length === 0 ? (
        <Empty>{t('waterfall.empty')}</Empty>
      ) : (
        <>
          <Intro>{t(estimate ? 'waterfall.introEstimate' : 'waterfall.intro')}</Intro>
          <Steps>
            {rows.map((row) => {
              const result = resultSteps.has(row.step);
              // The discount is the one step taken off the price for good; U+2212 reads as "minus".
              const amount = row.step === 'networkDiscount' ? `\u2212${money(row.amount)}` : money(row.amount);
              return (
                <Step key={row.step} $result={result} data-step={row.step}>
                  <dt>{t(`waterfall.${wording}.${row.step}.label`)}</dt>
                  <Amount $result={result}>{amount}</Amount>
                  <Details>
                    <Track aria-hidden="true">
                      <Fill $step={row.step} style={{ insetInlineStart: percent(row.barStart), width: percent(row.barWidth) }} />
                    </Track>
                    <Sentence>{t(`waterfall.${wording}.${row.step}.text`, { provider })}</Sentence>
                  </Details>
                </Step>
              );
            })}
          </Steps>
          <LineRemarks lines={lines} estimate={estimate} headingLevel={nextLevel[headingLevel]} />
        </>
      )}
    </Section>
  );
}
