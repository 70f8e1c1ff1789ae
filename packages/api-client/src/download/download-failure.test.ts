import { HttpError } from '../http/http-error.ts';
import { describe, expect, it } from 'vitest';
import { downloadErrorMessage } from './download-failure.ts';

const texts = { failed: 'Unable to download the Benefit Summary', unauthorized: 'User must be logged in to download a Benefit Summary', emptyPdf: 'Empty PDF - no data returned.' };

describe('downloadErrorMessage (§8)', () => {
  it('names the sign-in problem on 401', () => {
    expect(downloadErrorMessage(new HttpError(401, null), texts)).toBe(texts.unauthorized);
    expect(downloadErrorMessage(new HttpError(401, null), { ...texts, unauthorized: undefined })).toBe(texts.failed);
  });

  it("passes on the server's empty-PDF answer", () => {
    expect(downloadErrorMessage(new HttpError(404, { message: 'Empty PDF - no data returned.' }), texts)).toBe(texts.emptyPdf);
  });

  it('says the download failed for any other error, a plain 404 or a network failure', () => {
    expect(downloadErrorMessage(new HttpError(404, { message: 'Not found' }), texts)).toBe(texts.failed);
    expect(downloadErrorMessage(new HttpError(500, null), texts)).toBe(texts.failed);
    expect(downloadErrorMessage(new TypeError('Failed to fetch'), texts)).toBe(texts.failed);
  });
});
