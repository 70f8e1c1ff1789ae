import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewportWidth } from '../../test/match-media.ts';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Tabs } from './Tabs.tsx';

const tabs = [
  { id: 'dental', label: 'Dental' },
  { id: 'vision', label: 'Vision' },
  { id: 'lasik', label: 'LASIK' },
  { id: 'savings', label: 'Member savings' },
  { id: 'contact', label: 'Contact us' },
];

function BenefitsTabs({ visibleCount = 0, initial = 'dental', onSelect }: { visibleCount?: number; initial?: string; onSelect?: (id: string) => void }) {
  const [selectedId, setSelectedId] = useState(initial);
  return (
    <>
      <Tabs
        label="Benefits"
        tabs={tabs}
        selectedId={selectedId}
        onSelect={(id) => {
          onSelect?.(id);
          setSelectedId(id);
        }}
        visibleCount={visibleCount}
        moreLabel="More"
        chooseLabel="Choose a section"
        idPrefix="benefits"
      >
        <p>{tabs.find((tab) => tab.id === selectedId)?.label} content</p>
      </Tabs>
      <button type="button">After</button>
    </>
  );
}

const tabNames = () => within(screen.getByRole('tablist', { name: 'Benefits' })).getAllByRole('tab').map((tab) => tab.textContent);

describe('Tabs on desktop', () => {
  it('shows every tab when the visible count is 0 (§9), the selected one labelling the panel', () => {
    renderWithTheme(<BenefitsTabs />);
    expect(tabNames()).toEqual(['Dental', 'Vision', 'LASIK', 'Member savings', 'Contact us']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    const dental = screen.getByRole('tab', { name: 'Dental' });
    expect(dental).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Dental' });
    expect(panel).toHaveTextContent('Dental content');
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(dental).toHaveAttribute('aria-controls', panel.id);
  });

  it('has one tab stop: Tab enters the selected tab, then goes to the panel', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BenefitsTabs initial="vision" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping around, and jumps with Home/End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BenefitsTabs />);
    await user.click(screen.getByRole('tab', { name: 'Dental' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Vision' })).toHaveTextContent('Vision content');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Contact us' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contact us content');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dental' })).toHaveFocus();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Contact us' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Dental' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithTheme(<BenefitsTabs onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'LASIK' }));
    expect(onSelect).toHaveBeenCalledWith('lasik');
    expect(screen.getByRole('tabpanel', { name: 'LASIK' })).toBeInTheDocument();
  });
});

describe('Tabs overflow flyout', () => {
  it('puts the tabs beyond the visible count behind a More menu button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BenefitsTabs visibleCount={3} />);
    expect(tabNames()).toEqual(['Dental', 'Vision', 'LASIK']);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Member savings', 'Contact us']);
    expect(screen.getByRole('menuitem', { name: 'Member savings' })).toHaveFocus();
  });

  it('moves through the menu with arrows; Escape closes it and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BenefitsTabs visibleCount={3} />);
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Contact us' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Member savings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a menu item selects that tab, brings it into the row and focuses it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithTheme(<BenefitsTabs visibleCount={3} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Contact us' }));

    expect(onSelect).toHaveBeenCalledWith('contact');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(tabNames()).toEqual(['Dental', 'Vision', 'Contact us']);
    const contact = screen.getByRole('tab', { name: 'Contact us' });
    expect(contact).toHaveAttribute('aria-selected', 'true');
    expect(contact).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Contact us' })).toHaveTextContent('Contact us content');
  });

  it('closes the menu on a click outside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BenefitsTabs visibleCount={3} />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByText('Dental content'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Tabs on phones and tablets (≤ 1024 px)', () => {
  let viewport: ReturnType<typeof mockViewportWidth> | undefined;
  afterEach(() => viewport?.restore());

  it('shows a native dropdown instead of the tab row (§2)', async () => {
    viewport = mockViewportWidth(1024);
    const user = userEvent.setup();
    renderWithTheme(<BenefitsTabs visibleCount={3} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();

    const choose = screen.getByRole('combobox', { name: 'Choose a section' });
    expect(within(choose).getAllByRole('option')).toHaveLength(5);
    expect(choose).toHaveValue('dental');
    expect(screen.getByRole('tabpanel', { name: 'Dental' })).toBeInTheDocument();

    await user.selectOptions(choose, 'Member savings');
    expect(screen.getByRole('tabpanel', { name: 'Member savings' })).toHaveTextContent('Member savings content');
  });

  it('switches between the row and the dropdown as the window is resized', () => {
    viewport = mockViewportWidth(1280);
    renderWithTheme(<BenefitsTabs />);
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    viewport.resize(800);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Choose a section' })).toBeInTheDocument();
  });
});
