import type { ClaimDetail, ClaimKind, ProcedureLine } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { procedureLine } from '../test/domain-samples.ts';
import { toothWorkOf, workBySite } from './tooth-work.ts';

const line = (lineNumber: number, overrides: Partial<ProcedureLine> = {}): ProcedureLine =>
  procedureLine({ lineNumber, submittedCode: 'D0120', description: 'Periodic oral evaluation', ...overrides });

const claim = (claimNumber: string, kind: ClaimKind, lines: ProcedureLine[]): Pick<ClaimDetail, 'header' | 'lines'> => ({
  header: {
    claimNumber, kind, sourceCode: 'EDI', status: 'paid', patientName: 'MARIA MCALLISTER', claimantNumber: '1',
    patientRelationship: 'self', serviceDate: '2025-03-03', providerName: 'Lakeside Family Dental', providerCharges: 0,
    patientOwes: 0, planSponsorName: 'Northwind Logistics', planNumber: '123456-0001',
  },
  lines,
});

describe('toothWorkOf', () => {
  it('takes the lines done on a tooth, arch or quadrant, with what was done and the claim', () => {
    const work = toothWorkOf([
      claim('25071000123', 'dental', [
        line(1, {}),
        line(2, { toothArchQuad: '30', surface: 'O', submittedCode: 'D2391', paidCode: 'D2391', description: 'Resin-based composite – one surface, posterior' }),
        line(3, { toothArchQuad: 'UR', submittedCode: 'D4341', paidCode: 'D4341', description: 'Scaling and root planing' }),
      ]),
    ]);
    expect(work).toEqual([
      { toothArchQuad: '30', surface: 'O', serviceDate: '2025-03-03', code: 'D2391', description: 'Resin-based composite – one surface, posterior', claimNumber: '25071000123' },
      { toothArchQuad: 'UR', surface: '', serviceDate: '2025-03-03', code: 'D4341', description: 'Scaling and root planing', claimNumber: '25071000123' },
    ]);
  });

  it('keeps what was done when the plan paid another code, without the paid code’s description', () => {
    const [work] = toothWorkOf([
      claim('1', 'dental', [line(1, { toothArchQuad: '19', submittedCode: 'D2392', paidCode: 'D2150', description: 'Amalgam – two surfaces' })]),
    ]);
    expect(work).toMatchObject({ code: 'D2392', description: '' });
  });

  it('leaves out estimates (work only planned) and vision claims', () => {
    const tooth = [line(1, { toothArchQuad: '3', submittedCode: 'D2740', paidCode: 'D2740' })];
    const work = toothWorkOf([claim('E1', 'estimate', tooth), claim('V1', 'vision', tooth), claim('O1', 'ortho', tooth)]);
    expect(work.map((item) => item.claimNumber)).toEqual(['O1']);
  });
});

describe('workBySite', () => {
  it('groups work by site in chart order, oldest first on each site', () => {
    const item = (toothArchQuad: string, serviceDate: string) => ({ toothArchQuad, surface: '', serviceDate, code: 'D2140', description: '', claimNumber: '1' });
    const sites = workBySite([item('30', '2025-09-01'), item('3', '2025-01-01'), item('30', '2025-02-01'), item('??', '2025-01-01')]);
    expect([...sites.keys()]).toEqual(['3', '30']);
    expect(sites.get('30')?.map((work) => work.serviceDate)).toEqual(['2025-02-01', '2025-09-01']);
  });
});
