import { describe, expect, it } from 'vitest';
import { metadataMessages, parseMetadataCapture } from './metadata-capture.ts';

describe('X-METADATA-CAPTURE', () => {
  it('reads the JSON metadata the site sends', () => {
    expect(parseMetadataCapture('{"userAgent":"Mozilla/5.0","language":"es","screenWidth":390}')).toEqual({
      userAgent: 'Mozilla/5.0', language: 'es', screenWidth: 390,
    });
  });

  it('cuts a user agent at 500 characters (§9) instead of refusing it', () => {
    expect(parseMetadataCapture(JSON.stringify({ userAgent: 'a'.repeat(800) })).userAgent).toHaveLength(500);
  });

  it.each([
    ['not JSON', '{userAgent: Mozilla}', metadataMessages.notJson],
    ['a JSON array', '["Mozilla/5.0"]', metadataMessages.notJson],
    ['a JSON string', '"Mozilla/5.0"', metadataMessages.notJson],
    ['no user agent', '{"language":"en"}', metadataMessages.invalid('must have required properties userAgent')],
  ])('refuses %s with a clear 400', (_, header, message) => {
    expect(() => parseMetadataCapture(header)).toThrow(expect.objectContaining({ statusCode: 400, message }));
  });

  it('names the field that is wrong', () => {
    expect(() => parseMetadataCapture('{"userAgent":"x","screenWidth":-1}')).toThrow(/^The X-METADATA-CAPTURE header is not valid: "screenWidth" /);
    expect(() => parseMetadataCapture('{"userAgent":"x","ip":"10.0.0.1"}')).toThrow(/^The X-METADATA-CAPTURE header is not valid: "ip" /);
  });
});
