import { CategoryDealsPage } from '../features/deals/components/CategoryDealsPage';

export function FavoritesPage() {
  return (
    <CategoryDealsPage
      heading="Favorites"
      category="FAVORITES"
      description="The curator's favorite finds, kept in one place."
    />
  );
}
