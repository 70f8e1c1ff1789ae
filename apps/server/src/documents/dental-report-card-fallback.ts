// §4: the dental report card download falls back to a static PDF on failure.
// The fallback carries no member data — general preventive-care guidance in
// the partner's brand and the member's language.
//
// It is built once per partner and language, on first use, and kept in
// memory, instead of being a committed binary under static/: it then always
// wears the current brand data (colours, phone, hours), needs no copy step in
// the tsup build, cannot go missing from dist/, and still costs nothing per
// request. It is built in the calling thread on purpose: the fallback must
// work when the worker pool is what failed.
import type { Partner } from '@portal/core';
import { documentBrandOf } from './brands.ts';
import { mutedColor } from './pdf/colors.ts';
import { DocumentWriter } from './pdf/document-writer.ts';
import { textsFor } from './texts.ts';
import type { DocumentLanguage } from './types.ts';

async function buildStaticDentalReportCardPdf(partner: Partner, language: DocumentLanguage): Promise<Uint8Array> {
  const texts = textsFor(language);
  const labels = texts.dentalReportCard;
  const brand = documentBrandOf(partner);
  const writer = await DocumentWriter.create({ brand, language, texts, title: labels.title });
  writer.title(labels.title, labels.fallbackIntro);
  for (const tip of labels.fallbackTips) writer.paragraph(tip, { bullet: true });
  writer.spacer(8);
  writer.paragraph(labels.fallbackClosing, { color: mutedColor });
  return writer.finish();
}

const builtFallbacks = new Map<string, Promise<Uint8Array>>();

/** The static report card of §4 for a partner and language (built once, then shared). */
export async function staticDentalReportCardPdf(partner: Partner, language: DocumentLanguage = 'en'): Promise<Uint8Array> {
  const key = `${partner}:${language}`;
  let built = builtFallbacks.get(key);
  if (!built) {
    built = buildStaticDentalReportCardPdf(partner, language);
    builtFallbacks.set(key, built);
    built.catch(() => builtFallbacks.delete(key));
  }
  // A copy: callers may transfer or modify their bytes.
  return (await built).slice();
}
