// §3 payments of a claim: number, date, amount, status and who was paid;
// none yet → §8 'no payment info available'.
import type { ClaimPayment } from '@portal/api-client';
import { formatIsoDate } from '@portal/core';
import { Table, type TableColumn } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { NoWrap } from '../../lib/no-wrap.ts';
import { useMoney } from '../../lib/use-money.ts';

export interface PaymentsTableProps {
  payments: readonly ClaimPayment[];
}

export function PaymentsTable({ payments }: PaymentsTableProps) {
  const { t } = useTranslation('claims');
  const money = useMoney();
  const columns: TableColumn[] = [
    { key: 'number', header: t('detail.payments.columns.number') },
    { key: 'date', header: t('detail.payments.columns.date') },
    { key: 'amount', header: t('detail.payments.columns.amount'), align: 'end' },
    { key: 'status', header: t('detail.payments.columns.status') },
    { key: 'payee', header: t('detail.payments.columns.payee') },
  ];
  const rows = payments.map((payment) => ({
    id: payment.number,
    cells: {
      number: payment.number,
      date: <NoWrap>{formatIsoDate(payment.date)}</NoWrap>,
      amount: <NoWrap>{money(payment.amount)}</NoWrap>,
      status: t(`detail.payments.statuses.${payment.status}`),
      payee: payment.payeeName,
    },
  }));
  return <Table caption={t('detail.payments.caption')} captionHidden columns={columns} rows={rows} emptyText={t('detail.payments.empty')} />;
}
