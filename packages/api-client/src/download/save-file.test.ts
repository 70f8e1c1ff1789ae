import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file.ts';

const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL: originalCreate, revokeObjectURL: originalRevoke });
  });

  it('clicks a temporary download link named after the file, removes it and revokes the URL', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:card');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });

    saveFile({ blob, fileName: 'alic-id-card-11-21-2026.pdf' });

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('alic-id-card-11-21-2026.pdf');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:card');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:card');
  });

  it('saves a file the site serves from its URL under the given name, with no object URL', () => {
    const createObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveFile({ url: '/assets/dental-report-card.pdf', fileName: 'dental-report-card-11-21-2026.pdf' });

    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('dental-report-card-11-21-2026.pdf');
    expect(clicked[0]!.getAttribute('href')).toBe('/assets/dental-report-card.pdf');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
