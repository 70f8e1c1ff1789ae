// Stub until the Web Vitals reporter lands (issue 12 item 6, VITALS helper):
// the boot code imports this after the load event on every page.
export function startWebVitals(_partner: string): void {}
