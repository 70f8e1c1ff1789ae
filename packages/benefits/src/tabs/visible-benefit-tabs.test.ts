import type { ProductType } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { visibleBenefitTabs, type BenefitTabInputs } from './visible-benefit-tabs.ts';

const allOn: BenefitTabInputs['features'] = {
  memberDental: true,
  memberVision: true,
  memberLasik: true,
  memberSavings: true,
  memberContact: true,
};
const coveragesOf = (...types: ProductType[]) => types.map((productType) => ({ productType }));
const rulesOf = (...ruleCodes: string[]) => [{ ruleCodes }];

describe('visibleBenefitTabs (§2)', () => {
  it('shows every tab, in order, when every flag is on, every product type is held and a savings and a hearing rule exist', () => {
    expect(
      visibleBenefitTabs({ features: allOn, coverages: coveragesOf('dental', 'vision', 'lasik'), visibilityRules: rulesOf('rx', 'hear') }),
    ).toEqual(['dental', 'vision', 'lasik', 'member savings', 'hearing', 'contact us']);
  });

  it.each([
    ['memberDental', 'dental'],
    ['memberVision', 'vision'],
    ['memberLasik', 'lasik'],
    ['memberSavings', 'member savings'],
    ['memberContact', 'contact us'],
  ] as const)('hides the tab when %s is off', (flag, tab) => {
    const tabs = visibleBenefitTabs({
      features: { ...allOn, [flag]: false },
      coverages: coveragesOf('dental', 'vision', 'lasik'),
      visibilityRules: rulesOf('wo01'),
    });
    expect(tabs).not.toContain(tab);
    expect(tabs).toHaveLength(4);
  });

  it('hides dental, vision and lasik without a coverage of that product type', () => {
    expect(visibleBenefitTabs({ features: allOn, coverages: coveragesOf('vision'), visibilityRules: [] })).toEqual([
      'vision',
      'contact us',
    ]);
    expect(visibleBenefitTabs({ features: allOn, coverages: [{ productType: undefined }], visibilityRules: [] })).toEqual([
      'contact us',
    ]);
  });

  it.each(['rx', 'wo01', 'wo02', 'WO02'])('shows member savings with rule %s', (code) => {
    expect(visibleBenefitTabs({ features: allOn, coverages: [], visibilityRules: rulesOf('other', code) })).toContain('member savings');
  });

  it('hides member savings when no coverage line has a savings rule', () => {
    expect(visibleBenefitTabs({ features: allOn, coverages: [], visibilityRules: rulesOf('hearing', 'wo03') })).not.toContain(
      'member savings',
    );
  });

  it.each(['hear', 'HEAR'])("shows the hearing tab with rule %s on any line (§1 hearing tab)", (code) => {
    expect(visibleBenefitTabs({ features: allOn, coverages: [], visibilityRules: [{ ruleCodes: ['rx'] }, { ruleCodes: [code] }] })).toEqual([
      'member savings',
      'hearing',
      'contact us',
    ]);
  });

  it("hides the hearing tab without the 'hear' rule, even with the hearing savings offer's wo02", () => {
    expect(visibleBenefitTabs({ features: allOn, coverages: [], visibilityRules: rulesOf('wo02', 'hearing') })).not.toContain('hearing');
  });
});
