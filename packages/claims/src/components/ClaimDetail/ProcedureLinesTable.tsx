// §3 procedure lines: tooth/arch/quad, service type, submitted and paid codes
// with their plain names, charges, provider adjustment, amount covered,
// deductible applied, percent plan pays and amount payable. (Each line's
// remark is spelled out by the waterfall beside it.)
import type { ProcedureLine } from '@portal/api-client';
import { formatIsoDate } from '@portal/core';
import { Table, type TableColumn } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProcedureName } from '../../lib/procedure-name.ts';
import { NoWrap, WholeWords } from '../../lib/no-wrap.ts';
import { useMoney } from '../../lib/use-money.ts';
import { WideTable } from '../WideTable/WideTable.tsx';

const Code = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const areas = ['UA', 'LA', 'UR', 'UL', 'LR', 'LL'] as const;
type Area = (typeof areas)[number];
const isArea = (value: string): value is Area => (areas as readonly string[]).includes(value);

export interface ProcedureLinesTableProps {
  lines: readonly ProcedureLine[];
}

export function ProcedureLinesTable({ lines }: ProcedureLinesTableProps) {
  const { t } = useTranslation('claims');
  const formatMoney = useMoney();
  const money = (amount: number) => <NoWrap>{formatMoney(amount)}</NoWrap>;
  const procedureName = useProcedureName();

  const toothArchQuad = (line: ProcedureLine): string => {
    if (line.toothArchQuad === '') return '';
    const where = isArea(line.toothArchQuad) ? t(`detail.lines.areas.${line.toothArchQuad}`) : t('detail.lines.tooth', { tooth: line.toothArchQuad });
    return line.surface ? `${where}, ${t('detail.lines.surfaces', { surfaces: line.surface })}` : where;
  };

  const procedure = (code: string, description: string) => (
    <WholeWords>
      {procedureName(code, description)}
      <Code>{code}</Code>
    </WholeWords>
  );
  // §3 names no date per line: the column shows only when the lines were done on different days.
  const severalDates = new Set(lines.map((line) => line.serviceDate)).size > 1;

  const columns: TableColumn[] = [
    { key: 'line', header: t('detail.lines.columns.line') },
    ...(severalDates ? [{ key: 'date', header: t('detail.lines.columns.date') }] : []),
    { key: 'toothArchQuad', header: t('detail.lines.columns.toothArchQuad') },
    { key: 'serviceType', header: t('detail.lines.columns.serviceType') },
    { key: 'submittedCode', header: t('detail.lines.columns.submittedCode') },
    { key: 'paidCode', header: t('detail.lines.columns.paidCode') },
    { key: 'charges', header: t('detail.lines.columns.charges'), align: 'end' },
    { key: 'providerAdjustment', header: t('detail.lines.columns.providerAdjustment'), align: 'end' },
    { key: 'amountCovered', header: t('detail.lines.columns.amountCovered'), align: 'end' },
    { key: 'deductibleApplied', header: t('detail.lines.columns.deductibleApplied'), align: 'end' },
    { key: 'percentPlanPays', header: t('detail.lines.columns.percentPlanPays'), align: 'end' },
    { key: 'amountPayable', header: t('detail.lines.columns.amountPayable'), align: 'end' },
  ];
  const rows = lines.map((line) => ({
    id: String(line.lineNumber),
    cells: {
      line: line.lineNumber,
      date: <NoWrap>{formatIsoDate(line.serviceDate)}</NoWrap>,
      toothArchQuad: <WholeWords>{toothArchQuad(line)}</WholeWords>,
      serviceType: <WholeWords>{line.serviceType}</WholeWords>,
      // The server's description names the paid code; the submitted code falls back to its own code.
      submittedCode: procedure(line.submittedCode, line.submittedCode === line.paidCode ? line.description : ''),
      paidCode: line.paidCode === line.submittedCode ? <WholeWords>{t('detail.lines.sameAsSubmitted')}</WholeWords> : procedure(line.paidCode, line.description),
      charges: money(line.charges),
      providerAdjustment: money(line.providerAdjustment),
      amountCovered: money(line.amountCovered),
      deductibleApplied: money(line.deductibleApplied),
      percentPlanPays: <NoWrap>{line.percentPlanPays}%</NoWrap>,
      amountPayable: money(line.amountPayable),
    },
  }));
  return (
    <WideTable label={t('detail.lines.caption')}>
      <Table caption={t('detail.lines.caption')} captionHidden columns={columns} rows={rows} emptyText={t('detail.lines.empty')} />
    </WideTable>
  );
}
