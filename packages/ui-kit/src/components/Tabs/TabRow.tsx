import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MoreMenu } from './MoreMenu.tsx';
import { splitTabs, type TabItem } from './split-tabs.ts';
import { tabButtonCss } from './tab-styles.ts';

export interface TabRowProps {
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  visibleCount: number;
  moreLabel: string;
  tabId: (id: string) => string;
  panelId: string;
  menuId: string;
}

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Tab = styled.button`
  ${tabButtonCss}
`;

/**
 * Desktop tabs (WAI-ARIA tabs, automatic activation): arrow keys move and
 * select with wrap-around, Home/End jump; tabs beyond the visible count sit
 * in the 'More' flyout.
 */
export function TabRow({ label, tabs, selectedId, onSelect, visibleCount, moreLabel, tabId, panelId, menuId }: TabRowProps) {
  const { visible, overflow } = splitTabs(tabs, selectedId, visibleCount);
  const focusable = visible.some((tab) => tab.id === selectedId) ? selectedId : visible[0]?.id;
  // A tab chosen in the flyout gets focus once it has moved into the row.
  const focusAfterRender = useRef<string | null>(null);

  useEffect(() => {
    if (focusAfterRender.current === null) return;
    document.getElementById(tabId(focusAfterRender.current))?.focus();
    focusAfterRender.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = visible.findIndex((tab) => tab.id === (event.target as HTMLElement).dataset.tabId);
    if (index === -1) return;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % visible.length,
      ArrowLeft: (index - 1 + visible.length) % visible.length,
      Home: 0,
      End: visible.length - 1,
    };
    const target = visible[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  return (
    <Row>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {visible.map((tab) => {
          const selected = tab.id === selectedId;
          return (
            <Tab
              key={tab.id}
              id={tabId(tab.id)}
              data-tab-id={tab.id}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={tab.id === focusable ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {overflow.length > 0 ? (
        <MoreMenu
          label={moreLabel}
          items={overflow}
          menuId={menuId}
          onChoose={(id) => {
            focusAfterRender.current = id;
            onSelect(id);
          }}
        />
      ) : null}
    </Row>
  );
}
