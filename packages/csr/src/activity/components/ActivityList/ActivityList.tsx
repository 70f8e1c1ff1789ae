// The Account activity entries, newest first: what happened and when (a
// customer-service visit from its first to its last call).
import type { AccountActivity } from '@portal/api-client';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDateTimeFormat } from '../../../lib/use-date-time-format.ts';
import { useActivityText } from './use-activity-text.ts';

export interface ActivityListProps {
  entries: readonly AccountActivity[];
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const When = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function WhenItHappened({ entry }: { entry: AccountActivity }) {
  const { t } = useTranslation('accessLog');
  const format = useDateTimeFormat();
  const from = format.dateTime(entry.at);
  if (!entry.until || entry.until === entry.at) return <When>{from}</When>;
  const until = format.sameDay(entry.at, entry.until) ? format.time(entry.until) : format.dateTime(entry.until);
  return <When>{t('activity.range', { from, until })}</When>;
}

export function ActivityList({ entries }: ActivityListProps) {
  const { t } = useTranslation('accessLog');
  const describe = useActivityText();
  return (
    <List aria-label={t('activity.listLabel')}>
      {entries.map((entry) => (
        <Entry key={entry.id}>
          <span>{describe(entry)}</span>
          <WhenItHappened entry={entry} />
        </Entry>
      ))}
    </List>
  );
}
