import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '../../../app/page-meta';
import { SiteHeader } from './SiteHeader';

const MAIN_ID = 'main-content';

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const StyledMain = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

export interface PageShellProps {
  heading: string;
  /** Document title; defaults to the heading. */
  title?: string;
  description?: string;
  status?: number;
  children: ReactNode;
}

export function PageShell({ heading, title, description, status, children }: PageShellProps) {
  usePageMeta({ title: title ?? heading, description }, status);
  return (
    <>
      <StyledSkipLink href={`#${MAIN_ID}`}>Skip to content</StyledSkipLink>
      <SiteHeader />
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        <StyledHeading>{heading}</StyledHeading>
        {children}
      </StyledMain>
    </>
  );
}
