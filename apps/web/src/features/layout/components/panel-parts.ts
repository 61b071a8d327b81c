import styled, { css } from 'styled-components';
import { pillControl } from './buttons';

/** Text at the start of a line and actions at its end, wrapping below it where they don't fit. */
export const spacedRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A PanelCard's heading with its action (a download, a reset) on the same line where it fits. */
export const StyledPanelHeader = styled.div`
  ${spacedRow}
`;

/** A muted line of a card: loading, nothing yet, what the figures mean. */
export const StyledPanelNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A link that looks like the card's pill buttons. */
export const StyledPillLink = styled.a`
  ${pillControl}
`;
