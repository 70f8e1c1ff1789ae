import { describe, expect, it } from 'vitest';
import { showLoadingStatus } from './loading-status.ts';

describe('the loading status before the first render', () => {
  it('says it is loading in both languages, as a status, outside the page flow', () => {
    const root = document.createElement('div');
    showLoadingStatus(root);

    const status = root.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).toBe('Loading… / Cargando…');
    // In the flow it would move when the theme's global styles change the body's margins (a layout shift).
    expect(status.style.position).toBe('fixed');
  });

  it('leaves a prerendered page as it is', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><h1>Welcome</h1></main>';
    showLoadingStatus(root);

    expect(root.querySelector('[role="status"]')).toBeNull();
    expect(root.innerHTML).toBe('<main><h1>Welcome</h1></main>');
  });
});
