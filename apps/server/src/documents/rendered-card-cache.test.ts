import { describe, expect, it } from 'vitest';
import { createDocumentRenderer } from './render-document.ts';
import { createRenderedCardCache } from './rendered-card-cache.ts';
import { createInProcessPdfPool } from '../../test/support/documents/in-process-pool.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleEob, sampleIdCard } from '../../test/support/documents/sample-inputs.ts';
import type { PdfWorkerPool } from './pdf-worker-pool.ts';

/** The in-process pool, counting the jobs it was given by kind. */
function countingPool(): PdfWorkerPool & { rendered: string[] } {
  const pool = createInProcessPdfPool();
  const rendered: string[] = [];
  return {
    ...pool,
    rendered,
    render: (job, options) => {
      rendered.push(job.kind);
      return pool.render(job, options);
    },
  };
}

describe('rendered ID cards are kept (ID cards ≥ 1 000/s)', () => {
  it('renders a card once for repeated and simultaneous requests, and each caller gets the same card', async () => {
    const pool = countingPool();
    const { renderDocument } = createDocumentRenderer({ pool });
    const card = sampleIdCard();
    const answers = await Promise.all([1, 2, 3].map(() => renderDocument('idCard', card, { deviceType: 'desktop' })));
    const again = await renderDocument('idCard', structuredClone(card), { deviceType: 'desktop' });
    expect(pool.rendered).toEqual(['idCard']);
    for (const answer of [...answers, again]) expect(Buffer.from(answer.bytes).equals(Buffer.from(answers[0]!.bytes))).toBe(true);
    expect((await readPdf(again.bytes)).text).toContain('912345678');
  });

  it('never hands one member the card of another, nor an old card after the data changed', async () => {
    const pool = countingPool();
    const { renderDocument } = createDocumentRenderer({ pool });
    const maria = await renderDocument('idCard', sampleIdCard(), { deviceType: 'desktop' });
    const other = await renderDocument('idCard', sampleIdCard({ member: { name: 'Other Person', memberId: '700000001' } }), { deviceType: 'desktop' });
    const renamed = await renderDocument('idCard', sampleIdCard({ member: { name: 'María José Castillo', memberId: '912345678' } }), {
      deviceType: 'desktop',
    });
    expect(pool.rendered).toHaveLength(3);
    expect((await readPdf(other.bytes)).text).toContain('700000001');
    expect((await readPdf(other.bytes)).text).not.toContain('912345678');
    expect((await readPdf(renamed.bytes)).text).not.toContain('Castillo-Núñez');
    expect((await readPdf(maria.bytes)).text).toContain('Castillo-Núñez');
  });

  it('keeps layouts and languages apart', async () => {
    const pool = countingPool();
    const { renderDocument } = createDocumentRenderer({ pool });
    const card = sampleIdCard();
    await renderDocument('idCard', card, { deviceType: 'desktop' });
    await renderDocument('idCard', card, { deviceType: 'desktop', language: 'en' });
    await renderDocument('idCard', card, { deviceType: 'mobile' });
    const spanish = await renderDocument('idCard', card, { deviceType: 'desktop', language: 'es' });
    expect(pool.rendered).toHaveLength(3);
    expect((await readPdf(spanish.bytes)).text).toMatch(/Tarjeta/);
  });

  it('does not keep a failed render, nor other documents', async () => {
    let failures = 1;
    const pool = countingPool();
    const flaky: PdfWorkerPool = {
      ...pool,
      render: (job, options) => (job.kind === 'idCard' && failures-- > 0 ? Promise.reject(new Error('worker crashed')) : pool.render(job, options)),
    };
    const { renderDocument } = createDocumentRenderer({ pool: flaky });
    await expect(renderDocument('idCard', sampleIdCard(), { deviceType: 'mobile' })).rejects.toThrow('worker crashed');
    await expect(renderDocument('idCard', sampleIdCard(), { deviceType: 'mobile' })).resolves.toMatchObject({ contentType: 'application/pdf' });
    await renderDocument('eob', sampleEob(2), {});
    await renderDocument('eob', sampleEob(2), {});
    expect(pool.rendered).toEqual(['idCard', 'eob', 'eob']);
  });

  it('forgets the least recently used cards beyond its size', async () => {
    const cache = createRenderedCardCache({ maxBytes: 100 });
    const job = (memberId: string) => ({ kind: 'idCard', input: sampleIdCard({ member: { name: 'A B', memberId } }), options: { deviceType: 'mobile' } }) as const;
    let renders = 0;
    const render = async () => {
      renders++;
      return new Uint8Array(60);
    };
    await cache.get(job('1'), render);
    await cache.get(job('2'), render);
    await cache.get(job('1'), render);
    expect(renders).toBe(3);
    expect(cache.size).toBe(1);
  });
});
