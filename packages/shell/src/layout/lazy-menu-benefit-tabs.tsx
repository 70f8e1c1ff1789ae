// The benefits tabs of the desktop navigation and the phone's side menu,
// loaded with the first signed-in page (never with a public one).
import { preloadable } from '@portal/ui-kit';
import { WithQueries } from '../query/WithQueries.tsx';

const LazyMenuBenefitTabs = preloadable(() => import('./MenuBenefitTabs.tsx').then((m) => m.MenuBenefitTabs));

/** Loads the tabs ahead of the first signed-in render. */
export function preloadMenuBenefitTabs(): Promise<void> {
  return LazyMenuBenefitTabs.preload();
}

/** The tabs read the member's plans through TanStack Query: its layer loads with them. */
export function MenuBenefitTabs({ onNavigate }: { onNavigate: () => void }) {
  return (
    <WithQueries>
      <LazyMenuBenefitTabs onNavigate={onNavigate} />
    </WithQueries>
  );
}
