// §2 an ortho claim's payment schedule: each installment of the plan's share,
// its due date, amount and whether it is paid, scheduled or cancelled.
import type { OrthoInstallment } from '@portal/api-client';
import { formatIsoDate } from '@portal/core';
import { Table, type TableColumn } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { NoWrap } from '../../lib/no-wrap.ts';
import { useMoney } from '../../lib/use-money.ts';

export interface OrthoScheduleTableProps {
  installments: readonly OrthoInstallment[];
}

export function OrthoScheduleTable({ installments }: OrthoScheduleTableProps) {
  const { t } = useTranslation('claims');
  const money = useMoney();
  const columns: TableColumn[] = [
    { key: 'installment', header: t('detail.schedule.columns.installment') },
    { key: 'dueDate', header: t('detail.schedule.columns.dueDate') },
    { key: 'amount', header: t('detail.schedule.columns.amount'), align: 'end' },
    { key: 'status', header: t('detail.schedule.columns.status') },
  ];
  const rows = installments.map((installment) => ({
    id: String(installment.installment),
    cells: {
      installment: installment.installment,
      dueDate: <NoWrap>{formatIsoDate(installment.dueDate)}</NoWrap>,
      amount: <NoWrap>{money(installment.amount)}</NoWrap>,
      status: t(`detail.schedule.statuses.${installment.status}`),
    },
  }));
  return <Table caption={t('detail.schedule.caption')} captionHidden columns={columns} rows={rows} emptyText={t('detail.schedule.empty')} />;
}
