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
  | { kind: 'click'; element: HTMLElement; path: number[] }
  | { kind: 'toggle'; element: HTMLInputElement; path: number[] }
  | { kind: 'submit'; form: HTMLFormElement; path: number[]; submitter: HTMLElement | null };

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

type Fiber = { tag: number; flags: number; return: Fiber | null; alternate: Fiber | null };

const placement = 2;
const hydrating = 4096;
const hostRoot = 3;

/**
 * Whether React has hydrated the element and committed it (only then does
 * a click reach its handlers). React keeps the element's fiber in an own
 * property named __reactFiber$<random>. Like React's getNearestMountedFiber:
 * a fiber with an alternate has been committed (its flags may be left over
 * from an abandoned render, so they say nothing); one without is committed
 * once no fiber on its path to the root carries Placement or Hydrating.
 */
function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  let fiber = key ? ((element as unknown as Record<string, Fiber | undefined>)[key] ?? null) : null;
  if (!fiber) return false;
  const checkFlags = !fiber.alternate;
  for (; fiber.return; fiber = fiber.return) if (checkFlags && (fiber.flags & (placement | hydrating)) !== 0) return false;
  return fiber.tag === hostRoot;
}

/**
 * Where the element sits under the page's <body>, as child indexes: when React
 * has to render a part afresh instead of hydrating it (its HTML did not
 * match), the held element is replaced, and its successor is found there.
 */
function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node.parentElement && node !== node.ownerDocument.body; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(doc: Document, path: number[], like: Element): Element | null {
  let node: Element | undefined = doc.body;
  for (const index of path) node = node?.children[index];
  return node && node.tagName === like.tagName ? node : null;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** How long a held action waits for its element to be hydrated: a busy phone can take seconds to start the app. */
const hydrationWaitMs = 30_000;

/**
 * Resolves with the element, or the one that replaced it at the same place,
 * once React has hydrated it; null when that never happens (e.g. the visitor
 * went to another page meanwhile).
 */
async function whenHydrated<E extends Element>(element: E, path: number[]): Promise<E | null> {
  const doc = element.ownerDocument;
  for (const deadline = Date.now() + hydrationWaitMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const current = element.isConnected ? element : (elementAt(doc, path, element) as E | null);
    if (current && isHydrated(current)) return current;
  }
  return null;
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
      held.push({ kind: 'toggle', element: control, path: pathOf(control) });
      onInteraction();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', element: control, path: pathOf(control) });
    onInteraction();
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (replaying) return;
    if (!form || (held.length === 0 && isHydrated(form))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form, path: pathOf(form), submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
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
        const element = await whenHydrated<HTMLElement>(action.kind === 'submit' ? action.form : action.element, action.path);
        held.shift();
        if (!element) continue;
        replaying = true;
        try {
          if (action.kind === 'toggle') restoreRenderedState(element as HTMLInputElement);
          if (action.kind !== 'submit') element.click();
          else (element as HTMLFormElement).requestSubmit(action.submitter && action.submitter.isConnected && action.submitter.matches('button, input') ? action.submitter : undefined);
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
