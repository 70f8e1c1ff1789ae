import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilInteraction as holdOn, type InteractionGate } from './interaction-gate.ts';

// Each gate listens on the document until its replay: every test's gate is let go after it.
const gates: InteractionGate[] = [];
function holdUntilInteraction(...args: Parameters<typeof holdOn>): InteractionGate {
  const gate = holdOn(...args);
  gates.push(gate);
  return gate;
}

/** What React does to an element it has hydrated and committed (the gate looks for it). */
function markHydrated(element: Element, onClick?: () => void): void {
  Object.assign(element, { '__reactFiber$test': { tag: 5, flags: 0, return: { tag: 3, flags: 0, return: null } } });
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

  it('a radio toggled before hydration stays checked, and its click is replayed once hydrated', async () => {
    document.body.innerHTML = '<input type="radio" name="who" value="member" /><input type="radio" name="who" value="dependent" />';
    const [member] = document.querySelectorAll('input');
    const gate = holdUntilInteraction(document, () => undefined);

    member!.click();
    expect(member!.checked).toBe(true); // the visitor sees their choice at once

    // Like React's change tracking: a value set through the `checked` property is the known one;
    // a click is a change only when the box's state differs from it.
    const prototypeChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!;
    let known = String(member!.checked);
    Object.defineProperty(member!, 'checked', {
      get: () => prototypeChecked.get!.call(member) as boolean,
      set: (value: boolean) => {
        known = String(value);
        prototypeChecked.set!.call(member, value);
      },
    });
    const changes: boolean[] = [];
    markHydrated(member!, () => {
      if (String(member!.checked) !== known) changes.push(member!.checked);
      known = String(member!.checked);
    });
    await gate.replay();
    expect(changes).toEqual([true]);
    expect(member!.checked).toBe(true);
  });

  it('replays on the element React put in place of the held one when it rendered that part afresh', async () => {
    document.body.innerHTML = '<main><form><button type="submit">Continue</button></form></main>';
    const gate = holdUntilInteraction(document, () => undefined);
    document.querySelector('button')!.click();

    // A hydration mismatch: React drops the HTML of the part and renders it anew.
    document.querySelector('main')!.innerHTML = '<form><button type="submit">Continue</button></form>';
    const hydratedClick = vi.fn();
    markHydrated(document.querySelector('button')!, hydratedClick);
    await gate.replay();
    expect(hydratedClick).toHaveBeenCalledTimes(1);
  });

  it('takes a committed fiber (one with an alternate) as hydrated whatever flags an abandoned render left on its path', async () => {
    document.body.innerHTML = '<button type="button">Open</button>';
    const button = document.querySelector('button')!;
    const gate = holdUntilInteraction(document, () => undefined);
    button.click();

    const root = { tag: 3, flags: 0, return: null, alternate: null };
    const staleBoundary = { tag: 13, flags: 4096, return: root, alternate: null };
    const hydratedClick = vi.fn();
    button.addEventListener('click', hydratedClick);
    Object.assign(button, { '__reactFiber$test': { tag: 5, flags: 0, return: staleBoundary, alternate: {} } });
    await gate.replay();
    expect(hydratedClick).toHaveBeenCalledTimes(1);
  });
});

