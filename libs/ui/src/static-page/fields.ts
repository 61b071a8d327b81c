import styled from 'styled-components';

/** A label holding its control, one per line. */
export const FieldLabel = styled.label`
  display: block;
  margin: ${({ theme }) => `${theme.space.sm} 0`};

  input:not([type='radio']),
  select {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
`;

/** What was wrong with a form's input, shown beside it. */
export const FieldError = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: bold;
`;
