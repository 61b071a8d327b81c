import styled from 'styled-components';

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

export interface StatFigure {
  label: string;
  value: string;
}

export interface StatFiguresProps {
  figures: StatFigure[];
}

/** Labelled figures in a grid of tiles. */
export function StatFigures({ figures }: StatFiguresProps) {
  return (
    <StyledFigures>
      {figures.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </StyledFigures>
  );
}
