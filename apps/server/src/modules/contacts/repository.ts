import type { Partner, ProductType } from '@portal/core';
import type { SharedAnswers } from '../../cluster/shared-answers.ts';
import type { Queryable } from '../../db/database.ts';

export interface ContactPointRecord {
  subsidiaryNumber: number | null;
  productType: ProductType;
  kind: 'customerConnections' | 'providerRelations';
  departmentName: string;
  phone: string;
  ttyPhone: string;
  fax: string;
  email: string;
  hoursText: string;
  mailLine1: string;
  mailLine2: string;
  mailCity: string;
  mailState: string;
  mailZip: string;
}

export interface ContactsRepository {
  /** Every contact point of the partner (its own and its subsidiaries'), in display order. */
  findContactPoints(partner: Partner): Promise<ContactPointRecord[]>;
}

export function createContactsRepository(db: Queryable): ContactsRepository {
  return {
    async findContactPoints(partner) {
      return db.query<ContactPointRecord>(
        `SELECT subsidiary_number AS "subsidiaryNumber", product_type AS "productType", kind,
                department_name AS "departmentName", phone, tty_phone AS "ttyPhone", fax, email, hours_text AS "hoursText",
                mail_line1 AS "mailLine1", mail_line2 AS "mailLine2", mail_city AS "mailCity", mail_state AS "mailState",
                mail_zip AS "mailZip"
           FROM contact_points
          WHERE partner = $1
          ORDER BY kind, sort_order, id`,
        [partner],
      );
    },
  };
}

/** The same for every member of the brand: kept with the shared answers until contact_points changes (migration 033). */
export function rememberedContactsRepository(stored: ContactsRepository, shared: SharedAnswers): ContactsRepository {
  return { findContactPoints: (partner) => shared.remember(`contacts:${partner}`, () => stored.findContactPoints(partner)) };
}
