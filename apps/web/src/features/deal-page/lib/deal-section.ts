import type { DealCategory } from '../../../gql/graphql';

export interface DealSection {
  /** "Today's deals", "Fashion" or "Favorites": the breadcrumb, the facts and "More in …". */
  name: string;
  /** The list page of the section. */
  path: string;
}

const SECTIONS: Record<DealCategory, DealSection> = {
  DAILY: { name: "Today's deals", path: '/' },
  FASHION: { name: 'Fashion', path: '/fashion' },
  FAVORITES: { name: 'Favorites', path: '/favorites' },
};

/** The public list a deal of this category appears in. */
export function dealSection(category: DealCategory): DealSection {
  return SECTIONS[category];
}
