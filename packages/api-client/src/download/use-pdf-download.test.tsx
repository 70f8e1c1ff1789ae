import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../api-context.tsx';
import { HttpError } from '../http/http-error.ts';
import { createMockHttpClient } from '../testing.ts';
import type { DownloadedFile } from './downloaded-file.ts';
import { usePdfDownload } from './use-pdf-download.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ApiProvider value={{ client: createMockHttpClient({}), subsidiary: 'alic' }}>{children}</ApiProvider>
);
const file: DownloadedFile = { blob: new Blob(['%PDF']), fileName: 'alic-id-card-11-21-2026.pdf' };

describe('usePdfDownload', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is busy while the file downloads, saves it, and runs one download at a time', async () => {
    let finish!: (file: DownloadedFile) => void;
    const download = vi.fn(() => new Promise<DownloadedFile>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => usePdfDownload(), { wrapper });

    let first!: Promise<void>;
    act(() => {
      first = result.current.start(download);
      void result.current.start(download);
    });
    expect(result.current.busy).toBe(true);
    expect(download).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish(file);
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(saved).toEqual(['alic-id-card-11-21-2026.pdf']);
  });

  it('hands a failure to onError as unauthorized, empty or failed (§8)', async () => {
    const { result } = renderHook(() => usePdfDownload(), { wrapper });
    const failures: string[] = [];
    for (const error of [new HttpError(401, null), new HttpError(404, { message: 'Empty PDF - no data returned.' }), new TypeError('Failed to fetch')]) {
      await act(() => result.current.start(() => Promise.reject(error), (failure) => failures.push(failure)));
    }
    expect(failures).toEqual(['unauthorized', 'empty', 'failed']);
    expect(saved).toEqual([]);
    expect(result.current.busy).toBe(false);
  });
});
