import styled from 'styled-components';
import { StyledPillButton } from '../../layout/components/buttons';

export const StyledFieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

export const StyledWideField = styled.div`
  grid-column: 1 / -1;
`;

export const StyledButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledDangerButton = styled(StyledPillButton)`
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};

  &:hover {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.banner};
  }
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Read aloud by screen readers when its text changes; visible too. */
export const StyledStatus = styled(StyledMuted).attrs({ role: 'status' })``;
