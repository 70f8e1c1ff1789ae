// Keeps a prerendered page static until the first sign of interaction, then
// starts the app. What the visitor did before the app was ready is not lost:
// a click on a control (button, label, summary …) and a form's submit are
// held back — the browser's own action prevented — and replayed on the same
// element once React has hydrated it. A radio or checkbox does toggle at
// once (the visitor sees it checked); once hydrated it is put back through
// its `checked` property — which React's change tracking watches — and
// clicked again, so React's state learns the choice.
// Links stay plain links: a click on one just navigates.

const interactionEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const replayableControls = 'button, input, label, select, textarea, summary, [role="button"], [role="radio"], [role="checkbox"], [role="tab"]';

type HeldAction =
  | { kind: 'click'; element: HTMLElement }
  | { kind: 'toggle'; element: HTMLInputElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

function isToggle(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
}

/** Back to the state the HTML was rendered with (a radio's whole group). */
function restoreRenderedState(input: HTMLInputElement): void {
  const group =
    input.type === 'radio' && input.name
      ? [...(input.form ?? input.ownerDocument).querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(input.name)}"]`)]
      : [input];
  for (const item of group) item.checked = item.defaultChecked;
}

type Fiber = { tag: number; flags: number; return: Fiber | null };

/**
 * Whether React has hydrated the element and committed it (only then does
 * a click reach its handlers). React keeps the element's fiber in an own
 * property named __reactFiber$<random>; like React's getNearestMountedFiber,
 * a fiber whose path to the root still carries Placement (2) or Hydrating
 * (4096) is not committed yet.
 */
function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  let fiber = key ? ((element as unknown as Record<string, Fiber | undefined>)[key] ?? null) : null;
  if (!fiber) return false;
  for (; fiber.return; fiber = fiber.return) if ((fiber.flags & (2 | 4096)) !== 0) return false;
  return fiber.tag === 3; // the HostRoot
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once React has hydrated the element (false when it never does, e.g. the page changed meanwhile). */
async function whenHydrated(element: Element, tries = 500): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (!element.isConnected) return false;
    if (isHydrated(element)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

export interface InteractionGate {
  /** After the app has hydrated: replays what was held back, in order, and stops holding. */
  replay(): Promise<void>;
}

/** Calls `start` once, at the first interaction; holds clicks and submits until `replay`. */
export function holdUntilInteraction(doc: Document, start: () => void): InteractionGate {
  const held: HeldAction[] = [];
  let started = false;
  /** Set while a held action is dispatched again, so the gate lets it through. */
  let replaying = false;

  const onInteraction = () => {
    if (started) return;
    started = true;
    for (const type of interactionEvents) doc.removeEventListener(type, onInteraction, true);
    start();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (replaying || !target || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(replayableControls);
    // While earlier actions wait for their replay, later ones queue behind them.
    if (!control || (held.length === 0 && isHydrated(control))) return;
    // A label of a radio or checkbox passes the click on to it: that click is the one held.
    if (control instanceof HTMLLabelElement && control.control && isToggle(control.control)) return;
    if (isToggle(control)) {
      held.push({ kind: 'toggle', element: control });
      onInteraction();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', element: control });
    onInteraction();
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (replaying) return;
    if (!form || (held.length === 0 && isHydrated(form))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form, submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
    onInteraction();
  };

  for (const type of interactionEvents) doc.addEventListener(type, onInteraction, { capture: true, passive: true });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);

  return {
    async replay() {
      while (held.length > 0) {
        // Still queued while it waits, so actions meanwhile line up behind it.
        const action = held[0]!;
        const element = action.kind === 'submit' ? action.form : action.element;
        const ready = await whenHydrated(element);
        held.shift();
        if (!ready) continue;
        replaying = true;
        try {
          if (action.kind === 'toggle') restoreRenderedState(action.element);
          if (action.kind !== 'submit') action.element.click();
          else action.form.requestSubmit(action.submitter && action.submitter.matches('button, input') ? action.submitter : undefined);
        } finally {
          replaying = false;
        }
        // Let React apply the state the replayed action changed before the next one.
        await nextTask();
      }
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
    },
  };
}
