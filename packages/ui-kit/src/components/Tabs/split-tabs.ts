export interface TabItem {
  id: string;
  /** Already translated. */
  label: string;
}

export interface SplitTabs<T extends TabItem> {
  /** Tabs shown in the row, in their order. */
  visible: T[];
  /** Tabs in the 'More' flyout, in their order. */
  overflow: T[];
}

/**
 * Which tabs sit in the row and which in the 'More' flyout. §9: a visible
 * count of 0 (the default) means all tabs are shown. The selected tab always
 * sits in the row: when it would be in the flyout it takes the row's last
 * place, so the panel is always labelled by a visible tab.
 */
export function splitTabs<T extends TabItem>(tabs: readonly T[], selectedId: string, visibleCount = 0): SplitTabs<T> {
  const count = Math.floor(visibleCount);
  if (count <= 0 || count >= tabs.length) return { visible: [...tabs], overflow: [] };

  const selectedIndex = tabs.findIndex((tab) => tab.id === selectedId);
  const inRow = new Set(tabs.slice(0, count).map((tab) => tab.id));
  if (selectedIndex >= count) {
    const lastInRow = tabs[count - 1];
    if (lastInRow) inRow.delete(lastInRow.id);
    inRow.add(selectedId);
  }
  return {
    visible: tabs.filter((tab) => inRow.has(tab.id)),
    overflow: tabs.filter((tab) => !inRow.has(tab.id)),
  };
}
