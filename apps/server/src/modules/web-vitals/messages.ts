// What a refused Web Vitals report or query is told, in the caller's language.
import type { MemberLanguage } from '../../lib/member-language.ts';

export const webVitalsMessages: Record<MemberLanguage, {
  badReport: string;
  badValue: (metric: string, maximum: number) => string;
  unknownRoute: (route: string) => string;
  badQuery: string;
  tooLarge: string;
}> = {
  en: {
    badReport: 'The Web Vitals report is not valid: send { metrics: [{ name, value, route }] } with 1 to 10 metrics named LCP, INP or CLS.',
    badValue: (metric, maximum) => `The Web Vitals report is not valid: ${metric} must be a number from 0 to ${maximum}.`,
    unknownRoute: (route) => `The Web Vitals report is not valid: "${route}" is not a route pattern of the site (use /other).`,
    badQuery: 'The site speed query is not valid: days must be a whole number from 1 to 30, and site one of alic, rsl or standard.',
    tooLarge: 'The Web Vitals report is too large: send at most 10 metrics.',
  },
  es: {
    badReport: 'El informe de Web Vitals no es válido: envíe { metrics: [{ name, value, route }] } con 1 a 10 métricas llamadas LCP, INP o CLS.',
    badValue: (metric, maximum) => `El informe de Web Vitals no es válido: ${metric} debe ser un número entre 0 y ${maximum}.`,
    unknownRoute: (route) => `El informe de Web Vitals no es válido: "${route}" no es un patrón de ruta del sitio (use /other).`,
    badQuery: 'La consulta de velocidad del sitio no es válida: days debe ser un número entero de 1 a 30, y site uno de alic, rsl o standard.',
    tooLarge: 'El informe de Web Vitals es demasiado grande: envíe como máximo 10 métricas.',
  },
};
