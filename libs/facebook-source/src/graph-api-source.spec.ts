import { FakeGraphApi, graphPost } from '../testing/fake-graph-api';
import { GraphApiSource } from './graph-api-source';
import { SourceError } from './source-error';

const LONG_AGO = new Date(0);

async function collect(source: GraphApiSource, since = LONG_AGO) {
  const posts = [];
  for await (const post of source.postsSince(since)) posts.push(post);
  return posts;
}

describe('GraphApiSource against a fake Graph API on loopback', () => {
  let graph: FakeGraphApi;
  const sourceFor = (overrides: Partial<ConstructorParameters<typeof GraphApiSource>[0]> = {}) =>
    new GraphApiSource({
      graphUrl: graph.graphUrl,
      pageId: graph.pageId,
      accessToken: graph.accessToken,
      ...overrides,
    });

  beforeEach(async () => {
    graph = await new FakeGraphApi().start();
  });
  afterEach(() => graph.stop());

  it('reads every page of published_posts with the pinned fields, following next', async () => {
    graph.posts = Array.from({ length: 5 }, (_, index) =>
      graphPost(`p_${index}`, `Deal ${index} 🎉 $${index + 1}`, { minutesAgo: index }),
    );

    const posts = await collect(sourceFor({ pageSize: 2 }));

    expect(posts.map((post) => post.id)).toEqual(['p_0', 'p_1', 'p_2', 'p_3', 'p_4']);
    expect(posts[0].message).toBe('Deal 0 🎉 $1');
    expect(graph.requests).toHaveLength(3);
    const first = new URL(graph.requests[0], graph.origin);
    expect(first.pathname).toBe(`/v23.0/${graph.pageId}/published_posts`);
    expect(first.searchParams.get('fields')).toBe(
      'id,message,created_time,updated_time,permalink_url,full_picture,attachments{media_type,unshimmed_url,url,media,subattachments}',
    );
    expect(first.searchParams.get('limit')).toBe('2');
  });

  it('reads on past an empty page that has a next, and past a short one', async () => {
    graph.emptyFirstPage = true;
    graph.pageSizeCap = 2;
    graph.posts = [graphPost('a', 'a'), graphPost('b', 'b'), graphPost('c', 'c')];

    const posts = await collect(sourceFor({ pageSize: 100 }));

    expect(posts.map((post) => post.id)).toEqual(['a', 'b', 'c']);
    expect(graph.requests).toHaveLength(3);
  });

  it('stops paging once posts are older than the given time', async () => {
    graph.posts = [
      graphPost('new', 'new', { minutesAgo: 5 }),
      graphPost('newer', 'newer', { minutesAgo: 30 }),
      graphPost('old', 'old', { minutesAgo: 120 }),
      graphPost('older', 'older', { minutesAgo: 240 }),
    ];

    const posts = await collect(sourceFor({ pageSize: 1 }), new Date(Date.now() - 60 * 60_000));

    expect(posts.map((post) => post.id)).toEqual(['new', 'newer']);
    expect(graph.requests).toHaveLength(3);
  });

  it('takes the link destination from unshimmed_url and pictures from every attachment', async () => {
    graph.posts = [
      graphPost('p', 'Look', {
        full_picture: 'https://scontent.example/full.jpg',
        attachments: {
          data: [
            {
              media_type: 'link',
              url: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example%2Fitem',
              unshimmed_url: 'https://shop.example/item',
              media: { image: { src: 'https://scontent.example/link.jpg' } },
            },
            {
              media_type: 'album',
              subattachments: {
                data: [
                  {
                    media_type: 'photo',
                    media: { image: { src: 'https://scontent.example/a.jpg' } },
                  },
                ],
              },
            },
          ],
        },
      }),
    ];

    const [post] = await collect(sourceFor());

    expect(post.linkUrls).toEqual(['https://shop.example/item']);
    expect(post.imageUrls).toEqual([
      'https://scontent.example/full.jpg',
      'https://scontent.example/link.jpg',
      'https://scontent.example/a.jpg',
    ]);
  });

  it.each([
    [500, { code: 2, message: 'Service temporarily unavailable' }, 'retry'],
    [400, { code: 1, message: 'An unknown error occurred' }, 'retry'],
    [403, { code: 4, message: 'Application request limit reached' }, 'rate-limited'],
    [400, { code: 32, message: 'Page request limit reached' }, 'rate-limited'],
    [400, { code: 190, error_subcode: 463, message: 'Session has expired' }, 'unrecoverable'],
    [403, { code: 10, message: 'Permission denied' }, 'unrecoverable'],
    [403, { code: 200, message: 'Requires pages_read_engagement' }, 'unrecoverable'],
    [400, { code: 368, message: 'Temporarily blocked' }, 'unrecoverable'],
  ] as const)('classifies HTTP %i with code %j as %s', async (status, error, kind) => {
    graph.failures.push({ status, error: { ...error } });

    const failure = await collect(sourceFor()).catch((caught: unknown) => caught);

    expect(failure).toBeInstanceOf(SourceError);
    expect((failure as SourceError).kind).toBe(kind);
  });

  it('says plainly what to do about a revoked token', async () => {
    graph.failures.push({ status: 400, error: { code: 190, message: 'Invalid OAuth token' } });

    await expect(collect(sourceFor())).rejects.toThrow(/access token.*FACEBOOK_ACCESS_TOKEN/);
  });

  it('honours the wait a usage header names when rate-limited', async () => {
    graph.failures.push({
      status: 403,
      error: { code: 80001, message: 'There have been too many calls to this Page account' },
      headers: {
        'x-business-use-case-usage': JSON.stringify({
          [graph.pageId]: [{ type: 'pages', call_count: 100, estimated_time_to_regain_access: 3 }],
        }),
      },
    });

    const failure = (await collect(sourceFor()).catch((caught: unknown) => caught)) as SourceError;

    expect(failure.kind).toBe('rate-limited');
    expect(failure.retryAfterMs).toBe(3 * 60_000);
  });

  it.each(['..', '.', 'a/../b', 'x'.repeat(101)])(
    'builds no Graph URL from the invalid page ID %j, and stops the import',
    async (pageId) => {
      const failure = await collect(sourceFor({ pageId })).catch((caught: unknown) => caught);

      expect(failure).toBeInstanceOf(SourceError);
      expect(failure).toMatchObject({
        kind: 'unrecoverable',
        message: 'Enter a valid page ID or username in Import Management',
      });
      expect(graph.requests).toEqual([]);
    },
  );

  it('counts an unreachable Graph API as a failure worth retrying', async () => {
    const origin = graph.graphUrl;
    await graph.stop();

    const failure = await collect(
      new GraphApiSource({ graphUrl: origin, pageId: 'x', accessToken: 't' }),
    ).catch((caught: unknown) => caught);

    expect((failure as SourceError).kind).toBe('retry');
  });
});
