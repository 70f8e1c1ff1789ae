import { describe, expect, it } from 'vitest';
import { cspViolations, fillTemplate } from './fill-template.ts';
import { hoistStyleAttributes } from './hoist-style-attributes.ts';
import { memberNameMarker, frameMarkup } from './signed-in-frame.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>ALIC Benefits</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-def.js">
    <link rel="modulepreload" crossorigin href="/assets/stored-member.js" data-signed-in-only>
    <meta name="portal-route-chunks" content="/dashboard=/assets/member.js">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript to show your benefits.</noscript>
  </body>
</html>`;

describe('fillTemplate', () => {
  const html = fillTemplate(template, {
    language: 'es',
    title: 'Cree su cuenta | ALIC Benefits',
    styleTags: '<style data-styled="true">.a{color:red}</style>',
    appHtml: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Cree su cuenta</h1></main>',
  });

  it('marks the page prerendered in its language, with its title, keeping the scripts', () => {
    expect(html).toContain('<html lang="es" data-prerendered>');
    expect(html).toContain('<title>Cree su cuenta | ALIC Benefits</title>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/preload-helper-def.js">');
    expect(html).toContain('<div id="root"><main><h1>Cree su cuenta</h1></main></div>');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('portal-route-chunks'); // a public page needs no signed-in page's chunks
    expect(html).not.toContain('stored-member.js'); // nor the reader of a signed-in member's name
  });

  it('gives the styles the nonce placeholder and moves resource hints into <head>', () => {
    expect(html).toContain('<style nonce="__CSP_NONCE__" data-styled="true">');
    expect(html.indexOf('<link rel="preload" as="image" href="/logo.svg"/>')).toBeLessThan(html.indexOf('</head>'));
    expect(cspViolations(html)).toEqual([]);
  });
});

describe('fillTemplate for a signed-in frame', () => {
  const html = fillTemplate(template, {
    language: 'en',
    title: 'ALIC Benefits',
    styleTags: '<style data-styled="true">.a{color:red}</style>',
    appHtml: frameMarkup(`<header><button type="button">Español</button><button disabled="" type="button">Sign Out</button></header><main><h1>${memberNameMarker}'s dashboard</h1></main>`),
    signedInFrame: true,
  });

  it('marks the frame, and keeps what a signed-in page needs: its chunks and the note for a browser without JavaScript', () => {
    expect(html).toContain('<html lang="en" data-signed-in-frame>');
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<meta name="portal-route-chunks" content="/dashboard=/assets/member.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/stored-member.js" data-signed-in-only>');
    expect(html).toContain('<noscript>');
    expect(cspViolations(html)).toEqual([]);
  });

  it('disables its buttons: they do nothing until the app has rendered its own', () => {
    expect(html).toContain('<button disabled="" type="button">Español</button>');
    expect(html).toContain('<button disabled="" type="button">Sign Out</button>');
  });

  it('holds an empty slot where the name goes, never the marker', () => {
    expect(html).toContain("<h1><span data-member-name></span>'s dashboard</h1>");
    expect(html).not.toContain(memberNameMarker);
  });
});

describe('cspViolations', () => {
  it('finds what the sites’ CSP blocks', () => {
    expect(cspViolations('<div style="color:red">')).toHaveLength(1);
    expect(cspViolations('<script>alert(1)</script>')).toHaveLength(1);
    expect(cspViolations('<button onclick="go()">')).toHaveLength(1);
    expect(cspViolations('<style>.a{}</style>')).toHaveLength(1);
    expect(cspViolations('<script type="module" src="/assets/a.js"></script>')).toEqual([]);
  });
});

describe('hoistStyleAttributes', () => {
  it('turns style attributes into classes with equivalent rules', () => {
    const { html, css } = hoistStyleAttributes('<div style="justify-content:space-between" class="row"><ul style="list-style:none;padding:0"></ul></div>');
    expect(cspViolations(html)).toEqual([]);
    expect(html).toMatch(/^<div class="row ps-[a-z0-9]+"><ul class="ps-[a-z0-9]+"><\/ul><\/div>$/);
    expect(css).toContain('{justify-content:space-between !important}');
    expect(css).toContain('{list-style:none !important;padding:0 !important}');
  });
});
