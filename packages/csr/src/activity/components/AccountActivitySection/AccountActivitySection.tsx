// /profile's "Account activity": what happened to the
// account — sign-ins, changes, and every customer-service visit — newest
// first, 20 at a time with 'Show more'. A customer-service representative
// acting on the member sees the same list the member sees.
import { Alert, Button, Card, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useAccessLog } from '../../api/get-access-log.ts';
import { ActivityList } from '../ActivityList/ActivityList.tsx';

export function AccountActivitySection() {
  const { t } = useTranslation('accessLog');
  const log = useAccessLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card title={t('activity.title')}>
      <Stack gap="md" align="flex-start">
        <p>{t('activity.intro')}</p>
        {log.isPending ? <Spinner label={t('activity.loading')} labelVisible /> : null}
        {log.isError && !log.isFetchNextPageError ? (
          <RetryAlert message={t('activity.loadFailed')} retryLabel={t('activity.tryAgain')} onRetry={() => void log.refetch()} />
        ) : null}
        {log.isSuccess && entries.length === 0 ? <p>{t('activity.empty')}</p> : null}
        {entries.length > 0 ? <ActivityList entries={entries} /> : null}
        {log.isFetchNextPageError ? <Alert type="error">{t('activity.moreFailed')}</Alert> : null}
        {log.hasNextPage ? (
          <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {t('activity.showMore')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
