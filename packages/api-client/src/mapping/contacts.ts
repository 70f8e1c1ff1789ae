// §3 contact records (CSR-OUTPUT, PROV-REL-OUTPUT plus spdc and
// lineOfBusiness); §2 contact us: customer-connections departments and
// provider relations. Empty phone/fax/email on the wire become null.
import type { ContactPoint as WireContactPoint, ContactsResponse } from '@portal/contract';
import { formatSpdc, productTypeOfLob, type ProductType, type Spdc } from '@portal/core';

export interface MailingAddress {
  line1: string;
  line2: string;
  city: string;
  stateCode: string;
  zip: string;
}

export interface ContactPoint {
  department: string;
  /** Ten digits. */
  phone: string;
  tty: string | null;
  fax: string | null;
  email: string | null;
  hours: string;
  mailingAddress: MailingAddress;
}

export interface CoverageContacts {
  /** 'sub-pol-div-cert', the same key as Coverage.key. */
  key: string;
  spdc: Spdc;
  lineOfBusiness: string;
  productType: ProductType | undefined;
  customerConnections: ContactPoint[];
  providerRelations: ContactPoint;
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

export function toContactPoint(wire: WireContactPoint): ContactPoint {
  return {
    department: wire['DEPT-NAME'],
    phone: wire['PHONE-NO'],
    tty: orNull(wire['TTY-NO']),
    fax: orNull(wire['FAX-NO']),
    email: orNull(wire['EMAIL-ADDR']),
    hours: wire['HOURS-TEXT'],
    mailingAddress: {
      line1: wire['MAIL-ADDR-LINE1'],
      line2: wire['MAIL-ADDR-LINE2'],
      city: wire['MAIL-CITY'],
      stateCode: wire['MAIL-ST'],
      zip: wire['MAIL-ZIP'],
    },
  };
}

export function toCoverageContacts(wire: ContactsResponse): CoverageContacts[] {
  return wire.map((record) => ({
    key: formatSpdc(record.spdc),
    spdc: { ...record.spdc },
    lineOfBusiness: record.lineOfBusiness,
    productType: productTypeOfLob(record.lineOfBusiness),
    customerConnections: record['CSR-OUTPUT'].map(toContactPoint),
    providerRelations: toContactPoint(record['PROV-REL-OUTPUT']),
  }));
}
