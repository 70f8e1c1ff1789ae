// §2/§3 quick links: each link shows only when its feature flag is on for a
// product type of the selected policy (memberDentalFeatures /
// memberVisionFeatures) and the data it needs exists (§3 Documents).
import type { Features } from '@portal/api-client';
import type { ProductType } from '@portal/core';

export const quickLinkIds = ['findProvider', 'certificate', 'reportCard', 'enrollmentApp', 'benefitSummary'] as const;
export type QuickLinkId = (typeof quickLinkIds)[number];

/** What the documents call says about the selected policy (null while unknown or failed). */
export interface QuickLinkDocuments {
  findProviderLink: string;
  hasCertificate: boolean;
  enrollmentAppId: string;
}

type FlagsOf = (features: Features) => Partial<Record<QuickLinkId, boolean>>;

/** The flag behind each link, per product type; a product type absent here offers no links. */
const flagsByProductType: Partial<Record<ProductType, FlagsOf>> = {
  dental: ({ memberDentalFeatures: f }) => ({
    findProvider: f.findAProvider,
    certificate: f.certPlanDoc,
    reportCard: f.dentalReportCard,
    enrollmentApp: f.enrollmentApp,
    benefitSummary: f.benefitSummary,
  }),
  vision: ({ memberVisionFeatures: f }) => ({
    findProvider: f.findAProvider,
    certificate: f.certPlanDoc,
    benefitSummary: f.benefitSummary,
  }),
};

function hasData(id: QuickLinkId, documents: QuickLinkDocuments | null): boolean {
  switch (id) {
    case 'findProvider': // find care: the portal's own directory, always there
      return true;
    case 'certificate':
      return Boolean(documents?.hasCertificate);
    case 'enrollmentApp':
      return Boolean(documents?.enrollmentAppId);
    case 'reportCard': // §4: falls back to a bundled PDF, so it always has something to give
    case 'benefitSummary':
      return true;
  }
}

/** The links to show for the selected policy, in the order of §1. */
export function visibleQuickLinks({
  productTypes,
  features,
  documents,
}: {
  productTypes: ReadonlyArray<ProductType | undefined>;
  features: Features;
  documents: QuickLinkDocuments | null;
}): QuickLinkId[] {
  const flagged = new Set<QuickLinkId>();
  for (const productType of productTypes) {
    const flags = productType ? flagsByProductType[productType]?.(features) : undefined;
    for (const id of quickLinkIds) if (flags?.[id]) flagged.add(id);
  }
  return quickLinkIds.filter((id) => flagged.has(id) && hasData(id, documents));
}
