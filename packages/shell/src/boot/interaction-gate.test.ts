import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilInteraction as holdOn, type InteractionGate } from './interaction-gate.ts';

// Each gate listens on the document until its replay: every test's gate is let go after it.
const gates: InteractionGate[] = [];
function holdUntilInteraction(...args: Parameters<typeof holdOn>): InteractionGate {
  const gate = holdOn(...args);
  gates.push(gate);
  return gate;
}

/** What React does to an element it has hydrated (the gate looks for it). */
function markHydrated(element: Element, onClick?: () => void): void {
  Object.assign(element, { '__reactProps$test': {} });
  if (onClick) element.addEventListener('click', onClick);
}

afterEach(async () => {
  document.body.innerHTML = '';
  await Promise.all(gates.splice(0).map((gate) => gate.replay()));
});

describe('holdUntilInteraction', () => {
  it('starts the app at the first interaction, once', () => {
    const start = vi.fn();
    holdUntilInteraction(document, start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a button and replays it once the button is hydrated', async () => {
    document.body.innerHTML = '<form><button type="submit">Continue</button></form>';
    const button = document.querySelector('button')!;
    const form = document.querySelector('form')!;
    const nativeSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', nativeSubmit);
    const gate = holdUntilInteraction(document, () => undefined);

    button.click();
    expect(nativeSubmit).not.toHaveBeenCalled();

    const hydratedClick = vi.fn();
    markHydrated(button, hydratedClick);
    await gate.replay();
    expect(hydratedClick).toHaveBeenCalledTimes(1);
  });

  it('lets a link navigate', () => {
    document.body.innerHTML = '<a href="#next">Register</a>';
    holdUntilInteraction(document, () => undefined);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('puts a radio toggled before hydration back, then replays its click', async () => {
    document.body.innerHTML = '<input type="radio" name="who" value="member" /><input type="radio" name="who" value="dependent" />';
    const [member] = document.querySelectorAll('input');
    const gate = holdUntilInteraction(document, () => undefined);

    member!.click();
    expect(member!.checked).toBe(true); // the visitor sees their choice at once
    gate.beforeHydration();
    expect(member!.checked).toBe(false);

    const hydratedClick = vi.fn();
    markHydrated(member!, hydratedClick);
    await gate.replay();
    expect(hydratedClick).toHaveBeenCalledTimes(1);
    expect(member!.checked).toBe(true);
  });
});
