import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIsMobileLayout } from '../../hooks/use-media-query.ts';
import { Select } from '../Select/Select.tsx';
import type { TabItem } from './split-tabs.ts';
import { TabRow } from './TabRow.tsx';

export type { TabItem } from './split-tabs.ts';

export interface TabsProps {
  /** Accessible name of the tab list, e.g. 'Benefits'. */
  label: string;
  tabs: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** §9 'tab row visible count': how many tabs fit the row; 0 (default) means all. */
  visibleCount?: number;
  /** Desktop overflow flyout button, e.g. 'More'. */
  moreLabel: string;
  /** Label of the mobile dropdown, e.g. 'Choose a section'. */
  chooseLabel: string;
  /** Prefix of the tab and panel ids (e.g. 'benefits' → 'benefits-tab-dental'). */
  idPrefix?: string;
  /** Content of the selected tab's panel. */
  children?: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Panel = styled.div`
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/**
 * §2 shared tabs widget: a tab row with an overflow flyout on desktop and a
 * native dropdown on phones and tablets (≤ 1024 px, §9). One panel shows the
 * selected tab's content, which the caller provides.
 */
export function Tabs({ label, tabs, selectedId, onSelect, visibleCount = 0, moreLabel, chooseLabel, idPrefix, children }: TabsProps) {
  const generated = useId();
  const prefix = idPrefix ?? `tabs${generated}`;
  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = `${prefix}-panel`;
  const mobile = useIsMobileLayout();
  const selected = tabs.find((tab) => tab.id === selectedId);

  return (
    <Wrapper>
      {mobile ? (
        <Select
          label={chooseLabel}
          name={`${prefix}-choose`}
          options={tabs.map((tab) => ({ value: tab.id, label: tab.label }))}
          value={selected ? selectedId : ''}
          onChange={(event) => onSelect(event.target.value)}
          aria-controls={panelId}
        />
      ) : (
        <TabRow
          label={label}
          tabs={tabs}
          selectedId={selectedId}
          onSelect={onSelect}
          visibleCount={visibleCount}
          moreLabel={moreLabel}
          tabId={tabId}
          panelId={panelId}
          menuId={`${prefix}-more`}
        />
      )}
      <Panel
        role="tabpanel"
        id={panelId}
        tabIndex={0}
        {...(mobile || !selected ? { 'aria-label': selected?.label ?? label } : { 'aria-labelledby': tabId(selectedId) })}
      >
        {children}
      </Panel>
    </Wrapper>
  );
}
