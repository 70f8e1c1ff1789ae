// The tooth chart's table alternative: every procedure on a
// tooth, arch or quadrant with its date and claim, in chart order. Always in
// the page for screen readers; shown when the member picks "Show as table".
import { formatIsoDate } from '@portal/core';
import { Table } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useProcedureName } from '../../lib/procedure-name.ts';
import type { ToothWork } from '../../lib/tooth-work.ts';
import { useSiteName } from './use-site-name.ts';
import { useSurfaceNames } from './use-surface-names.ts';

export interface ToothWorkTableProps {
  sites: ReadonlyMap<string, readonly ToothWork[]>;
  patientName: string;
}

export function ToothWorkTable({ sites, patientName }: ToothWorkTableProps) {
  const { t } = useTranslation('claims');
  const siteName = useSiteName();
  const procedureName = useProcedureName();
  const surfaceNames = useSurfaceNames();
  const rows = [...sites.entries()].flatMap(([site, work]) =>
    work.map((item, index) => ({
      id: `${site}-${item.claimNumber}-${item.code}-${index}`,
      cells: {
        tooth: siteName(site),
        date: formatIsoDate(item.serviceDate),
        procedure: item.surface
          ? `${procedureName(item.code, item.description)} (${surfaceNames(item.surface)})`
          : procedureName(item.code, item.description),
        claimNumber: item.claimNumber,
      },
    })),
  );
  return (
    <Table
      caption={t('toothChart.table.caption', { name: patientName })}
      columns={[
        { key: 'tooth', header: t('toothChart.table.tooth') },
        { key: 'date', header: t('toothChart.table.date') },
        { key: 'procedure', header: t('toothChart.table.procedure') },
        { key: 'claimNumber', header: t('toothChart.table.claimNumber') },
      ]}
      rows={rows}
      emptyText={t('toothChart.empty', { name: patientName })}
    />
  );
}
