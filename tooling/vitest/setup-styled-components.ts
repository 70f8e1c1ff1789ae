// The files of a package share one jsdom (the preset's isolate: false), and styled-components keeps the rules of every
// component rendered so far in one <style> element. jsdom's getComputedStyle matches every rule of the document
// against each element Testing Library's role queries look at, so each test grew slower with the rules of the tests
// before it (ui-kit's suite: 181 s → 35 s once cleared). After each test the sheet starts empty again; a component
// rendered later injects its rules anew, so every test sees exactly its own styles, as in a fresh document.
import { cleanup } from '@testing-library/react';
import { __PRIVATE__ } from 'styled-components';
import { afterEach } from 'vitest';

afterEach(() => {
  // A file may run in Node instead (@vitest-environment node): no DOM, no sheet to clear.
  if (typeof document === 'undefined') return;
  cleanup(); // unmount first: a GlobalStyle removes its own rules on unmount
  const sheet = __PRIVATE__.mainSheet;
  sheet.names.clear();
  sheet.clearTag();
  document.querySelectorAll('style[data-styled]').forEach((element) => element.remove());
});
