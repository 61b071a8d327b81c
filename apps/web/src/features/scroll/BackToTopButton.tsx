import styled from 'styled-components';
import { StyledPillButton } from '../layout/components/buttons';
import { ArrowUpIcon } from '../layout/components/icons';
import { scrollToTop } from './scroll';

const StyledRow = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

export function BackToTopButton() {
  return (
    <StyledRow>
      <StyledPillButton type="button" onClick={scrollToTop}>
        <ArrowUpIcon />
        Back to Top
      </StyledPillButton>
    </StyledRow>
  );
}
