// Writes brotli (quality 11) and gzip (level 9) copies next
// to the client build's text files, so the server sends them by Accept-Encoding
// negotiation without compressing at request time. HTML is left out: the
// server puts a fresh CSP nonce in every HTML answer and compresses it then.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressedExtensions = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below this, the saving does not pay for the encoding header and the extra file. */
export const minimumSize = 1024;

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir`, each only when smaller. */
export async function precompressDirectory(dir) {
  const written = [];
  const files = (await filesUnder(dir)).filter((file) => compressedExtensions.has(extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      if (source.length < minimumSize) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, compressed] of [['.br', br], ['.gz', gz]]) {
        if (compressed.length >= source.length) continue;
        await writeFile(file + suffix, compressed);
        written.push(file + suffix);
      }
    }),
  );
  return written.sort();
}

export function precompressAssets() {
  let outDir;
  let ssr = false;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    // After every other plugin has written its files (locales, public files) to the client build.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (ssr) return;
        await precompressDirectory(outDir);
      },
    },
  };
}
