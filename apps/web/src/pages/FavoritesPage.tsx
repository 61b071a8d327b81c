import { CategoryDealsPage } from '../features/deals/components/CategoryDealsPage';
import { COLLECTION_PAGES } from '../features/deals/lib/collection-pages';

export function FavoritesPage() {
  return (
    <CategoryDealsPage
      heading="Favorites"
      category={COLLECTION_PAGES['/favorites']}
      description="The curator's favorite finds, kept in one place."
      feedSection={{ path: '/favorites', name: 'Favorites' }}
    />
  );
}
