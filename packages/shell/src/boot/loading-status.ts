// What an app-rendered page shows until React's first render: a status line
// in both languages (no React, no theme and no texts have loaded yet), so the
// member sees something at once and a screen reader hears that it is loading.
// Fixed, out of the page's flow: the body's margins change when the theme's
// global styles arrive, and a status in the flow would move with them (CLS).
export function showLoadingStatus(root: HTMLElement): void {
  if (root.hasChildNodes()) return;
  const status = root.ownerDocument.createElement('p');
  status.setAttribute('role', 'status');
  status.textContent = 'Loading… / Cargando…';
  status.style.position = 'fixed';
  status.style.inset = '0';
  status.style.margin = '0';
  status.style.display = 'grid';
  status.style.placeItems = 'center';
  root.append(status);
}
