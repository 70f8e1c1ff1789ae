import type { PlanDocument } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { documentsInLanguage } from './documents-in-language.ts';

const document = (docId: string, language: 'en' | 'es'): PlanDocument => ({
  docId,
  title: docId,
  documentType: 'certificate',
  language,
  effectiveDate: '2024-01-01',
});

describe('documentsInLanguage', () => {
  const bilingual = [document('CERT-EN', 'en'), document('CERT-ES', 'es'), document('SUM-EN', 'en')];

  it('keeps the documents in the member language (New York variants included)', () => {
    expect(documentsInLanguage(bilingual, 'es').map((d) => d.docId)).toEqual(['CERT-ES']);
    expect(documentsInLanguage(bilingual, 'en-NY').map((d) => d.docId)).toEqual(['CERT-EN', 'SUM-EN']);
  });

  it('keeps every document when none is in the member language', () => {
    expect(documentsInLanguage([document('CERT-EN', 'en')], 'es').map((d) => d.docId)).toEqual(['CERT-EN']);
  });
});
