// Each line's remark code spelled out under the waterfall —
// "Why line 2 (…) was not covered: …" for a refused line, "About line 2 (…):"
// for the others (deductible, alternate benefit, maximum, …) — in the
// member's language, falling back to the server's text for an unknown code.
import type { ProcedureLine } from '@portal/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProcedureName } from '../../lib/procedure-name.ts';
import { useRemarkText } from './remark-text.ts';

export type RemarkLine = Pick<
  ProcedureLine,
  'lineNumber' | 'submittedCode' | 'paidCode' | 'description' | 'amountCovered' | 'patientResponsibility' | 'remarkCode' | 'remarkText'
>;

export interface LineRemarksProps {
  lines: readonly RemarkLine[];
  estimate: boolean;
  headingLevel: 3 | 4 | 5;
}

const Heading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** A refused line: the plan covered none of it and the member owes what was allowed (a pending line owes nothing yet). */
const wasRefused = (line: RemarkLine) => line.amountCovered === 0 && line.patientResponsibility > 0;

export function LineRemarks({ lines, estimate, headingLevel }: LineRemarksProps) {
  const { t } = useTranslation('claims');
  const procedureName = useProcedureName();
  const explain = useRemarkText();
  const explained = lines
    .map((line) => ({ line, text: explain(line.remarkCode ?? '', line.remarkText) }))
    .filter(({ text }) => text !== '');
  if (explained.length === 0) return null;

  return (
    <div>
      <Heading as={`h${headingLevel}`}>{t('waterfall.remarks.title')}</Heading>
      <List>
        {explained.map(({ line, text }) => {
          // What was done (the submitted code); the server's description names the paid code, so it only fits when they agree.
          const procedure = procedureName(line.submittedCode, line.submittedCode === line.paidCode ? line.description : '');
          const values = { line: line.lineNumber, procedure };
          const lead = !wasRefused(line)
            ? t('waterfall.remarks.about', values)
            : t(estimate ? 'waterfall.remarks.notCoveredEstimate' : 'waterfall.remarks.notCovered', values);
          return (
            <li key={line.lineNumber}>
              <strong>{lead}</strong> {text}
            </li>
          );
        })}
      </List>
    </div>
  );
}
