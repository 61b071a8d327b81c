import { COLLECTION_PAGES } from '../features/deals/lib/collection-pages';
import {
  CategoryDealsPage,
  useOldestGoesHome,
} from '../features/deals/components/CategoryDealsPage';

export function FashionPage() {
  const goHomeToYesterday = useOldestGoesHome();
  return (
    <CategoryDealsPage
      heading="Fashion Collection"
      category={COLLECTION_PAGES['/fashion']}
      description="Clothing, shoes and accessories on sale, picked by hand."
      feedSection={{ path: '/fashion', name: 'Fashion' }}
      onOldest={goHomeToYesterday}
    />
  );
}
