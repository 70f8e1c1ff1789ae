// WCAG 2.5.3 Label in Name, judged by axe-core's own rule
// (label-content-name-mismatch), the one the e2e suite runs in the browser on
// every page: a control named by aria-label or aria-labelledby must have a
// name that contains its visible text, words in order, so that a member who
// says what they see ("click Messages 2") reaches it by voice.
import axe from 'axe-core';
import { vi } from 'vitest';

/** How axe judged the element: 'passes', 'violations', 'incomplete' (it could not tell) or 'inapplicable' (no aria-label, or no visible text). */
export type LabelInNameOutcome = 'passes' | 'violations' | 'incomplete' | 'inapplicable';

const rule = 'label-content-name-mismatch';

/**
 * Runs axe's Label in Name rule on `element` and the controls inside it, and
 * says how they fared (the worst outcome).
 * A test expects 'passes': 'inapplicable' would mean the control lost its
 * aria-label and so checked nothing.
 */
export async function labelInName(element: Element): Promise<LabelInNameOutcome> {
  // Before comparing, axe drops text drawn by an icon font (a ligature such as
  // 'close' shown as ×), measuring glyphs on a canvas that jsdom lacks. The
  // portal draws icons as SVG, so no text is a ligature: with a threshold of
  // 0 occurrences axe decides that without measuring, given a context to hold.
  axe.configure({
    checks: [{ id: rule, options: { pixelThreshold: 0.1, occurrenceThreshold: 0, valueTextRoles: ['switch', 'checkbox', 'radio', 'menuitemcheckbox', 'menuitemradio'] } }],
  });
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(function (this: HTMLCanvasElement) {
      return { canvas: this } as unknown as CanvasRenderingContext2D;
    });
  try {
    const results = await axe.run(element, { runOnly: { type: 'rule', values: [rule] } });
    // The worst outcome among the element and the controls inside it.
    return (['violations', 'incomplete', 'passes'] as const).find((outcome) => results[outcome].length > 0) ?? 'inapplicable';
  } finally {
    getContext.mockRestore();
  }
}
