// §2 mobile menu: the benefits tabs the member may see (the same rules as
// /benefits, owned by the benefits package). Loaded with the menu's first
// opening so the benefits code stays out of the first page's bundle.
import { useVisibleBenefitTabs } from '@portal/benefits';
import { MenuLink } from './MenuLink.tsx';

export function MenuBenefitTabs({ onNavigate }: { onNavigate: () => void }) {
  const tabs = useVisibleBenefitTabs();
  return tabs.map(({ tab, label, path }) => (
    <MenuLink key={tab} to={path} onNavigate={onNavigate}>
      {label}
    </MenuLink>
  ));
}
