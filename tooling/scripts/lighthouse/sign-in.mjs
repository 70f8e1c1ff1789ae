// Signs the brand's demo member in through the real pages: the site's /login
// (which goes straight to the brand's identity provider), the provider's
// email and password form, and back to the dashboard.
const demoPassword = 'Portal-Demo-2026!';

export function memberEmail(brand) {
  return `${brand}.member@example.com`;
}

/** Resolves once `page` shows /dashboard signed in as `<brand>.member`. */
export async function signInMember(page, brand, origin) {
  await page.goto(`${origin}/login`, { waitUntil: 'load' });
  await page.waitForSelector('input#email', { timeout: 30_000 });
  await page.type('input#email', memberEmail(brand));
  await page.type('input#password', demoPassword);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 }), page.click('form:not([hidden]) button[type="submit"]')]);
  try {
    await page.waitForFunction(() => globalThis.location.pathname === '/dashboard', { timeout: 30_000 });
  } catch {
    throw new Error(`${brand}: signing in as ${memberEmail(brand)} did not reach /dashboard (at ${page.url()})`);
  }
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => {});
}
