// A line's contacts → the §3 contact record: CSR and provider-relations output fields.
import type { ContactPoint, ContactRecord } from '@portal/contract';
import type { ContactPointRecord } from './repository.ts';
import type { LineContacts } from './service.ts';

export function toContactPoint(point: ContactPointRecord): ContactPoint {
  return {
    'DEPT-NAME': point.departmentName,
    'PHONE-NO': point.phone,
    'TTY-NO': point.ttyPhone,
    'FAX-NO': point.fax,
    'EMAIL-ADDR': point.email,
    'HOURS-TEXT': point.hoursText,
    'MAIL-ADDR-LINE1': point.mailLine1,
    'MAIL-ADDR-LINE2': point.mailLine2,
    'MAIL-CITY': point.mailCity,
    'MAIL-ST': point.mailState,
    'MAIL-ZIP': point.mailZip,
  };
}

export function toContactRecord({ spdc, lob, customerConnections, providerRelations }: LineContacts): ContactRecord {
  return {
    spdc,
    lineOfBusiness: lob,
    'CSR-OUTPUT': customerConnections.map(toContactPoint),
    'PROV-REL-OUTPUT': toContactPoint(providerRelations),
  };
}
