// §1/§2 Member Savings (and hearing) content: each offer carries the rule
// code a member needs to see it (rx, wo01, wo02).
import type { SavingsContent as WireSavingsContent, SavingsOffer as WireSavingsOffer } from '@portal/contract';

export interface SavingsOffer {
  id: string;
  ruleCode: string;
  title: string;
  description: string;
  linkLabel: string;
  linkUrl: string;
  /** Ten digits, or null when the offer has no phone. */
  phone: string | null;
}

export interface SavingsContent {
  language: 'en' | 'es';
  heading: string;
  introduction: string;
  offers: SavingsOffer[];
  disclaimer: string;
}

export function toSavingsOffer(offer: WireSavingsOffer): SavingsOffer {
  return {
    id: offer.id,
    ruleCode: offer.ruleCode,
    title: offer.title,
    description: offer.description,
    linkLabel: offer.linkLabel,
    linkUrl: offer.linkUrl,
    phone: offer.phone === '' ? null : offer.phone,
  };
}

export function toSavingsContent(wire: WireSavingsContent): SavingsContent {
  return {
    language: wire.language,
    heading: wire.heading,
    introduction: wire.introduction,
    offers: wire.offers.map(toSavingsOffer),
    disclaimer: wire.disclaimer,
  };
}
