import { createHash } from 'node:crypto';
import { apiCalls, toOpenApiPath, type OpenApiDocument } from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';

describeApp('API reference at /api/docs', ({ app }) => {
  it('serves the OpenAPI 3.1 document of every contract call as JSON', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Member portal API');
    for (const call of apiCalls) {
      const operation = document.paths[toOpenApiPath(call.path)]?.[call.method.toLowerCase() as 'get' | 'post'];
      expect(operation?.operationId, `${call.method} ${call.path}`).toBe(call.id);
    }
    // Wire names travel as the contract writes them (§3).
    const claims = document.paths['/api/{subsidiary}/members/claims']!.post!;
    expect(Object.keys((claims.responses['200']!.content['application/json']!.schema as { properties: object }).properties))
      .toEqual(['CLM-OUT', 'claimTable', 'paging']);
  });

  it('serves a browsable page listing each call with its parameters and schemas', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    for (const call of apiCalls) {
      expect(html, call.id).toContain(`id="op-${call.id}"`);
      expect(html).toContain(toOpenApiPath(call.path));
    }
    expect(html).toContain('href="/api/docs/openapi.json"');
    // A path parameter, a header parameter and response wire names, readable.
    expect(html).toContain('<code>claimNumber</code>');
    expect(html).toContain('<code>x-metadata-capture</code>');
    expect(html).toContain('<code class="field">CLM-OUT</code>');
    expect(html).toContain('<code class="field">PAT-NAME</code>');
    expect(html).toMatch(/<code class="field">subsidiaryNumber<\/code> <span class="required">required<\/span>/);
    // Enums and constraints are spelt out.
    expect(html).toMatch(/one of <code>Dental<\/code>, <code>Ortho<\/code>, <code>Estimate<\/code>/);
    expect(html).toContain('max length <code>20</code>');
  });

  it('keeps the page within a strict Content-Security-Policy: no script, nothing from elsewhere, its style by hash', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = response.body;
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\sstyle="|\son[a-z]+=/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]!).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('escapes what it prints: schema patterns with < or & cannot break the page', async () => {
    const html = (await app().inject({ method: 'GET', url: '/api/docs' })).body;
    // The chat availability pattern holds XML: it must appear escaped.
    expect(html).toContain('&lt;chatAllowed allowed=');
    expect(html).not.toContain('<chatAllowed');
  });
});
