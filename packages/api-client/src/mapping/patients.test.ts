import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { lifetimeMaximumUsed, toPatientBenefits, toPatientsData } from './patients.ts';

describe('patients mapping', () => {
  it('maps DATA-SECTION and PATIENT-TABLE to the coverage line and its patients', () => {
    const { coverageLine, patients } = toPatientsData(callSamples.getPatientDetails.response);
    expect(coverageLine).toEqual({
      key: '10-123456-1-7654321',
      spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
      lineOfBusiness: 'DEN',
      planSponsorName: 'Northwind Logistics',
      memberName: 'OLIVIA R MARTINEZ',
      memberId: '100234567',
      effectiveDate: '2024-01-01',
      terminationDate: null,
      planYearStart: '2025-01-01',
      planYearEnd: '2025-12-31',
    });
    expect(patients).toHaveLength(3);
    expect(patients[2]).toEqual({
      claimant: '3',
      name: 'MATEO MARTINEZ',
      dateOfBirth: '2012-09-07',
      relationship: 'child',
      coverageType: 'DENTAL/VISION',
      effectiveDate: '2024-01-01',
      terminationDate: null,
    });
    expect(patients.map((patient) => patient.relationship)).toEqual(['self', 'spouse', 'child']);
  });

  it('maps BENEFIT-TABLE, ACCUM-TABLE and FREQ-TABLE to benefit levels, plan years and frequency clocks', () => {
    const benefits = toPatientBenefits({
      ...callSamples.getPatientDetail.response,
      'FREQ-TABLE': [
        { LOB: 'DEN', SERVICE: 'CLEANING', 'LAST-SVC-DT': 20250303, 'NEXT-ELIG-DT': 20250903 },
        { LOB: 'VIS', SERVICE: 'EXAM', 'LAST-SVC-DT': 20250303, 'NEXT-ELIG-DT': 20250903 },
        { LOB: 'DEN', SERVICE: 'XRAYS', 'LAST-SVC-DT': 0, 'NEXT-ELIG-DT': 0 },
      ],
    });
    expect(benefits.patient).toMatchObject({ claimant: '1', name: 'OLIVIA MARTINEZ', relationship: 'self' });
    expect(benefits.benefits[1]).toEqual({
      benefitType: 'Basic',
      inNetworkPercent: 80,
      outOfNetworkPercent: 80,
      deductibleApplies: true,
      copayAmount: 0,
      waitingMonths: 0,
    });
    expect(benefits.benefits[0]!.deductibleApplies).toBe(false);
    expect(benefits.benefits[2]!.waitingMonths).toBe(12);
    expect(benefits.planYears).toEqual([
      {
        planYear: 2025,
        annualMaximum: 1500,
        annualMaximumUsed: 290,
        annualMaximumRemaining: 1210,
        deductible: 50,
        deductibleMet: 50,
        deductibleRemaining: 0,
        familyDeductible: 150,
        familyDeductibleMet: 50,
        lifetimeMaximum: 0,
        lifetimeMaximumRemaining: 0,
        orthoLifetimeMaximum: 1500,
        orthoLifetimeUsed: 0,
        orthoLifetimeRemaining: 1500,
        rewards: 250,
      },
    ]);
    expect(benefits.frequencies).toEqual([
      { service: 'cleaning', lineOfBusiness: 'DEN', productType: 'dental', lastServiceDate: '2025-03-03', nextEligibleDate: '2025-09-03' },
      { service: 'exam', lineOfBusiness: 'VIS', productType: 'vision', lastServiceDate: '2025-03-03', nextEligibleDate: '2025-09-03' },
      { service: 'xRays', lineOfBusiness: 'DEN', productType: 'dental', lastServiceDate: null, nextEligibleDate: null },
    ]);
  });

  it('keeps the wire order of plan years (current first)', () => {
    const wire = callSamples.getPatientDetail.response;
    const [current] = wire['ACCUM-TABLE'];
    const previous = { ...current!, 'PLAN-YR': 2024, 'ANN-MAX-USED-AMT': 1500, 'ANN-MAX-REM-AMT': 0 };
    const { planYears } = toPatientBenefits({ ...wire, 'ACCUM-TABLE': [current!, previous] });
    expect(planYears.map((year) => [year.planYear, year.annualMaximumRemaining])).toEqual([
      [2025, 1210],
      [2024, 0],
    ]);
  });

  it('derives the lifetime maximum used (the wire sends only total and remaining) in whole cents, never below zero', () => {
    expect(lifetimeMaximumUsed({ lifetimeMaximum: 3000, lifetimeMaximumRemaining: 2349.9 })).toBe(650.1);
    expect(lifetimeMaximumUsed({ lifetimeMaximum: 0, lifetimeMaximumRemaining: 0 })).toBe(0);
    expect(lifetimeMaximumUsed({ lifetimeMaximum: 1000, lifetimeMaximumRemaining: 1200 })).toBe(0);
  });
});
