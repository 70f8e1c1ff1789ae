import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.js';

const repetitive = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');

describe('precompressed build files', () => {
  it('writes .br and .gz beside large text files that decode to the same bytes, and nothing else', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'locales', 'es'), { recursive: true });
    const script = repetitive('console.log("hola");');
    writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'index-abc.css'), repetitive('.a { color: red; }'));
    writeFileSync(join(dist, 'locales', 'es', 'common.json'), JSON.stringify({ text: repetitive('hola') }));
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), repetitive('map'));
    writeFileSync(join(dist, 'index.html'), repetitive('<p>nonce</p>'));
    writeFileSync(join(dist, 'assets', 'tiny.js'), 'console.log(1);');
    const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    writeFileSync(join(dist, 'assets', 'noise.js'), random); // incompressible: a copy would be larger

    const written = (await precompressDirectory(dist)).map((file) => file.slice(dist.length + 1));

    expect(written).toEqual(expect.arrayContaining([
      'assets/index-abc.css.br', 'assets/index-abc.css.gz', 'assets/index-abc.js.br', 'assets/index-abc.js.gz',
      'locales/es/common.json.br', 'locales/es/common.json.gz',
    ]));
    expect(written.filter((file) => /map|html|tiny|noise/.test(file))).toEqual([]);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    for (const file of written) {
      expect(readFileSync(join(dist, file)).length).toBeLessThan(readFileSync(join(dist, file.replace(/\.(br|gz)$/, ''))).length);
    }
  });
});
