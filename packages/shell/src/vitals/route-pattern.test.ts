import { describe, expect, it } from 'vitest';
import { routePatternOf } from './route-pattern.ts';

describe('routePatternOf', () => {
  it('names a fixed §2 route as itself, ignoring a trailing slash, query, hash and letter case', () => {
    expect(routePatternOf('/landing')).toBe('/landing');
    expect(routePatternOf('/landing/')).toBe('/landing');
    expect(routePatternOf('/Dashboard?tab=x#top')).toBe('/dashboard');
    expect(routePatternOf('/registration/register')).toBe('/registration/register');
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('')).toBe('/');
  });

  it('turns an id into its pattern, so no claim number leaves the browser', () => {
    expect(routePatternOf('/claims/25071000123')).toBe('/claims/:claimNumber');
    expect(routePatternOf('/claims/D123-45?coverage=1')).toBe('/claims/:claimNumber');
  });

  it('prefers a fixed route over a pattern of the same length', () => {
    expect(routePatternOf('/claims/vision/submit')).toBe('/claims/vision/submit');
    expect(routePatternOf('/claims')).toBe('/claims');
  });

  it('names every other path /other', () => {
    expect(routePatternOf('/nope')).toBe('/other');
    expect(routePatternOf('/claims/1/2/3')).toBe('/other');
    expect(routePatternOf('/landing/extra')).toBe('/other');
    expect(routePatternOf('/assets/index.js')).toBe('/other');
  });
});
