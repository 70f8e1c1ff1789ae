// A line's plan design (the dental plan and its benefit classes, the vision
// plan's items) is the same for every line on that plan: kept by design id in
// the shared answers until the design tables change (migration 032). Only the
// line's own part, the month its plan year starts, comes from the line.
import type { SharedAnswers } from '../../cluster/shared-answers.ts';
import type { BenefitsRepository, CoverageLineOfMember, DentalClassRecord, DentalPlanRecord, VisionItemRecord } from './repository.ts';

export interface PlanDesigns {
  /** The line's dental plan and classes; undefined when it is not a dental plan's line. */
  dentalPlanOf(line: CoverageLineOfMember): Promise<{ plan: DentalPlanRecord; classes: DentalClassRecord[] } | undefined>;
  /** The line's vision items; none when it is not a vision plan's line. */
  visionItemsOf(line: CoverageLineOfMember): Promise<VisionItemRecord[]>;
}

export function planDesignsOf(repository: BenefitsRepository, shared: SharedAnswers): PlanDesigns {
  return {
    async dentalPlanOf(line) {
      const designId = line.planKind === 'dental' ? line.planDesignId : null;
      if (designId === null) return undefined;
      const design = await shared.remember(`dental-design:${designId}`, () => repository.findDentalDesign(designId));
      if (!design) return undefined;
      return { plan: { ...design.plan, planYearStartMonth: line.yearStartMonth ?? 1 }, classes: design.classes };
    },
    async visionItemsOf(line) {
      const designId = line.planKind === 'vision' ? line.planDesignId : null;
      if (designId === null) return [];
      return shared.remember(`vision-design:${designId}`, () => repository.findVisionDesignItems(designId));
    },
  };
}
