import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of a package share one jsdom (the preset's isolate: false): what
// a test leaves behind in the DOM, storage, timers or the URL is cleared
// before the next one, whichever file it is in.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // A file may run in Node instead (@vitest-environment node): no DOM to clear there.
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
});

// findBy*/waitFor wait up to 5 s: suites share two cores in CI.
configure({ asyncUtilTimeout: 5000 });
