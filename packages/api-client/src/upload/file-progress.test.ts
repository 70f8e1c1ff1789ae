import { describe, expect, it } from 'vitest';
import { fileProgress } from './file-progress.ts';

const files = [{ size: 1000 }, { size: 3000 }];

describe('fileProgress', () => {
  it('fills the files one after another, in proportion to the body sent', () => {
    // The body is 4100 bytes: 4000 of files and 100 of form overhead.
    expect(fileProgress(files, 0, 4100).map((file) => file.fraction)).toEqual([0, 0]);
    const quarter = fileProgress(files, 1025, 4100);
    expect(quarter).toEqual([
      { loadedBytes: 1000, totalBytes: 1000, fraction: 1 },
      { loadedBytes: 0, totalBytes: 3000, fraction: 0 },
    ]);
    const half = fileProgress(files, 2050, 4100);
    expect(half[1]).toEqual({ loadedBytes: 1000, totalBytes: 3000, fraction: 1 / 3 });
  });

  it('every file is complete exactly when the whole body is sent', () => {
    expect(fileProgress(files, 4099, 4100)[1]!.fraction).toBeLessThan(1);
    expect(fileProgress(files, 4100, 4100)).toEqual([
      { loadedBytes: 1000, totalBytes: 1000, fraction: 1 },
      { loadedBytes: 3000, totalBytes: 3000, fraction: 1 },
    ]);
  });

  it('shows nothing sent while the size of the body is not known', () => {
    expect(fileProgress(files, 500, 0).map((file) => file.loadedBytes)).toEqual([0, 0]);
  });

  it('never goes past a file\'s size or below zero', () => {
    expect(fileProgress(files, 5000, 4100).map((file) => file.fraction)).toEqual([1, 1]);
    expect(fileProgress(files, -1, 4100).map((file) => file.fraction)).toEqual([0, 0]);
    expect(fileProgress([], 10, 10)).toEqual([]);
  });
});
