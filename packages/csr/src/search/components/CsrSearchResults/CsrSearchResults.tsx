// /csr results (§3 CSR search: members list and searchInfo): one row per
// member with their name in proper case (§3), date of birth, SPDC label, each
// coverage line the search found (dental, vision or LASIK, plan, status) and
// whether the member has an account, and a "Work on this account" button;
// supervisors (admin) also get the member's access log. An empty answer says
// so instead of an empty table.
import type { CsrMemberMatch, CsrSearchInfo } from '@portal/api-client';
import { formatIsoDate, lobDisplayName, productTypeOfLob, properCaseName, routes } from '@portal/core';
import { Alert, Button, Stack, Table, VisuallyHidden, type TableColumn } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { membersOfLines } from '../../lib/members-of-lines.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: ${({ theme }) => theme.color.brand};
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface CsrSearchResultsProps {
  matches: readonly CsrMemberMatch[];
  searchInfo: CsrSearchInfo;
  /** The SPDC the search named, for the table's caption. */
  spdcLabel: string;
  /** Supervisors see a link to each member's access log. */
  isAdmin: boolean;
  /** The member being opened (its row's button spins; the others wait). */
  openingMemberKey: string | null;
  onWorkOn: (match: CsrMemberMatch) => void;
}

/** The member's access log page. */
export function accessLogPath(memberKey: string): string {
  return `${routes.accessManagementViewMember}?memberKey=${encodeURIComponent(memberKey)}`;
}

export function memberName(match: Pick<CsrMemberMatch, 'firstName' | 'lastName'>): string {
  return properCaseName(`${match.firstName} ${match.lastName}`.trim());
}

export function CsrSearchResults({ matches, searchInfo, spdcLabel, isAdmin, openingMemberKey, onWorkOn }: CsrSearchResultsProps) {
  const { t } = useTranslation('csr');
  // Dental, vision or LASIK in the CSR's language; a code of no known line is
  // named as §9 names it (customer service works on the alic site only).
  const lineName = (lineOfBusiness: string) => {
    const productType = productTypeOfLob(lineOfBusiness);
    return productType ? t(`results.lines.${productType}`) : lobDisplayName(lineOfBusiness, { mainPartner: true });
  };
  if (matches.length === 0) {
    return (
      <Alert type="info">
        {t('results.empty')}
      </Alert>
    );
  }
  const columns: TableColumn[] = [
    { key: 'name', header: t('results.columns.name') },
    { key: 'dateOfBirth', header: t('results.columns.dateOfBirth') },
    { key: 'spdc', header: t('results.columns.spdc') },
    { key: 'coverage', header: t('results.columns.coverage') },
    { key: 'account', header: t('results.columns.account') },
    { key: 'actions', header: t('results.columns.actions') },
  ];
  const members = membersOfLines(matches);
  const rows = members.map(({ first: match, lines }) => {
    const name = memberName(match);
    // The search names one SPDC, so a member's lines share it.
    const spdc = [...new Set(lines.map((line) => line.label))].join(', ');
    return {
      id: match.memberKey,
      cells: {
        name,
        dateOfBirth: formatIsoDate(match.dateOfBirth),
        spdc,
        coverage: (
          <Lines>
            {lines.map((line, index) => (
              <li key={index}>
                {t('results.line', {
                  line: lineName(line.lineOfBusiness),
                  plan: line.planName,
                  status: line.active ? t('results.active') : t('results.terminated'),
                })}
              </li>
            ))}
          </Lines>
        ),
        account: match.hasAccount ? t('results.hasAccount') : t('results.noAccount'),
        actions: (
          <Actions>
            <Button
              size="sm"
              loading={openingMemberKey === match.memberKey}
              disabled={openingMemberKey !== null}
              onClick={() => onWorkOn(match)}
            >
              {openingMemberKey === match.memberKey ? t('results.opening') : t('results.workOn')}{' '}
              <VisuallyHidden>{t('results.rowSuffix', { name, spdc })}</VisuallyHidden>
            </Button>
            {isAdmin ? (
              <Link to={accessLogPath(match.memberKey)}>
                {t('results.viewAccessLog')}{' '}
                <VisuallyHidden>{t('results.rowSuffix', { name, spdc })}</VisuallyHidden>
              </Link>
            ) : null}
          </Actions>
        ),
      },
    };
  });
  return (
    <Stack gap="md">
      <p role="status">
        {searchInfo.limited
          ? t('results.limited', { total: searchInfo.total, shown: matches.length })
          : t('results.count', { count: members.length })}
      </p>
      <Table caption={t('results.caption', { spdc: spdcLabel })} columns={columns} rows={rows} />
    </Stack>
  );
}
