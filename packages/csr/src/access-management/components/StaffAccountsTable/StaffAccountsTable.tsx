// Access management: every staff account with its roles and last sign-in.
// Roles read Yes/No in words; a CSR's row offers 'Revoke CSR role', whose
// accessible name names the account (one button per row must be told apart).
import type { StaffAccount } from '@portal/api-client';
import { Button, Table } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/use-date-time-format.ts';

export interface StaffAccountsTableProps {
  accounts: readonly StaffAccount[];
  /** Asks to revoke the account's CSR role (the page confirms first). */
  onRevoke: (account: StaffAccount) => void;
}

export function StaffAccountsTable({ accounts, onRevoke }: StaffAccountsTableProps) {
  const { t } = useTranslation('accessLog');
  const format = useDateTimeFormat();
  const yesNo = (value: boolean) => t(value ? 'management.staff.yes' : 'management.staff.no');
  return (
    <Table
      caption={t('management.staff.caption')}
      captionHidden
      emptyText={t('management.staff.empty')}
      columns={[
        { key: 'email', header: t('management.staff.email') },
        { key: 'name', header: t('management.staff.name') },
        { key: 'csr', header: t('management.staff.csr') },
        { key: 'admin', header: t('management.staff.admin') },
        { key: 'lastSignIn', header: t('management.staff.lastSignIn') },
        { key: 'actions', header: t('management.staff.actions') },
      ]}
      rows={accounts.map((account) => ({
        id: account.accountId,
        cells: {
          email: account.email,
          name: account.name || t('management.staff.noName'),
          csr: yesNo(account.csr),
          admin: yesNo(account.admin),
          lastSignIn: account.lastSignInAt ? format.dateTime(account.lastSignInAt) : t('management.staff.never'),
          actions: account.csr ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('management.staff.revokeFor', { email: account.email })}
              onClick={() => onRevoke(account)}
            >
              {t('management.staff.revoke')}
            </Button>
          ) : null,
        },
      }))}
    />
  );
}
