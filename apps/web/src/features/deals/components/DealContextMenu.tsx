import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const StyledMenu = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: 12rem;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const StyledItem = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface ContextMenuItem {
  label: string;
  run: () => void;
}

export interface DealContextMenuProps {
  /** Where the menu opens, in viewport pixels; it is kept inside the viewport. */
  x: number;
  y: number;
  label: string;
  items: ContextMenuItem[];
  onClose: () => void;
}

/** A menu of buttons: arrows move, Enter runs, Escape or a click elsewhere closes. */
export function DealContextMenu({ x, y, label, items, onClose }: DealContextMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: x, top: y });

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const { width, height } = menu.getBoundingClientRect();
    setPosition({
      left: Math.max(0, Math.min(x, window.innerWidth - width)),
      top: Math.max(0, Math.min(y, window.innerHeight - height)),
    });
    menu.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [x, y]);

  useEffect(() => {
    const closeWhenOutside = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', closeWhenOutside);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('pointerdown', closeWhenOutside);
      window.removeEventListener('blur', onClose);
    };
  }, [onClose]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
    ];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in step) {
      event.preventDefault();
      buttons[(current + step[event.key] + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      buttons[event.key === 'Home' ? 0 : buttons.length - 1]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <StyledMenu ref={menuRef} role="menu" aria-label={label} style={position} onKeyDown={moveFocus}>
      {items.map((item) => (
        <StyledItem
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => {
            onClose();
            item.run();
          }}
        >
          {item.label}
        </StyledItem>
      ))}
    </StyledMenu>
  );
}
