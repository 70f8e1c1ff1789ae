import { describe, expect, it } from 'vitest';
import { findZipPlace, syntheticProvider, zipPlaces } from './providers.ts';

describe('synthetic providers (find care)', () => {
  it('are the same for the same seed and number, and differ with the seed', async () => {
    const places = [...(await zipPlaces()).values()];
    expect(syntheticProvider(7, 1234, places)).toEqual(syntheticProvider(7, 1234, places));
    expect(syntheticProvider(8, 1234, places)).not.toEqual(syntheticProvider(7, 1234, places));
  });

  it('sit in every state and DC from the first 51, at real ZIP-code coordinates (within about a mile)', async () => {
    const places = [...(await zipPlaces()).values()];
    const first = Array.from({ length: 51 }, (_, n) => syntheticProvider(7, n, places));
    expect(new Set(first.map((p) => p.state)).size).toBe(51);
    for (const provider of first) {
      const place = (await findZipPlace(provider.zip))!;
      expect(place.state, provider.zip).toBe(provider.state);
      expect(Math.abs(place.latitude - provider.latitude)).toBeLessThan(0.02);
      expect(Math.abs(place.longitude - provider.longitude)).toBeLessThan(0.02);
    }
  });

  it('knows real ZIP codes of the states and none of the territories or malformed ones', async () => {
    expect(await findZipPlace('68102')).toMatchObject({ city: 'Omaha', state: 'NE' });
    expect(await findZipPlace('99501')).toMatchObject({ state: 'AK' });
    expect(await findZipPlace('00000')).toBeUndefined();
    expect(await findZipPlace('00901')).toBeUndefined(); // San Juan, PR: not one of the 50 states and DC
  });
});
