// Cumulative layout shift of the page since it loaded, as Core Web Vitals
// count it: shifts without recent input, grouped in session windows (a gap
// of 1 s or 5 s in all closes one), the largest window's sum.
import type { Page } from '@playwright/test';

export interface LayoutShiftReport {
  cls: number;
  /** The elements that moved in the largest window, e.g. 'FOOTER "Privacy Legal terms…"'. */
  movedInWorstWindow: string[];
}

export async function layoutShiftSinceLoad(page: Page): Promise<LayoutShiftReport> {
  return page.evaluate(
    () =>
      new Promise<LayoutShiftReport>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node | null }>;
        }
        const shifts: Shift[] = [];
        new PerformanceObserver((list) => shifts.push(...(list.getEntries() as Shift[]))).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own.
        setTimeout(() => {
          const describe = (node: Node | null | undefined) =>
            node ? `${node.nodeName} "${(node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}…"` : '(removed element)';
          let best = { value: 0, moved: [] as string[] };
          let current = { value: 0, start: 0, last: 0, count: 0, moved: [] as string[] };
          for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
            const t = shift.startTime;
            if (current.count === 0 || t - current.last > 1000 || t - current.start > 5000) current = { value: 0, start: t, last: t, count: 0, moved: [] };
            current.value += shift.value;
            current.count += 1;
            current.last = t;
            current.moved.push(...shift.sources.map((source) => describe(source.node)));
            if (current.value > best.value) best = { value: current.value, moved: [...current.moved] };
          }
          resolve({ cls: Math.round(best.value * 10_000) / 10_000, movedInWorstWindow: [...new Set(best.moved)] });
        }, 50);
      }),
  );
}
