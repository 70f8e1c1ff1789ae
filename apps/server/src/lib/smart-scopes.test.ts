import { describe, expect, it } from 'vitest';
import { isSmartResourceScope, patientScopesGrant } from './smart-scopes.ts';

describe('SMART scopes', () => {
  it('grants read and search with the v2 .rs form and the v1 .read form', () => {
    for (const scope of ['patient/Coverage.rs', 'patient/Coverage.read', 'patient/*.read', 'patient/Coverage.cruds']) {
      expect(patientScopesGrant([scope], 'Coverage', 'read'), scope).toBe(true);
      expect(patientScopesGrant([scope], 'Coverage', 'search'), scope).toBe(true);
    }
  });

  it('grants only what the v2 letters say, only for the named type, only in patient context', () => {
    expect(patientScopesGrant(['patient/Coverage.r'], 'Coverage', 'search')).toBe(false);
    expect(patientScopesGrant(['patient/Coverage.s'], 'Coverage', 'read')).toBe(false);
    expect(patientScopesGrant(['patient/Coverage.rs'], 'Patient', 'read')).toBe(false);
    expect(patientScopesGrant(['user/Coverage.rs'], 'Coverage', 'read')).toBe(false);
    expect(patientScopesGrant(['patient/Coverage.write'], 'Coverage', 'read')).toBe(false);
    expect(patientScopesGrant(['openid', 'GroupMemberBackend', 'launch/patient'], 'Coverage', 'read')).toBe(false);
  });

  it('tells FHIR resource scopes from the portal scopes', () => {
    expect(isSmartResourceScope('patient/ExplanationOfBenefit.rs')).toBe(true);
    expect(isSmartResourceScope('user/Patient.read')).toBe(true);
    for (const scope of ['openid', 'profile', 'GroupMemberBackend', 'offline_access', 'launch/patient', 'fhirUser']) {
      expect(isSmartResourceScope(scope), scope).toBe(false);
    }
  });
});
