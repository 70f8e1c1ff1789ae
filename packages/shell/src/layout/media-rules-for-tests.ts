// jsdom applies no @media rule (but "screen"), so a test cannot see which
// header parts CSS hides at a width. This copies the (max-width)/(min-width)
// rules that match the given width into a style element placed after the
// page's styles, where the cascade lets them win as in a browser at that width.
// Call it once the component under test has rendered (its styles injected).
export function applyMediaRulesAt(width: number): void {
  const emulated = document.createElement('style');
  emulated.dataset.emulatedWidth = String(width);
  const texts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !matchesWidth(rule.media.mediaText, width)) continue;
      for (const inner of Array.from(rule.cssRules)) texts.push(inner.cssText);
    }
  }
  emulated.textContent = texts.join('\n');
  document.head.append(emulated);
}

function matchesWidth(condition: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(condition);
  const min = /min-width:\s*(\d+)px/.exec(condition);
  if (!max && !min) return false;
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

/** Removes what applyMediaRulesAt added (for afterEach). */
export function clearEmulatedMediaRules(): void {
  for (const element of Array.from(document.querySelectorAll('style[data-emulated-width]'))) element.remove();
}
