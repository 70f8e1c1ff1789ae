import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { TabItem } from './split-tabs.ts';
import { tabButtonCss } from './tab-styles.ts';

export interface MoreMenuProps {
  /** Text of the button, e.g. 'More'. */
  label: string;
  items: readonly TabItem[];
  menuId: string;
  onChoose: (id: string) => void;
}

const Anchor = styled.div`
  position: relative;
`;

const MoreButton = styled.button`
  ${tabButtonCss}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  &::after {
    content: '';
    width: 0.4rem;
    height: 0.4rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }

  &[aria-expanded='true']::after {
    transform: translateY(25%) rotate(225deg);
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-width: 12rem;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const MenuItem = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  text-align: start;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 0;
  cursor: pointer;

  &:hover,
  &:focus {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/**
 * §2 tabs overflow flyout: a menu button listing the tabs that do not fit the
 * row. Arrow keys move through the items, Escape closes and returns focus.
 */
export function MoreMenu({ label, items, menuId, onChoose }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    // A press outside the menu closes it.
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && !anchorRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <Anchor ref={anchorRef}>
      <MoreButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </MoreButton>
      {open ? (
        <Menu ref={menuRef} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              <MenuItem
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setOpen(false);
                  onChoose(item.id);
                }}
              >
                {item.label}
              </MenuItem>
            </li>
          ))}
        </Menu>
      ) : null}
    </Anchor>
  );
}
