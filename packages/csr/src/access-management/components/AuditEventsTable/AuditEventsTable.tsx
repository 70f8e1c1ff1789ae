// View member: the member's raw audit events — when, who (kind and staff
// name or account id), what call or identity event, on which id, and whether
// it succeeded (in words, with the status code of a failure).
import type { AuditEvent } from '@portal/api-client';
import { Table } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/use-date-time-format.ts';

export interface AuditEventsTableProps {
  memberKey: string;
  events: readonly AuditEvent[];
}

export function AuditEventsTable({ memberKey, events }: AuditEventsTableProps) {
  const { t } = useTranslation('accessLog');
  const format = useDateTimeFormat();
  const who = (event: AuditEvent) => {
    const kind = t(`viewMember.actorKinds.${event.actorKind}`);
    const name = event.actorName ?? event.actorId;
    return name ? `${kind}: ${name}` : kind;
  };
  const outcome = (event: AuditEvent) => {
    if (event.outcome === 'success') return t('viewMember.success');
    return event.statusCode === null ? t('viewMember.failure') : t('viewMember.failureWithStatus', { status: event.statusCode });
  };
  return (
    <Table
      caption={t('viewMember.caption', { memberKey })}
      emptyText={t('viewMember.empty')}
      columns={[
        { key: 'when', header: t('viewMember.when') },
        { key: 'who', header: t('viewMember.who') },
        { key: 'action', header: t('viewMember.action') },
        { key: 'resource', header: t('viewMember.resource') },
        { key: 'outcome', header: t('viewMember.outcome') },
      ]}
      rows={events.map((event) => ({
        id: event.id,
        cells: {
          when: format.dateTime(event.at),
          who: who(event),
          action: <code>{event.action}</code>,
          resource: event.resource ?? '—',
          outcome: outcome(event),
        },
      }))}
    />
  );
}
