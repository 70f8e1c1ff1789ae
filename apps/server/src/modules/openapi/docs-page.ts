// The browsable API reference at /api/docs: the OpenAPI
// document rendered on the server as plain HTML — no script, nothing loaded
// from elsewhere. Its one <style> element is allowed by hash, so the page
// keeps a strict Content-Security-Policy.
import { createHash } from 'node:crypto';
import type {
  OpenApiDocument,
  OpenApiMediaType,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from '@portal/contract';
import { escapeHtml } from '../../lib/escape-html.ts';
import { schemaHtml } from './schema-html.ts';

export interface DocsPage {
  readonly html: string;
  readonly contentSecurityPolicy: string;
}

const methodsInOrder: readonly OpenApiMethod[] = ['get', 'post', 'put', 'delete'];

const css = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1B1F24;background:#F6F7F9;line-height:1.5}
body{margin:0}
a{color:#0B57D0}
:focus-visible{outline:3px solid #0B57D0;outline-offset:2px}
.skip{position:absolute;left:-9999px}
.skip:focus{left:8px;top:8px;background:#FFFFFF;padding:8px}
header,main{max-width:1100px;margin:0 auto;padding:16px}
header{border-bottom:4px solid #0B57D0;background:#FFFFFF}
h1{margin:0 0 4px;font-size:1.75rem}
h2{font-size:1.25rem;margin:0}
h3{font-size:1rem;margin:16px 0 4px}
nav ul{columns:2 320px;padding-left:20px}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;background:#EEF1F5;padding:0 3px;border-radius:3px;overflow-wrap:anywhere}
.operation{background:#FFFFFF;border:1px solid #D0D5DD;border-radius:8px;margin:16px 0;padding:0}
.operation>summary{cursor:pointer;padding:12px 16px}
.operation>summary h2{display:inline;font-size:1.125rem}
.summary-text{display:block;margin-left:16px}
.operation>div{padding:0 16px 16px}
.method{display:inline-block;min-width:4.5em;font-weight:700;text-transform:uppercase;color:#FFFFFF;background:#1F6F43;border-radius:4px;padding:0 6px;text-align:center}
.method.post{background:#0B57D0}
.method.put{background:#8A5300}
.method.delete{background:#B3261E}
.path{font-family:ui-monospace,Menlo,Consolas,monospace;font-weight:600;overflow-wrap:anywhere}
.auth{font-size:.875rem;color:#4A5463}
table{border-collapse:collapse;width:100%;font-size:.9375rem}
th,td{border:1px solid #D0D5DD;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#EEF1F5}
.fields{margin:4px 0;padding-left:20px}
.required{font-size:.75rem;font-weight:700;color:#B3261E}
.optional{font-size:.75rem;color:#4A5463}
.type{font-style:italic}
.constraints{color:#4A5463;font-size:.875rem}
.schema p{margin:4px 0}
`;

const sha256 = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

const operationAnchor = (operation: OpenApiOperation) => `op-${operation.operationId}`;

function parameterRows(parameters: readonly OpenApiParameter[]): string {
  if (parameters.length === 0) return '<p>None.</p>';
  const rows = parameters.map((parameter) => {
    const [mediaType, content] = Object.entries(parameter.content ?? {})[0] ?? [];
    const type = content
      ? `JSON (<code>${escapeHtml(mediaType!)}</code>)${schemaHtml(content.schema)}`
      : schemaHtml(parameter.schema ?? {});
    return `<tr><th scope="row"><code>${escapeHtml(parameter.name)}</code></th><td>${escapeHtml(parameter.in)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${type}</td><td>${escapeHtml(parameter.description ?? '')}</td></tr>`;
  });
  return `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th><th scope="col">Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function contentHtml(content: Readonly<Record<string, OpenApiMediaType>>): string {
  return Object.entries(content)
    .map(([mediaType, { schema }]) => `<p>Media type <code>${escapeHtml(mediaType)}</code></p>${schemaHtml(schema)}`)
    .join('');
}

function responsesHtml(responses: Readonly<Record<string, OpenApiResponse>>): string {
  return Object.entries(responses)
    .map(([status, response]) => {
      const headers = Object.entries(response.headers ?? {})
        .map(([name, header]) => `<p>Header <code>${escapeHtml(name)}</code>: ${escapeHtml(header.description)}</p>`)
        .join('');
      return `<h4>${escapeHtml(status)} — ${escapeHtml(response.description)}</h4>${headers}${contentHtml(response.content)}`;
    })
    .join('');
}

function operationHtml(path: string, method: OpenApiMethod, operation: OpenApiOperation): string {
  const auth = operation.security.length > 0 ? 'Bearer access token of a member' : 'No sign-in needed';
  return `<details class="operation" id="${escapeHtml(operationAnchor(operation))}">
<summary><h2><span class="method ${method}">${method}</span> <span class="path">${escapeHtml(path)}</span></h2> <span class="summary-text">${escapeHtml(operation.summary)} <span class="auth">(${auth}; <code>${escapeHtml(operation.operationId)}</code>)</span></span></summary>
<div>
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
<h3>Parameters</h3>
${parameterRows(operation.parameters)}
${operation.requestBody ? `<h3>Request body</h3>${contentHtml(operation.requestBody.content)}` : ''}
<h3>Responses</h3>
${responsesHtml(operation.responses)}
</div>
</details>`;
}

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methodsInOrder.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );
}

/** The reference page of `document`, with the link to the JSON at `jsonUrl`. */
export function renderDocsPage(document: OpenApiDocument, jsonUrl: string): DocsPage {
  const operations = operationsOf(document);
  const contents = operations
    .map(({ path, method, operation }) =>
      `<li><a href="#${escapeHtml(operationAnchor(operation))}">${method.toUpperCase()} ${escapeHtml(path)}</a> — ${escapeHtml(operation.summary)}</li>`,
    )
    .join('');
  const bearer = Object.values(document.components.securitySchemes)[0];
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${css}</style>
</head>
<body>
<a class="skip" href="#calls">Skip to the calls</a>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${document.info.description ? `<p>${escapeHtml(document.info.description)}</p>` : ''}
<p>OpenAPI ${escapeHtml(document.openapi)} document: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a>.
${bearer ? `Member calls need <code>Authorization: Bearer &lt;access token&gt;</code> (${escapeHtml(bearer.description ?? bearer.scheme)}).` : ''}
Calls are made for a partner: <code>{subsidiary}</code> is <code>alic</code>, <code>rsl</code> or <code>standard</code>.</p>
</header>
<main>
<nav aria-label="Calls"><h2>${operations.length} calls</h2><ul>${contents}</ul></nav>
<section id="calls" aria-label="Call reference" tabindex="-1">
${operations.map(({ path, method, operation }) => operationHtml(path, method, operation)).join('\n')}
</section>
</main>
</body>
</html>
`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `style-src ${sha256(css)}`,
    "script-src 'none'",
    "img-src 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}

