import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserMetadata } from './browser-metadata.ts';

describe('browserMetadata (§7 X-METADATA-CAPTURE)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.lang = '';
  });

  it('describes the browser and the page path only, with the user agent cut at 500', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`Mozilla/5.0 ${'x'.repeat(700)}`);
    document.documentElement.lang = 'es-US';
    window.history.pushState({}, '', '/benefits?tab=dental&member=100234567');
    const metadata = browserMetadata();
    expect(metadata.userAgent).toHaveLength(500);
    expect(metadata.language).toBe('es');
    expect(metadata.page).toBe('/benefits');
    expect(Object.keys(metadata).sort()).toEqual(
      expect.arrayContaining(['language', 'page', 'userAgent']),
    );
    expect(Object.keys(metadata).every((key) => ['userAgent', 'language', 'page', 'screenWidth', 'screenHeight', 'timeZone'].includes(key))).toBe(true);
  });

  it("names the time zone from Temporal where the browser has it, without creating an Intl.DateTimeFormat (ICU's costly first use)", () => {
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Chicago' } });
    try {
      expect(browserMetadata().timeZone).toBe('America/Chicago');
      expect(dateTimeFormat).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("names the time zone from Intl where the browser has no Temporal", () => {
    vi.stubGlobal('Temporal', undefined);
    try {
      expect(browserMetadata().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves out a language the site does not speak', () => {
    document.documentElement.lang = 'fr';
    expect(browserMetadata().language).toBeUndefined();
  });
});
