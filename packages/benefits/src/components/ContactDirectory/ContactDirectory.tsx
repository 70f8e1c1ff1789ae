// §2 contact us: customer-connections departments and provider relations of
// the member's coverage lines (§3 contact records), phones formatted, hours.
import type { ContactPoint, CoverageContacts } from '@portal/api-client';
import { formatPhone } from '@portal/core';
import { Card, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface ContactDirectoryProps {
  contacts: readonly CoverageContacts[];
}

const Details = styled.dl`
  display: grid;
  /* The labels take at most half the width and everything wraps: a 375 px phone never scrolls sideways. */
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** One entry per department: lines of the same plan share their departments. */
function uniqueByDepartment(points: readonly ContactPoint[]): ContactPoint[] {
  const seen = new Map<string, ContactPoint>();
  for (const point of points) if (!seen.has(point.department)) seen.set(point.department, point);
  return [...seen.values()];
}

function Department({ point }: { point: ContactPoint }) {
  const { t } = useTranslation('benefits');
  const address = point.mailingAddress;
  return (
    <li>
      <h4>{point.department}</h4>
      <Details>
        <dt>{t('contact.directory.phone')}</dt>
        <dd>
          <a href={`tel:+1${point.phone}`}>{formatPhone(point.phone)}</a>
        </dd>
        {point.tty ? (
          <>
            <dt>{t('contact.directory.tty')}</dt>
            <dd>
              <a href={`tel:+1${point.tty}`}>{formatPhone(point.tty)}</a>
            </dd>
          </>
        ) : null}
        {point.fax ? (
          <>
            <dt>{t('contact.directory.fax')}</dt>
            <dd>{formatPhone(point.fax)}</dd>
          </>
        ) : null}
        {point.email ? (
          <>
            <dt>{t('contact.directory.email')}</dt>
            <dd>
              <a href={`mailto:${point.email}`}>{point.email}</a>
            </dd>
          </>
        ) : null}
        <dt>{t('contact.directory.hours')}</dt>
        <dd>{point.hours}</dd>
        <dt>{t('contact.directory.mail')}</dt>
        <dd>
          {[address.line1, address.line2, `${address.city}, ${address.stateCode} ${address.zip}`]
            .filter((line) => line.trim() !== '')
            .join(', ')}
        </dd>
      </Details>
    </li>
  );
}

export function ContactDirectory({ contacts }: ContactDirectoryProps) {
  const { t } = useTranslation('benefits');
  const customerConnections = uniqueByDepartment(contacts.flatMap((record) => record.customerConnections));
  const providerRelations = uniqueByDepartment(contacts.map((record) => record.providerRelations));
  if (customerConnections.length === 0 && providerRelations.length === 0) return <p>{t('contact.directory.empty')}</p>;
  return (
    <Stack gap="lg">
      <Card title={t('contact.directory.customerConnections')} headingLevel={3}>
        <Stack as="ul" gap="lg">
          {customerConnections.map((point) => (
            <Department key={point.department} point={point} />
          ))}
        </Stack>
      </Card>
      <Card title={t('contact.directory.providerRelations')} headingLevel={3}>
        <Stack as="ul" gap="lg">
          {providerRelations.map((point) => (
            <Department key={point.department} point={point} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
