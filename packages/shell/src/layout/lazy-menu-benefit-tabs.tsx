// The benefits tabs of the desktop navigation and the phone's side menu,
// loaded when a signed-in page first shows them (never with a public one).
import { preloadable } from '@portal/ui-kit';
import { WithQueries } from '../query/WithQueries.tsx';

const LazyMenuBenefitTabs = preloadable(() => import('./MenuBenefitTabs.tsx').then((m) => m.MenuBenefitTabs));

/** The tabs read the member's plans through TanStack Query: its layer loads with them. */
export function MenuBenefitTabs({ onNavigate }: { onNavigate: () => void }) {
  return (
    <WithQueries>
      <LazyMenuBenefitTabs onNavigate={onNavigate} />
    </WithQueries>
  );
}
