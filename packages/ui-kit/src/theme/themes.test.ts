import { describe, expect, it } from 'vitest';
import { alicTheme } from './alic-theme.ts';
import { contrastRatio } from './contrast.ts';
import type { PortalTheme, PortalThemeColors } from './portal-theme.ts';
import { rslTheme } from './rsl-theme.ts';
import { standardTheme } from './standard-theme.ts';

const themes: Record<string, PortalTheme> = { alic: alicTheme, rsl: rslTheme, standard: standardTheme };

type Pair = [foreground: keyof PortalThemeColors, background: keyof PortalThemeColors];

// Text pairs the components draw: WCAG AA needs 4.5:1 for normal text.
const textPairs: Pair[] = [
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['brandContrast', 'brand'],
  ['brandContrast', 'brandHover'],
  ['brand', 'surface'], // links and secondary buttons
  ['brand', 'surfaceAlt'],
  ['accent', 'surface'],
  ['danger', 'surface'],
  ['danger', 'surfaceAlt'],
  ['success', 'surfaceAlt'],
  ['warning', 'surfaceAlt'],
  ['info', 'surfaceAlt'],
];

// Non-text UI (input borders, focus ring) needs 3:1 (WCAG 1.4.11).
const uiPairs: Pair[] = [
  ['border', 'surface'],
  ['focus', 'surface'],
  ['focus', 'surfaceAlt'],
];

describe.each(Object.entries(themes))('%s theme', (_name, theme) => {
  it.each(textPairs)('%s on %s meets WCAG AA for text (≥ 4.5:1)', (fg, bg) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s meets WCAG AA for UI parts (≥ 3:1)', (fg, bg) => {
    expect(contrastRatio(theme.color[fg], theme.color[bg])).toBeGreaterThanOrEqual(3);
  });

  it('uses the §9 breakpoints', () => {
    expect(theme.breakpoints).toEqual({ mobileMenu: 768, mobileLayout: 1024 });
  });
});

describe('partner differences', () => {
  it('sizes the logo 65 px, and 45 px for rsl (§2)', () => {
    expect(alicTheme.logo.height).toBe(65);
    expect(standardTheme.logo.height).toBe(65);
    expect(rslTheme.logo.height).toBe(45);
  });

  it('gives each partner its own brand colour', () => {
    const brands = new Set(Object.values(themes).map((theme) => theme.color.brand));
    expect(brands.size).toBe(3);
  });
});
