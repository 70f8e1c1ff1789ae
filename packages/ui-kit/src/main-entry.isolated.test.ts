import { describe, expect, it, vi } from 'vitest';

// Pages without forms never load formik: only @portal/ui-kit/formik imports it.
vi.mock('formik', () => {
  throw new Error('the main ui-kit entry loaded formik');
});

describe('the main @portal/ui-kit entry', () => {
  it('loads without formik', async () => {
    await expect(import('./index.ts')).resolves.toHaveProperty('RetryAlert');
  });
});
