// The sites' HTML is compressed per answer (it carries a fresh nonce each
// time, so it cannot be precompressed). The hosting route is left out of
// @fastify/compress, which would otherwise also compress on the fly the small
// static files that have no precompressed copy.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type HtmlEncoding = 'br' | 'gzip';

/** Smaller pages are not worth an encoding. */
const minimumSize = 1024;

/** br before gzip at equal q; `*` stands for any not named; q=0 refuses. */
export function htmlEncodingFor(acceptEncoding: string | undefined): HtmlEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const q = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = item.trim().split(';');
    const quality = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    q.set(coding.trim(), quality === undefined ? 1 : Number(quality));
  }
  const qualityOf = (coding: HtmlEncoding) => q.get(coding) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (qualityOf(b) > qualityOf(a) ? b : a));
  return qualityOf(best) > 0 ? best : undefined;
}

export function compressHtml(html: string, encoding: HtmlEncoding | undefined): { body: Buffer | string; encoding?: HtmlEncoding } {
  if (!encoding || Buffer.byteLength(html) < minimumSize) return { body: html };
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 });
  return { body, encoding };
}
