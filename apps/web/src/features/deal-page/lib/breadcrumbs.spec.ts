import { breadcrumbStructuredData, dealBreadcrumbs } from './breadcrumbs';
import { dealSection } from './deal-section';

describe('dealBreadcrumbs', () => {
  it('leads from home through the deal section to the deal', () => {
    expect(dealBreadcrumbs(dealSection('FASHION'), 'Wool scarf', '/deals/7')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Fashion', path: '/fashion' },
      { name: 'Wool scarf', path: '/deals/7' },
    ]);
    expect(dealSection('DAILY')).toEqual({ name: "Today's deals", path: '/' });
    expect(dealSection('FAVORITES')).toEqual({ name: 'Favorites', path: '/favorites' });
  });
});

describe('breadcrumbStructuredData', () => {
  it('is a BreadcrumbList of absolute addresses under the public URL', () => {
    const crumbs = dealBreadcrumbs(dealSection('FAVORITES'), 'Kettle', '/deals/9');
    expect(breadcrumbStructuredData(crumbs, 'https://deals.example/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://deals.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Favorites',
          item: 'https://deals.example/favorites',
        },
        { '@type': 'ListItem', position: 3, name: 'Kettle', item: 'https://deals.example/deals/9' },
      ],
    });
  });
});
