// Hydrates a prerendered page and resolves once React has committed it. The
// boot replays the visitor's first action (interaction-gate.ts) only then: a
// replayed language switch that changed the page's texts while React was
// still hydrating them made React drop the server's HTML and render the page
// again (a console error, React #418), seen at 375 px on a slow machine.
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

function OnCommit({ committed, children }: { committed: () => void; children: ReactNode }) {
  useEffect(committed, [committed]);
  return children;
}

export function hydrateCommitted(element: HTMLElement, page: ReactNode): Promise<void> {
  return new Promise((committed) => {
    hydrateRoot(element, <OnCommit committed={committed}>{page}</OnCommit>);
  });
}
