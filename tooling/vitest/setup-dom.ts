import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait up to 5 s: suites share two cores in CI.
configure({ asyncUtilTimeout: 5000 });
