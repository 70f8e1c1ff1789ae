// Asks before a CSR role is revoked (ui-kit's modal: focus kept inside,
// Escape cancels). A refusal — the admin's own role (409) — stays in the
// dialog, in the server's words.
import type { StaffAccount } from '@portal/api-client';
import { Alert, Button, Modal, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export interface RevokeCsrRoleDialogProps {
  /** The account to revoke; null when the dialog is closed. */
  account: StaffAccount | null;
  busy: boolean;
  /** Why the last try failed, already worded. */
  error: string | null;
  onConfirm: (account: StaffAccount) => void;
  onCancel: () => void;
}

export function RevokeCsrRoleDialog({ account, busy, error, onConfirm, onCancel }: RevokeCsrRoleDialogProps) {
  const { t } = useTranslation('accessLog');
  return (
    <Modal
      open={account !== null}
      onClose={onCancel}
      size="sm"
      title={t('management.revoke.title')}
      description={account ? t('management.revoke.text', { email: account.email }) : null}
      actions={
        <Stack direction="row" gap="sm">
          <Button variant="secondary" onClick={onCancel}>
            {t('management.revoke.cancel')}
          </Button>
          <Button loading={busy} onClick={() => account && onConfirm(account)}>
            {t('management.revoke.confirm')}
          </Button>
        </Stack>
      }
    >
      {error ? <Alert type="error">{error}</Alert> : null}
    </Modal>
  );
}
