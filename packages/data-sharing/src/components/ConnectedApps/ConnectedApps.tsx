// /profile "Connected apps": the apps the member allowed to read their plan
// information through the FHIR Patient Access API — each one's name, what it
// can see and when it was connected — and Disconnect, after a confirmation;
// the app's next call is refused. A CSR acting for the member sees the list
// but not the button: the consent is the member's to withdraw.
import type { ConnectedApp } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { Alert, Button, Card, Modal, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConnectedApps } from '../../api/get-connected-apps.ts';
import { useRevokeConnectedApp } from '../../api/revoke-connected-app.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export function ConnectedApps() {
  const { t, i18n } = useTranslation('data-sharing');
  const apps = useConnectedApps();
  const revoke = useRevokeConnectedApp();
  const isCsr = useAuthStore((s) => s.isCSR);
  const [confirming, setConfirming] = useState<ConnectedApp | null>(null);
  const [status, setStatus] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const date = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'medium' });
  const list = new Intl.ListFormat(i18n.language === 'es' ? 'es' : 'en', { type: 'conjunction' });

  const onConfirm = async () => {
    const app = confirming;
    if (!app) return;
    setConfirming(null);
    try {
      await revoke.mutateAsync(app.clientId);
      setStatus({ type: 'success', text: t('connectedApps.revoked', { name: app.name }) });
    } catch {
      setStatus({ type: 'error', text: t('connectedApps.revokeFailed', { name: app.name }) });
    }
    statusRef.current?.focus();
  };

  return (
    <Card title={t('connectedApps.title')}>
      <Stack gap="md" align="flex-start">
        <p>{t('connectedApps.intro')}</p>
        <div ref={statusRef} tabIndex={-1} aria-live="polite">
          {status ? <Alert type={status.type}>{status.text}</Alert> : null}
        </div>
        {apps.isPending ? <Spinner label={t('connectedApps.loading')} size="sm" labelVisible /> : null}
        {apps.isError ? (
          <RetryAlert message={t('connectedApps.loadFailed')} retryLabel={t('connectedApps.tryAgain')} onRetry={() => void apps.refetch()} />
        ) : null}
        {apps.data?.length === 0 ? <p>{t('connectedApps.empty')}</p> : null}
        {apps.data && apps.data.length > 0 ? (
          <List aria-label={t('connectedApps.listLabel')}>
            {apps.data.map((app) => (
              <Item key={app.clientId}>
                <div>
                  <Name>{app.name}</Name>
                  <Detail>{t('connectedApps.canSee', { what: list.format(app.resourceTypes.map((type) => t(`connectedApps.resources.${type}`))) })}</Detail>
                  <Detail>{t('connectedApps.connectedOn', { date: date.format(app.connectedAt) })}</Detail>
                </div>
                {isCsr ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={revoke.isPending && revoke.variables === app.clientId}
                    disabled={revoke.isPending}
                    aria-label={t('connectedApps.revokeLabel', { name: app.name })}
                    onClick={() => {
                      setStatus(null);
                      setConfirming(app);
                    }}
                  >
                    {t('connectedApps.revoke')}
                  </Button>
                )}
              </Item>
            ))}
          </List>
        ) : null}
        {isCsr && apps.data && apps.data.length > 0 ? <Alert type="info">{t('connectedApps.csrCannotRevoke')}</Alert> : null}
      </Stack>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('connectedApps.confirmTitle', { name: confirming?.name ?? '' })}
        description={t('connectedApps.confirmBody', { name: confirming?.name ?? '' })}
        closeLabel={t('connectedApps.close')}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('connectedApps.cancel')}
            </Button>
            <Button variant="primary" onClick={() => void onConfirm()}>
              {t('connectedApps.confirm')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
