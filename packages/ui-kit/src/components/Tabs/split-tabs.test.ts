import { describe, expect, it } from 'vitest';
import { splitTabs } from './split-tabs.ts';

const tabs = ['dental', 'vision', 'lasik', 'savings', 'contact'].map((id) => ({ id, label: id }));
const ids = (list: readonly { id: string }[]) => list.map((tab) => tab.id);

describe('splitTabs', () => {
  it('shows every tab when the visible count is 0 (§9 default) or covers them all', () => {
    for (const count of [0, 5, 9]) {
      const split = splitTabs(tabs, 'dental', count);
      expect(ids(split.visible)).toEqual(['dental', 'vision', 'lasik', 'savings', 'contact']);
      expect(split.overflow).toEqual([]);
    }
  });

  it('puts the tabs beyond the visible count in the flyout', () => {
    const split = splitTabs(tabs, 'vision', 3);
    expect(ids(split.visible)).toEqual(['dental', 'vision', 'lasik']);
    expect(ids(split.overflow)).toEqual(['savings', 'contact']);
  });

  it('brings a selected overflow tab into the row in place of the last one', () => {
    const split = splitTabs(tabs, 'contact', 3);
    expect(ids(split.visible)).toEqual(['dental', 'vision', 'contact']);
    expect(ids(split.overflow)).toEqual(['lasik', 'savings']);
  });

  it('copes with an unknown selected id', () => {
    const split = splitTabs(tabs, 'nope', 2);
    expect(ids(split.visible)).toEqual(['dental', 'vision']);
  });
});
