import { CategoryDealsPage } from '../features/deals/components/CategoryDealsPage';

export function FashionPage() {
  return (
    <CategoryDealsPage
      heading="Fashion Collection"
      category="FASHION"
      description="Clothing, shoes and accessories on sale, picked by hand."
    />
  );
}
