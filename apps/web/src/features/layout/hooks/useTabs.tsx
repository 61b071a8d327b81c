import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  flex: 1 1 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      box-shadow: ${theme.shadows.card};
    `}
`;

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
}

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * ARIA tabs state: the selected tab, the tab list to render and the props of each panel.
 * Arrow keys wrap around, Home and End jump; the selected tab is the one in the tab order.
 */
export function useTabs<Id extends string>(
  tabs: readonly TabDefinition<Id>[],
  initial: Id,
  label: { 'aria-label': string } | { 'aria-labelledby': string },
) {
  const baseId = useId();
  const [selected, setSelected] = useState<Id>(initial);
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, tabs.length - 1);
    const { id } = tabs[(target + tabs.length) % tabs.length];
    setSelected(id);
    tabRefs.current.get(id)?.focus();
  };

  const tabList = (
    <StyledTabList role="tablist" {...label}>
      {tabs.map(({ id, label: text }, index) => (
        <StyledTab
          key={id}
          ref={(element) => {
            if (element) tabRefs.current.set(id, element);
            else tabRefs.current.delete(id);
          }}
          type="button"
          role="tab"
          id={tabId(id)}
          aria-selected={selected === id}
          aria-controls={panelId(id)}
          tabIndex={selected === id ? 0 : -1}
          $selected={selected === id}
          onClick={() => setSelected(id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {text}
        </StyledTab>
      ))}
    </StyledTabList>
  );

  const panelProps = (id: Id) => ({
    role: 'tabpanel',
    id: panelId(id),
    'aria-labelledby': tabId(id),
    hidden: selected !== id,
  });

  return { selected, tabList, panelProps };
}
