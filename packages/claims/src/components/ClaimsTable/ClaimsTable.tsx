// §2/§3 claims list rows: patient, date of service, provider, claim number
// (the link to the detail), status, provider charges, plan paid, you owe.
// A real table with a caption and column headers; at ≤ 768 px the ui-kit
// Table lays each row out as a card.
import type { ClaimSummary } from '@portal/api-client';
import { formatIsoDate, properCaseName } from '@portal/core';
import { Table, type TableColumn } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NoWrap, WholeWords } from '../../lib/no-wrap.ts';
import { useMoney } from '../../lib/use-money.ts';

const Kind = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ClaimsTableProps {
  claims: readonly ClaimSummary[];
  /** The detail's URL of a claim (its query carries the coverage line and isEstimate). */
  detailPath: (claim: ClaimSummary) => string;
  /** Location state handed to the detail, so its back link returns to this page of the list. */
  linkState?: unknown;
  /** §8 'no claims found for selection', shown in the table when there are no rows. */
  emptyText: string;
  /** While the next page loads, the rows on screen are the previous page's. */
  busy?: boolean;
}

export function ClaimsTable({ claims, detailPath, linkState, emptyText, busy = false }: ClaimsTableProps) {
  const { t } = useTranslation('claims');
  const money = useMoney();
  const columns: TableColumn[] = [
    { key: 'patient', header: t('list.columns.patient') },
    { key: 'serviceDate', header: t('list.columns.serviceDate') },
    { key: 'provider', header: t('list.columns.provider') },
    { key: 'claimNumber', header: t('list.columns.claimNumber') },
    { key: 'status', header: t('list.columns.status') },
    { key: 'providerCharges', header: t('list.columns.providerCharges'), align: 'end' },
    { key: 'planPaid', header: t('list.columns.planPaid'), align: 'end' },
    { key: 'youOwe', header: t('list.columns.youOwe'), align: 'end' },
  ];
  const rows = claims.map((claim) => ({
    id: `${claim.kind}:${claim.claimNumber}`,
    cells: {
      patient: <WholeWords>{properCaseName(claim.patientName)}</WholeWords>,
      serviceDate: <NoWrap>{formatIsoDate(claim.serviceDate)}</NoWrap>,
      provider: claim.providerName,
      claimNumber: (
        <>
          <Link to={detailPath(claim)} state={linkState}>
            {claim.claimNumber}
          </Link>
          {/* Estimates and ortho claims are marked as such (§2 claim types). */}
          {claim.kind === 'dental' ? null : <Kind>{t(`kind.${claim.kind}`)}</Kind>}
        </>
      ),
      status: <WholeWords>{t(`status.${claim.status}`)}</WholeWords>,
      providerCharges: <NoWrap>{money(claim.providerCharges)}</NoWrap>,
      planPaid: <NoWrap>{money(claim.planPaid)}</NoWrap>,
      youOwe: <NoWrap>{money(claim.patientOwes)}</NoWrap>,
    },
  }));
  return (
    <div aria-busy={busy || undefined}>
      <Table caption={t('list.caption')} columns={columns} rows={rows} emptyText={emptyText} />
    </div>
  );
}
