// /access-management: for an access administrator — the
// staff accounts and their roles, granting and revoking the CSR role, the
// compliance CSV export, and where a member's access log is found. Anyone
// else (no admin role in the token, or the server answers 403) is told which
// role is needed.
import { revokeCsrRoleFailure, staffCallFailure, type StaffAccount } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Alert, Card, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffAccounts } from '../api/get-staff-accounts.ts';
import { useRevokeCsrRole } from '../api/revoke-csr-role.ts';
import { NotAdminPanel } from '../components/NotAdminPanel/NotAdminPanel.tsx';
import { RevokeCsrRoleDialog } from '../components/RevokeCsrRoleDialog/RevokeCsrRoleDialog.tsx';
import { StaffAccountsTable } from '../components/StaffAccountsTable/StaffAccountsTable.tsx';
import { AuditExportForm } from '../forms/AuditExportForm/AuditExportForm.tsx';
import { GrantCsrRoleForm } from '../forms/GrantCsrRoleForm/GrantCsrRoleForm.tsx';

function StaffAccounts() {
  const { t } = useTranslation('accessLog');
  const staff = useStaffAccounts();
  const revoke = useRevokeCsrRole();
  const [target, setTarget] = useState<StaffAccount | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  const close = () => {
    setTarget(null);
    setError(null);
  };
  const confirm = async (account: StaffAccount) => {
    setError(null);
    try {
      await revoke.mutateAsync(account.accountId);
      setRevoked(account.email);
      close();
    } catch (failure) {
      const reason = revokeCsrRoleFailure(failure);
      setError(reason.kind === 'ownAccount' ? (reason.message ?? t('management.revoke.conflict')) : t('management.revoke.failed'));
    }
  };

  if (staff.isPending) return <Spinner label={t('management.loading')} labelVisible />;
  if (staff.isError) {
    if (staffCallFailure(staff.error).kind === 'forbidden') return <NotAdminPanel />;
    return <RetryAlert message={t('management.loadFailed')} retryLabel={t('management.tryAgain')} onRetry={() => void staff.refetch()} />;
  }
  return (
    <>
      <Card title={t('management.staff.title')}>
        <Stack gap="md">
          <div role="status">{revoked ? <Alert type="success">{t('management.revoke.revoked', { email: revoked })}</Alert> : null}</div>
          <StaffAccountsTable
            accounts={staff.data}
            onRevoke={(account) => {
              setRevoked(null);
              setTarget(account);
            }}
          />
        </Stack>
      </Card>
      <RevokeCsrRoleDialog account={target} busy={revoke.isPending} error={error} onConfirm={(account) => void confirm(account)} onCancel={close} />
      <GrantCsrRoleForm />
      <AuditExportForm />
      <Card title={t('management.viewMember.linkTitle')}>
        <Stack gap="sm" align="flex-start">
          <p>{t('management.viewMember.linkText')}</p>
          <Link to={routes.csr}>{t('management.viewMember.link')}</Link>
        </Stack>
      </Card>
    </>
  );
}

export function AccessManagementPage() {
  const { t } = useTranslation('accessLog');
  // The token's roles decide what is offered; the server decides what is allowed (403 also shows the panel).
  const isAdmin = useAuthStore((state) => state.isAdmin);
  return (
    <Stack gap="lg">
      <h1 tabIndex={-1}>{t('management.title')}</h1>
      {isAdmin ? <StaffAccounts /> : <NotAdminPanel />}
    </Stack>
  );
}
