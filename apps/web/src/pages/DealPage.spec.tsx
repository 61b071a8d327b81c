import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { PageAnswer } from '@deal-site/ssr-contract';
import { Suspense } from 'react';
import { Route, Routes, StaticRouter } from 'react-router';
import { Observable } from 'rxjs';
import { AppProviders } from '../app/AppProviders';
import { readyApolloClient } from '../app/apollo-client-access';
import { renderFromCache } from '../app/server/render-from-cache';
import { routeQueries } from '../app/server/route-queries';
import { operationName } from '../app/page-answers';
import type { PageMetaCollector } from '../app/page-meta';
import { DealPage } from './DealPage';

const SITE_CONFIG = {
  siteTimeZone: 'America/New_York',
  siteZoneOffsets: { timeZone: 'America/New_York', until: 0, spans: [] },
  publicUrl: 'https://deals.example',
  donateUrl: '',
  socialGroupUrl: '',
  socialVideoUrl: '',
  mailEnabled: false,
};

const cardFields = (id: string, title: string) => ({
  __typename: 'Deal',
  id,
  title,
  description: `${title}, now cheaper.`,
  price: '$19.99',
  percentOff: 20,
  affiliateLink: `https://shop.example/p/${id}`,
  imageUrl: '',
  clicks: 3,
  createdAt: '2026-12-01T10:00:00.000Z',
  priceSetAt: '2026-12-01T10:00:00.000Z',
  expiresAt: null,
  expired: false,
  lowestPostedPrice: false,
});

const DEAL_DETAIL = {
  deal: {
    ...cardFields('7', 'Cast Iron Skillet'),
    category: 'DAILY',
    originalPrice: '$29.99',
    moreInSection: [cardFields('8', 'Dutch Oven')],
    postedBefore: [
      {
        __typename: 'PricePosting',
        dealId: '5',
        postedAt: '2026-11-02T10:00:00.000Z',
        price: '24.99',
        priceLabel: '$24.99',
        live: false,
      },
    ],
    shareImage: { url: '/api/deals/7/share-card.png', width: 1200, height: 630 },
  },
};

/** A link that records each operation it is asked for and answers none of them. */
function recordingLink() {
  const requests: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.operationName ?? '');
        observer.complete();
      }),
  );
  return { link, requests };
}

/** The deal page at `url` as the server renders it from the answers it prefetched. */
function dealPageTree(url: string, pageAnswers: PageAnswer[]) {
  const { link, requests } = recordingLink();
  const client = new ApolloClient({ cache: new InMemoryCache(), link, ssrMode: true });
  const meta: PageMetaCollector = { meta: null, status: 200 };
  const tree = (
    <AppProviders
      apollo={readyApolloClient(client)}
      site={{ config: SITE_CONFIG, renderedAt: new Date('2026-12-01T12:00:00.000Z') }}
      pageAnswers={pageAnswers}
      metaCollector={meta}
    >
      <StaticRouter location={url}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/deals/:id" element={<DealPage />} />
          </Routes>
        </Suspense>
      </StaticRouter>
    </AppProviders>
  );
  return { tree, requests, meta };
}

/** The route's queries answered as the server's prefetch answers them. */
const prefetched = (url: string, data: Record<string, unknown>): PageAnswer[] =>
  routeQueries(url).map(({ query, variables }) => ({
    operationName: operationName(query) ?? '',
    variables,
    data,
  }));

describe('DealPage on the server', () => {
  it('renders once from the prefetched route query, asking Apollo for nothing', async () => {
    const url = '/deals/7';
    const { tree, requests, meta } = dealPageTree(url, prefetched(url, DEAL_DETAIL));

    const html = await renderFromCache(tree);

    expect(html).toContain('Cast Iron Skillet');
    expect(html).toContain('More in');
    expect(html).toContain('Posted before');
    expect(meta.status).toBe(200);
    expect(requests).toEqual([]);
  });

  it('renders a missing deal as the 404 page from its null answer, asking Apollo for nothing', async () => {
    const url = '/deals/999';
    const { tree, requests, meta } = dealPageTree(url, prefetched(url, { deal: null }));

    const html = await renderFromCache(tree);

    expect(html).toContain('Page not found');
    expect(meta.status).toBe(404);
    expect(requests).toEqual([]);
  });

  it('leaves a page without its answer (a missing deal, a failed prefetch) to the fetching render', async () => {
    const { tree, requests } = dealPageTree('/deals/7', prefetched('/deals/8', DEAL_DETAIL));

    expect(await renderFromCache(tree)).toBeNull();
    expect(requests).toEqual([]);
  });
});
