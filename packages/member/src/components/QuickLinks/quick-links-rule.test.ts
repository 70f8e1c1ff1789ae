import { describe, expect, it } from 'vitest';
import { featuresWith } from '../../test/fixtures.ts';
import { visibleQuickLinks } from './quick-links-rule.ts';

const documents = { findProviderLink: 'https://providers.example.com/dental', hasCertificate: true, enrollmentAppId: 'ENR-1' };

describe('visibleQuickLinks (§2/§3)', () => {
  it('offers all five links for a dental line with every flag on and the documents present', () => {
    expect(visibleQuickLinks({ productTypes: ['dental'], features: featuresWith(), documents })).toEqual([
      'findProvider', 'certificate', 'reportCard', 'enrollmentApp', 'benefitSummary',
    ]);
  });

  it('never offers the report card or enrollment application for a vision line', () => {
    expect(visibleQuickLinks({ productTypes: ['vision'], features: featuresWith(), documents })).toEqual(['findProvider', 'certificate', 'benefitSummary']);
  });

  it('hides each link whose dental flag is off', () => {
    const features = featuresWith({ memberDentalFeatures: { findAProvider: false, certPlanDoc: false, dentalReportCard: false, enrollmentApp: false, benefitSummary: false } });
    expect(visibleQuickLinks({ productTypes: ['dental'], features, documents })).toEqual([]);
  });

  it('shows a link when the flag is on for any product type of the policy', () => {
    const features = featuresWith({ memberDentalFeatures: { certPlanDoc: false }, memberVisionFeatures: { certPlanDoc: true } });
    expect(visibleQuickLinks({ productTypes: ['dental', 'vision'], features, documents })).toContain('certificate');
  });

  it('hides links whose data is missing: no certificate, empty enrollmentAppId; find a provider is the portal\'s own directory', () => {
    const empty = { findProviderLink: '', hasCertificate: false, enrollmentAppId: '' };
    expect(visibleQuickLinks({ productTypes: ['dental'], features: featuresWith(), documents: empty })).toEqual(['findProvider', 'reportCard', 'benefitSummary']);
    expect(visibleQuickLinks({ productTypes: ['dental'], features: featuresWith(), documents: null })).toEqual(['findProvider', 'reportCard', 'benefitSummary']);
  });

  it('offers nothing for LASIK or an unknown line', () => {
    expect(visibleQuickLinks({ productTypes: ['lasik', undefined], features: featuresWith(), documents })).toEqual([]);
  });
});
