import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { usePageMeta, type PageMeta } from '../../../app/page-meta';
import { MAIN_CONTENT_ID } from '../../scroll/scroll';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.menu};
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

  &:focus {
    outline: none;
  }
`;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
`;

export interface PageShellProps {
  heading: string;
  /**
   * 2 on deal lists: the site name is then the page's h1 and `heading` titles the first list, so
   * the cards' h3 titles follow an h2 as every later section's do.
   */
  headingLevel?: 1 | 2;
  /** Document title; defaults to the heading. */
  title?: string;
  description?: string;
  /** Preview image for link unfurls (Open Graph). */
  image?: string;
  imageSize?: PageMeta['imageSize'];
  metaType?: PageMeta['type'];
  /** Kept out of search results. */
  noindex?: boolean;
  /** Feeds of the deal list the page shows, for feed readers to discover. */
  feeds?: PageMeta['feeds'];
  /** JSON-LD about what the page shows (a deal's product and offer). */
  structuredData?: PageMeta['structuredData'];
  status?: number;
  /** Shown above the heading: section navigation, banners. */
  before?: ReactNode;
  children: ReactNode;
}

export function PageShell({
  heading,
  headingLevel = 1,
  title,
  description,
  image,
  imageSize,
  metaType,
  noindex,
  feeds,
  structuredData,
  status,
  before,
  children,
}: PageShellProps) {
  const { pathname } = useLocation();
  usePageMeta(
    {
      title: title ?? heading,
      description,
      image,
      imageSize,
      path: pathname,
      type: metaType,
      noindex,
      feeds,
      structuredData,
    },
    status,
  );
  return (
    <>
      <StyledSkipLink href={`#${MAIN_CONTENT_ID}`}>Skip to content</StyledSkipLink>
      <SiteHeader nameIsPageHeading={headingLevel === 2} />
      <StyledMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        {before}
        <StyledHeading as={headingLevel === 2 ? 'h2' : 'h1'}>{heading}</StyledHeading>
        {children}
      </StyledMain>
      <SiteFooter />
    </>
  );
}
