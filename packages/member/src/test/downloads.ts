// Catches what the browser would save: each <a download> clicked, by file name.
import { vi } from 'vitest';

export function captureSavedFiles() {
  const saved: { fileName: string; href: string }[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:mock-pdf');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ fileName: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { saved, restore: () => click.mockRestore() };
}
