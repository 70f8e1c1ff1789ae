import { describe, expect, it } from 'vitest';
import { bundledVersions, debianMirror } from './node-base.mjs';

describe("the node:24-slim stand-in's sources", () => {
  it("takes the machine's bookworm mirror from a deb822 .sources file, not the security suite", () => {
    const files = [
      { name: '/etc/apt/sources.list.d/google.list', text: 'deb https://packages.example.com/apt cloud-sdk-bookworm main\n' },
      {
        name: '/etc/apt/sources.list.d/debian.sources',
        text: [
          'Types: deb', 'URIs: http://mirror.example.org/debian-security', 'Suites: bookworm-security', 'Components: main', '',
          'Types: deb', '# a comment', 'URIs: http://mirror.example.org/debian', 'Suites: bookworm bookworm-updates', 'Components: main', '',
        ].join('\n'),
      },
    ];
    expect(debianMirror(files)).toBe('http://mirror.example.org/debian');
  });

  it('reads a one-line sources.list, options and all, and falls back to deb.debian.org', () => {
    expect(debianMirror([{ name: '/etc/apt/sources.list', text: '# deb http://old.example/debian bookworm main\ndeb [arch=amd64] http://ftp.example.net/debian bookworm main contrib\n' }]))
      .toBe('http://ftp.example.net/debian');
    expect(debianMirror([{ name: '/etc/apt/sources.list', text: 'deb http://ftp.example.net/debian trixie main\n' }])).toBe('http://deb.debian.org/debian');
  });

  it("takes the npm and corepack a Node release bundles from its CHANGELOG: the newest each was upgraded to", () => {
    const changelog = [
      '## 2026-09-08, Version 24.21.0',
      '* [`07faaeeffd`] - **deps**: update corepack to 0.36.0 (Node.js GitHub Bot)',
      '## 2026-08-26, Version 24.20.0',
      '* [`c4e02f0fbc`] - **deps**: upgrade npm to 11.19.0 (npm team)',
      '* [`1111111111`] - **deps**: upgrade npm to 11.9.0 (npm team)',
      '* [`7ac97fc84e`] - **deps**: upgrade npm to 11.18.0 (npm team)',
      '* [`137e09c8e9`] - **deps**: update corepack to 0.34.7 (Node.js GitHub Bot)',
      '* [`8881859ee0`] - **doc**: note corepack package removal in distribution doc',
    ].join('\n');
    expect(bundledVersions(changelog)).toEqual({ npm: '11.19.0', corepack: '0.36.0' });
    expect(() => bundledVersions('## Version 24.0.0\n')).toThrow(/names no npm or corepack/);
  });
});
