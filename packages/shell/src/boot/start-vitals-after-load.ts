// Web Vitals on every page, prerendered or not: the
// reporter loads after the load event, so it never competes with the page.
export function startVitalsAfterLoad(partner: string, win: Window = window): void {
  const start = () => {
    void import('../vitals/start-web-vitals.ts').then((vitals) => vitals.startWebVitals(partner));
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
