import { describe, expect, it } from 'vitest';
import { syntheticMember } from './synthetic-members.ts';

const sample = Array.from({ length: 2_000 }, (_, n) => syntheticMember(7, n));
const isVision = (lob: string) => ['VIS', 'EYE', 'PER', 'VSP', 'DHS', 'VSX', 'VSD', 'EYD', 'EXA'].includes(lob);

describe('syntheticMember', () => {
  it('is reproducible: the same seed and number give the same member', () => {
    expect(syntheticMember(7, 42)).toEqual(sample[42]);
    expect(syntheticMember(8, 42)).not.toEqual(sample[42]);
  });

  it('spreads members over all partners, with New York members on NY subsidiaries', () => {
    const partners = new Set(sample.map((m) => m.partner));
    expect([...partners].sort()).toEqual(['alic', 'rsl', 'standard']);
    const newYorkMembers = sample.filter((m) => m.coverageLines.some((l) => [26, 137, 161].includes(l.subsidiaryNumber)));
    expect(newYorkMembers.length).toBeGreaterThan(100);
    expect(newYorkMembers.every((m) => m.stateCode === 'NY')).toBe(true);
  });

  it('gives members dental and vision lines, and some terminated policies with an end date', () => {
    const lines = sample.flatMap((m) => m.coverageLines);
    expect(lines.some((l) => l.lob === 'DEN')).toBe(true);
    expect(lines.some((l) => isVision(l.lob))).toBe(true);
    const terminated = lines.filter((l) => l.effectiveDate === 0);
    expect(terminated.length).toBeGreaterThan(50);
    expect(terminated.every((l) => l.termDate >= 20190101 && l.termDate <= 20251231)).toBe(true);
    expect(sample.every((m) => m.coverageLines.some((l) => l.effectiveDate > 0))).toBe(true);
  });

  it('keeps subsidiaries within the member partner (§9)', () => {
    const allowed = { alic: [0, 10, 26, 30], rsl: [136, 137], standard: [160, 161] };
    for (const member of sample) {
      expect(member.coverageLines.every((l) => allowed[member.partner].includes(l.subsidiaryNumber))).toBe(true);
    }
  });

  it('lists the member as patient 1 and dependents after', () => {
    for (const member of sample.slice(0, 100)) {
      expect(member.patients[0]).toMatchObject({ claimantNumber: 1, name: `${member.firstName} ${member.lastName}` });
    }
  });
});
