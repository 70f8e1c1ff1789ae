// /access-management/view-member?memberKey=…: every audit
// event about one member, newest first, 50 at a time. The memberKey comes
// from the CSR search's 'View access log'; without one the page says where to
// find the member.
import { staffCallFailure } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Alert, Button, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMemberAuditEvents } from '../api/get-member-audit-events.ts';
import { AuditEventsTable } from '../components/AuditEventsTable/AuditEventsTable.tsx';
import { NotAdminPanel } from '../components/NotAdminPanel/NotAdminPanel.tsx';

/** The contract's memberKey: anything else is not asked for. */
const memberKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

function MemberEvents({ memberKey }: { memberKey: string }) {
  const { t } = useTranslation('accessLog');
  const log = useMemberAuditEvents(memberKey);
  if (log.isPending) return <Spinner label={t('viewMember.loading')} labelVisible />;
  if (log.isError && !log.isFetchNextPageError) {
    if (staffCallFailure(log.error).kind === 'forbidden') return <NotAdminPanel />;
    return <RetryAlert message={t('viewMember.loadFailed')} retryLabel={t('viewMember.tryAgain')} onRetry={() => void log.refetch()} />;
  }
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <Stack gap="md" align="flex-start">
      <AuditEventsTable memberKey={memberKey} events={events} />
      {log.isFetchNextPageError ? <Alert type="error">{t('viewMember.moreFailed')}</Alert> : null}
      {log.hasNextPage ? (
        <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('viewMember.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

export function ViewMemberPage() {
  const { t } = useTranslation('accessLog');
  const [params] = useSearchParams();
  const memberKey = params.get('memberKey') ?? '';
  const known = memberKeyPattern.test(memberKey);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  if (!isAdmin) {
    return (
      <Stack gap="lg">
        <h1 tabIndex={-1}>{t('viewMember.title')}</h1>
        <NotAdminPanel />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <h1 tabIndex={-1}>{t('viewMember.title')}</h1>
      <Link to={routes.accessManagement}>{t('viewMember.back')}</Link>
      {known ? (
        <>
          <p>{t('viewMember.memberKey', { memberKey })}</p>
          <MemberEvents key={memberKey} memberKey={memberKey} />
        </>
      ) : (
        <Stack gap="sm" align="flex-start">
          <p>{t('viewMember.noMember')}</p>
          <Link to={routes.csr}>{t('viewMember.searchLink')}</Link>
        </Stack>
      )}
    </Stack>
  );
}
