import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ArrowUpIcon } from '../layout/components/icons';
import { scrollToTop } from './scroll';

/** How far down the page the floating button appears. */
const SHOW_AFTER_PX = 400;

const StyledFloatingButton = styled.button`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.floating};
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

/** Floats in a corner once the visitor has scrolled down; absent on the server render. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <StyledFloatingButton type="button" aria-label="Scroll to top" onClick={scrollToTop}>
      <ArrowUpIcon />
    </StyledFloatingButton>
  );
}
