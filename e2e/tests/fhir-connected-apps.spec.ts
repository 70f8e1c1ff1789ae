// A third-party app on each brand: the demo client's authorization code
// flow with PKCE in the browser (the brand's sign-in and consent pages) →
// token → Patient, Coverage and ExplanationOfBenefit pages from /fhir; then
// the member disconnects it under /profile "Connected apps" and the app's
// next call answers 401. The redirect URI is a loopback address nothing
// listens on: the test answers it and reads the code from its URL.
import { createHash, randomBytes } from 'node:crypto';
import { brands, demoPassword } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { isMenuLayout, signIn } from '../support/session.ts';
import { fromTestRunner } from '../support/test-runner-request.ts';

const clientId = 'fhir-demo-app';
const redirectUri = 'http://127.0.0.1:8976/callback';
const scope = 'openid fhirUser launch/patient patient/Patient.rs patient/Coverage.rs patient/ExplanationOfBenefit.rs';

interface FhirBundle {
  resourceType: string;
  total?: number;
  entry?: { resource: { resourceType: string; id: string } }[];
  link?: { relation: string; url: string }[];
}

for (const brand of brands) {
  test(`${brand.partner}: the demo app reads the member's FHIR data with PKCE, and a disconnect on /profile refuses its next call`, async ({ browser, page, request }) => {
    // One width: at both at once, the two runs would connect and disconnect the same member's app under each other.
    // The flow is the same at 375 px, where data-sharing.spec.ts checks /profile's sections.
    test.skip(isMenuLayout(page), 'run at 1280 px only: one demo member per brand');
    test.setTimeout(120_000);
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const fhirBase = `${brand.origin}/fhir/${brand.partner}`;
    const params = new URLSearchParams({
      client_id: clientId, response_type: 'code', redirect_uri: redirectUri, scope, state: 'e2e',
      code_challenge: challenge, code_challenge_method: 'S256', aud: fhirBase,
    });

    // The app's sign-in runs in a browser of its own (its identity-provider session is not the site's).
    const appContext = await browser.newContext();
    const app = await appContext.newPage();
    // The app's redirect: its URL kept as the browser asks for it (the end of a redirect chain, which a route
    // handler would not see), and answered here so nothing waits on the loopback port.
    let callback: URL | undefined;
    app.on('request', (request) => {
      if (request.url().startsWith(redirectUri)) callback = new URL(request.url());
    });
    await app.route(`${redirectUri}**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'code received' }));
    await app.goto(`${brand.origin}/oidc/${brand.partner}/auth?${params}`);
    await app.getByLabel('Email').fill(brand.member.email);
    await app.getByLabel('Password').fill(demoPassword);
    await app.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The consent page in the brand's look lists what the app will read.
    await expect(app.getByText('FHIR demo app').first()).toBeVisible();
    await expect(app.getByText('Your claims and estimates')).toBeVisible();
    await expectNoAxeViolations(app, `${brand.partner} consent page`);
    await app.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect.poll(() => callback?.searchParams.get('code')).toBeTruthy();
    expect(callback!.searchParams.get('state')).toBe('e2e');

    await appContext.close();

    // The app's own calls come from the test runner (Node), as a server-side app's would.
    const token = fromTestRunner(brand, `/oidc/${brand.partner}/token`);
    const tokenAnswer = await request.post(token.url, {
      headers: token.headers,
      form: { grant_type: 'authorization_code', client_id: clientId, redirect_uri: redirectUri, code: callback!.searchParams.get('code')!, code_verifier: verifier },
    });
    expect(tokenAnswer.status()).toBe(200);
    const tokens = (await tokenAnswer.json()) as { access_token: string; patient: string };
    const fhirGet = (path: string) => {
      const call = fromTestRunner(brand, path);
      return request.get(call.url, { headers: { ...call.headers, authorization: `Bearer ${tokens.access_token}` } });
    };
    const fhirPath = `/fhir/${brand.partner}`;

    const patient = await fhirGet(`${fhirPath}/Patient/${tokens.patient}`);
    expect(patient.status()).toBe(200);
    expect(((await patient.json()) as { id: string }).id).toBe(tokens.patient);
    const coverage = (await (await fhirGet(`${fhirPath}/Coverage?patient=${tokens.patient}`)).json()) as FhirBundle;
    expect(coverage.entry?.length).toBeGreaterThan(0);
    const firstPage = (await (await fhirGet(`${fhirPath}/ExplanationOfBenefit?patient=${tokens.patient}&_count=2`)).json()) as FhirBundle;
    expect(firstPage.entry?.every((entry) => entry.resource.resourceType === 'ExplanationOfBenefit')).toBe(true);
    const next = firstPage.link?.find((link) => link.relation === 'next');
    if (next) {
      const url = new URL(next.url);
      expect((await fhirGet(`${url.pathname}${url.search}`)).status()).toBe(200);
    }

    // The member disconnects the app on /profile.
    await signIn(page, brand, brand.member.email);
    await page.goto(`${brand.origin}/profile`);
    const apps = page.getByRole('region', { name: 'Connected apps' });
    await apps.getByRole('button', { name: 'Disconnect FHIR demo app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect FHIR demo app?' });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(apps.getByText('FHIR demo app is disconnected.')).toBeVisible();
    await expect(apps.getByText('You have not connected any apps.')).toBeVisible();
    await expectNoAxeViolations(page, `${brand.partner} /profile connected apps`);

    expect((await fhirGet(`${fhirPath}/Patient/${tokens.patient}`)).status()).toBe(401);
  });
}
