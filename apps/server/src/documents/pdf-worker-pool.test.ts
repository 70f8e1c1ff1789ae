import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentQueueFullError, DocumentRenderError, emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { createPdfWorkerPool, type PdfWorkerPool } from './pdf-worker-pool.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleEob, sampleIdCard } from '../../test/support/documents/sample-inputs.ts';

describe('createPdfWorkerPool (PDFs are built off the event loop)', () => {
  let pool: PdfWorkerPool;

  beforeAll(async () => {
    pool = createPdfWorkerPool({ size: 2 });
    // The first job waits for the workers to start (and, from source, to load TypeScript).
    await pool.render({ kind: 'idCard', input: sampleIdCard(), options: { deviceType: 'mobile' } });
  }, 120_000);

  afterAll(async () => {
    await pool?.close();
  });

  it('builds a document in a worker and hands back its bytes', async () => {
    const bytes = await pool.render({ kind: 'eob', input: sampleEob(4), options: { language: 'es' } });
    expect(bytes).toBeInstanceOf(Uint8Array);
    const pdf = await readPdf(bytes);
    expect(pdf.text).toContain('Jordan A. Whitfield');
    expect(pdf.text).toContain('Explicación de beneficios');
  });

  it('keeps "no data" recognisable across the thread boundary (§8)', async () => {
    const failure = pool.render({ kind: 'eob', input: sampleEob(0), options: {} });
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toMatchObject({ kind: 'eob', statusCode: 404, message: emptyDocumentMessage });
  });

  it('reports any other failure as a render error with a safe message and the cause', async () => {
    const failure = pool.render({ kind: 'idCard', input: { partner: 'alic' } as never, options: { deviceType: 'desktop' } });
    await expect(failure).rejects.toBeInstanceOf(DocumentRenderError);
    await expect(failure).rejects.toThrow('The idCard document could not be prepared.');
    await expect(failure).rejects.toHaveProperty('cause');
  });

  it("renders 50 cards at once, each with its own member's data, while the event loop keeps ticking", async () => {
    const members = Array.from({ length: 50 }, (_, index) => ({ name: `Member Number ${index}`, memberId: String(500000000 + index) }));
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 1);
    const cards = await Promise.all(
      members.map((member, index) =>
        pool.render({ kind: 'idCard', input: sampleIdCard({ member }), options: { deviceType: index % 2 === 0 ? 'desktop' : 'mobile' } }),
      ),
    );
    clearInterval(timer);

    // Built in this thread, the cards would let the timer tick not once until
    // the last was done; from the pool it ticks throughout, never held up long
    // (the bound is generous for a busy machine).
    expect(ticks).toBeGreaterThan(5);
    expect(longestGap).toBeLessThan(150);
    const texts = await Promise.all(cards.map(async (bytes) => (await readPdf(bytes)).text));
    texts.forEach((text, index) => {
      expect(text).toContain(`Member Number ${index} `);
      expect(text).toContain(members[index]!.memberId);
    });
  });

  it('drops a job whose request went away, without calling it a render error', async () => {
    const request = new AbortController();
    request.abort();
    const failure = pool.render({ kind: 'idCard', input: sampleIdCard(), options: { deviceType: 'mobile' } }, { signal: request.signal });
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    await expect(failure).rejects.not.toBeInstanceOf(DocumentRenderError);
  });

  it('lets a job that has started finish when its request goes away, and drops the ones still waiting', async () => {
    const single = createPdfWorkerPool({ size: 1, jobsPerThread: 1 });
    try {
      const running = new AbortController();
      const waiting = new AbortController();
      const first = single.render({ kind: 'idCard', input: sampleIdCard(), options: { deviceType: 'desktop' } }, { signal: running.signal });
      const second = single.render({ kind: 'idCard', input: sampleIdCard(), options: { deviceType: 'mobile' } }, { signal: waiting.signal });
      expect(single.queueSize).toBe(1);
      running.abort();
      waiting.abort();
      await expect(second).rejects.toMatchObject({ name: 'AbortError' });
      expect(single.queueSize).toBe(0);
      // Stopping it would have cost the thread (Piscina terminates a running job's worker).
      expect((await readPdf(await first)).text).toContain('912345678');
    } finally {
      await single.close();
    }
  }, 120_000);

  it('refuses a job when the line of waiting jobs is full (503 at the API)', async () => {
    const single = createPdfWorkerPool({ size: 1, jobsPerThread: 1, maxQueue: 1 });
    try {
      const job = { kind: 'idCard', input: sampleIdCard(), options: { deviceType: 'mobile' } } as const;
      const accepted = [single.render(job), single.render(job)];
      await expect(single.render(job)).rejects.toBeInstanceOf(DocumentQueueFullError);
      await expect(Promise.all(accepted)).resolves.toHaveLength(2);
    } finally {
      await single.close();
    }
  }, 120_000);

  it('uses as many threads as it was given', () => {
    expect(pool.size).toBe(2);
    expect(pool.queueSize).toBe(0);
  });
});
