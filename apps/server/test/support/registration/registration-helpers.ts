// Helpers of the registration tests: seeded people who have no account yet,
// the calls as a site makes them (each test from its own client address, so
// the per-address throttle of one test does not spill into another), and the
// codes as the person reads them in the development outbox.
import type { Partner } from '@portal/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../src/db/database.ts';

export interface Registrant {
  id: string;
  partner: Partner;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  zipCode: string;
  email: string;
  claimNumber: string;
  sourceCode: string;
}

/** Seeded members without an account, with a claim and an email on file; oldest id first. */
export async function registrants(db: Database, partner: Partner): Promise<Registrant[]> {
  return db.query<Registrant>(
    `SELECT m.id, m.partner, m.first_name AS "firstName", m.last_name AS "lastName",
            to_char(m.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", m.zip_code AS "zipCode", m.email,
            c.claim_number AS "claimNumber", c.source_code AS "sourceCode"
       FROM members m
       JOIN LATERAL (SELECT claim_number, source_code FROM claims WHERE member_id = m.id ORDER BY id LIMIT 1) c ON true
      WHERE m.partner = $1 AND m.email <> ''
        AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.member_id = m.id)
        -- Exactly one member answers to these: a twin born the same day in the same ZIP would make the test ambiguous.
        AND (SELECT count(*) FROM members t WHERE t.partner = m.partner AND t.date_of_birth = m.date_of_birth AND t.zip_code = m.zip_code) = 1
      ORDER BY m.id`,
    [partner],
  );
}

export function stepOneBody(person: Registrant) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: `${person.dateOfBirth}T00:00:00.000Z`,
    zipCode: person.zipCode,
    subsidiary: person.partner,
  };
}

export interface Caller {
  (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, options?: { language?: string; authorization?: string }): Promise<LightMyRequestResponse>;
}

/** Calls from one client address; paths are relative to /api/<partner>/. */
export function callerFrom(app: () => FastifyInstance, address: string, partner: Partner = 'alic'): Caller {
  return (method, path, body, { language = 'en', authorization } = {}) =>
    app().inject({
      method,
      url: `/api/${partner}/${path}`,
      remoteAddress: address,
      headers: { 'accept-language': language, ...(authorization ? { authorization } : {}) },
      ...(body ? { payload: body } : {}),
    });
}

interface OutboxMessage {
  to: string;
  channel: 'email' | 'text' | 'voice';
  text: string;
}

/** The newest code sent to `to`, as the person reads it (a voice call says the digits one by one). */
export async function newestCodeTo(app: () => FastifyInstance, to: string): Promise<string> {
  const answer = await app().inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  expect(answer.statusCode).toBe(200);
  const [newest] = answer.json<OutboxMessage[]>();
  expect(newest, `a message to ${to}`).toBeDefined();
  const match = newest!.channel === 'voice' ? /((?:\d ){4}\d)/.exec(newest!.text) : /\b(\d{6})\b/.exec(newest!.text);
  expect(match, newest!.text).not.toBeNull();
  return match![1]!.replaceAll(' ', '');
}

/** A code of the given length that is not `code`. */
export function wrongCode(code: string): string {
  return code.split('').map((digit) => String((Number(digit) + 1) % 10)).join('');
}
