import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { toMemberDocuments } from './documents.ts';

describe('member documents mapping', () => {
  it('lists plan documents and reads an empty enrollmentAppId as none', () => {
    const documents = toMemberDocuments(callSamples.getMemberDocuments.response);
    expect(documents.planDocuments[1]).toEqual({
      docId: 'CERT-123456-0001-ES',
      title: 'Certificado de cobertura',
      documentType: 'certificate',
      language: 'es',
      effectiveDate: '2024-01-01',
    });
    expect(documents.enrollmentAppId).toBeNull();
    expect(documents.findProviderLink).toBe('https://providers.example.com/dental?network=P01');
  });

  it('keeps an enrollment application id when the plan has one', () => {
    const wire = { ...callSamples.getMemberDocuments.response, enrollmentAppId: 'ENR-123456-7654321' };
    expect(toMemberDocuments(wire).enrollmentAppId).toBe('ENR-123456-7654321');
  });
});
