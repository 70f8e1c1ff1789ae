// Catches what the browser would save: each <a download> clicked, by file name.
import { vi } from 'vitest';

export function captureSavedFiles() {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:mock-pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  return saved;
}
