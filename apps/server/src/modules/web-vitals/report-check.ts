// The rules a report must meet beyond its schema: each metric's value range
// (LCP and INP in ms up to 60 s, CLS up to 10) and a known §2 route pattern.
import { webVitalMaxima, webVitalRoutes, type WebVitalSample } from '@portal/contract';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { webVitalsMessages } from './messages.ts';

const knownRoutes: ReadonlySet<string> = new Set(webVitalRoutes);

/** Why the report's samples are refused (a message in `language`), or undefined when every one is fine. */
export function reportProblem(samples: readonly WebVitalSample[], language: MemberLanguage): string | undefined {
  const texts = webVitalsMessages[language];
  for (const { name, value, route } of samples) {
    const maximum = webVitalMaxima[name];
    if (!Number.isFinite(value) || value < 0 || value > maximum) return texts.badValue(name, maximum);
    // The route is echoed back in the message: cut and stripped to what a pattern may hold.
    if (!knownRoutes.has(route)) return texts.unknownRoute(route.slice(0, 100).replace(/[^\w/:.-]/g, '?'));
  }
  return undefined;
}
