// §2 mobile menu: the benefits tabs the member may see (the same rules as
// /benefits, owned by the benefits package). Loaded with the menu's first
// opening so the benefits code stays out of the first page's bundle. Through
// the package's tabs entry: its main one is also the pages' dynamic import, and
// importing it here would load every benefits page, forms and all, with the menu.
import { useBenefitTabsState } from '@portal/benefits/tabs';
import { Spinner } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { MenuLink } from './MenuLink.tsx';

export function MenuBenefitTabs({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const { tabs, isPending } = useBenefitTabsState();
  // The whole list at once, when the visibility rules are in too: Member Savings never joins later.
  if (isPending) {
    return (
      <li>
        <Spinner size="sm" label={t('menu.loadingTabs')} />
      </li>
    );
  }
  return tabs.map(({ tab, label, path }) => (
    <MenuLink key={tab} to={path} onNavigate={onNavigate}>
      {label}
    </MenuLink>
  ));
}
