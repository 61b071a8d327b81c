import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { COLLECTION_TABS, DEAL_TABS, DEFAULT_DEAL_TAB, type DealTabId } from '../deal-tabs';
import { ActiveDealsPanel } from './ActiveDealsPanel';
import { CollectionPanel } from './CollectionPanel';

const StyledCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  flex: 1 1 auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      box-shadow: ${theme.shadows.card};
    `}
`;

/**
 * The Deal Management card: Active Deals, Fashion and Favorites tabs. Every panel stays mounted,
 * so a half-written deal survives a look at another tab.
 */
export function DealManagement() {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [selected, setSelected] = useState<DealTabId>(DEFAULT_DEAL_TAB);
  const tabRefs = useRef(new Map<DealTabId, HTMLButtonElement>());
  const tabId = (id: DealTabId) => `${baseId}-tab-${id}`;
  const panelId = (id: DealTabId) => `${baseId}-panel-${id}`;

  const selectTab = (index: number) => {
    const { id } = DEAL_TABS[(index + DEAL_TABS.length) % DEAL_TABS.length];
    setSelected(id);
    tabRefs.current.get(id)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: DEAL_TABS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    selectTab(moves[event.key]);
  };

  const panelProps = (id: DealTabId) => ({
    role: 'tabpanel',
    id: panelId(id),
    'aria-labelledby': tabId(id),
    hidden: selected !== id,
    tabIndex: 0,
  });

  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>Deal Management</h2>
      <StyledTabList role="tablist" aria-labelledby={headingId}>
        {DEAL_TABS.map(({ id, label }, index) => (
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
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {label}
          </StyledTab>
        ))}
      </StyledTabList>
      <div {...panelProps('active')}>
        <ActiveDealsPanel />
      </div>
      {COLLECTION_TABS.map((tab) => (
        <div key={tab.id} {...panelProps(tab.id)}>
          <CollectionPanel tab={tab} />
        </div>
      ))}
    </StyledCard>
  );
}
