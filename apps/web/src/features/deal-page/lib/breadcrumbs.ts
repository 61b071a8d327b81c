import type { BreadcrumbList, WithContext } from 'schema-dts';
import { absoluteUrl } from '../../../app/absolute-url';
import type { DealSection } from './deal-section';

export interface Crumb {
  name: string;
  path: string;
}

/** Home › the deal's section › the deal. */
export function dealBreadcrumbs(section: DealSection, title: string, dealPath: string): Crumb[] {
  return [{ name: 'Home', path: '/' }, section, { name: title, path: dealPath }];
}

/** The trail as schema.org's BreadcrumbList, for search results to show it. */
export function breadcrumbStructuredData(
  crumbs: readonly Crumb[],
  publicUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...itemOf(absoluteUrl(publicUrl, crumb.path)),
    })),
  };
}

const itemOf = (url: string | null) => (url ? { item: url } : {});
