import type { DealCategory } from '../../../gql/graphql';
import { PageShell } from '../../layout/components/PageShell';
import { useDealList } from '../hooks/useDealList';
import { DealGrid } from './DealGrid';

export interface CategoryDealsPageProps {
  heading: string;
  category: DealCategory;
  description: string;
}

/** The fashion and favorites pages: one category, newest first. */
export function CategoryDealsPage({ heading, category, description }: CategoryDealsPageProps) {
  const { deals, loading, failed } = useDealList(category);
  return (
    <PageShell heading={heading} description={description}>
      <DealGrid deals={deals} loading={loading} failed={failed} emptyText="No deals here yet." />
    </PageShell>
  );
}
