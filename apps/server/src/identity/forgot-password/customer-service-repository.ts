// The SQL of the partner's Customer Connections line (contact_points).
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import type { CustomerServiceLine } from './customer-service.ts';

export async function findCustomerServiceLine(db: Queryable, partner: Partner): Promise<CustomerServiceLine | undefined> {
  const [line] = await db.query<CustomerServiceLine>(
    `SELECT department_name AS "departmentName", phone, tty_phone AS "ttyPhone", hours_text AS "hoursText"
       FROM contact_points
      WHERE partner = $1 AND subsidiary_number IS NULL AND kind = 'customerConnections' AND product_type = 'dental'
      ORDER BY sort_order, id
      LIMIT 1`,
    [partner],
  );
  return line;
}
