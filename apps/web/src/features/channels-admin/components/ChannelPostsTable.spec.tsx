import { theme } from '@deal-site/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { ChannelPostsTable, type ChannelPostView } from './ChannelPostsTable';

const NOTHING_YET = { remoteUrl: null, postedAt: null, lastError: null };

const POSTS: ChannelPostView[] = [
  {
    dealId: 7,
    dealTitle: 'Desk lamp',
    channel: 'discord',
    state: 'posted',
    remoteUrl: 'https://discord.com/channels/1/2/3',
    postedAt: '2026-12-02T07:00:00.000Z',
    lastError: null,
  },
  {
    dealId: 7,
    dealTitle: 'Desk lamp',
    channel: 'mastodon',
    state: 'failed',
    remoteUrl: null,
    postedAt: null,
    lastError: '503 Service Unavailable',
  },
  { dealId: 8, dealTitle: 'Kettle', channel: 'telegram', state: 'unknown', ...NOTHING_YET },
  { dealId: 9, dealTitle: 'Mug', channel: 'bluesky', state: 'posting', ...NOTHING_YET },
  { dealId: 5, dealTitle: null, channel: 'discord', state: 'failed', ...NOTHING_YET },
];

const render = (pending: { dealId: number; channel: string } | null = null) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <ChannelPostsTable
        posts={POSTS}
        formatDate={(iso) => `at ${iso}`}
        onRetry={() => undefined}
        isPending={(dealId, channel) => dealId === pending?.dealId && channel === pending.channel}
        busy={pending !== null}
      />
    </ThemeProvider>,
  );

const rowsOf = (html: string) => html.split('<tr').slice(2);

describe('ChannelPostsTable', () => {
  it('is a captioned table with a header for every column', () => {
    const html = render();
    expect(html).toContain('<caption>Last posts</caption>');
    expect([...html.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map(([, name]) => name)).toEqual([
      'Deal',
      'Network',
      'State',
      'Post',
      'Posted',
      'Last error',
      'Action',
    ]);
  });

  it('links the deal, and the post where the network gave its address', () => {
    const [posted, failed] = rowsOf(render());
    expect(posted).toContain('<a href="/deals/7">Desk lamp</a>');
    expect(posted).toContain(
      '<a href="https://discord.com/channels/1/2/3" target="_blank" rel="noopener noreferrer">View on Discord</a>',
    );
    expect(posted).toContain('at 2026-12-02T07:00:00.000Z');
    expect(failed).not.toContain('View on');
    expect(failed).toContain('503 Service Unavailable');
  });

  it('names a deleted deal by its id, without a link to its gone page', () => {
    const deleted = rowsOf(render())[4];
    expect(deleted).toContain('Deal 5 (deleted)');
    expect(deleted).not.toContain('href="/deals/5"');
    expect(deleted).toContain('aria-label="Retry Deal 5 (deleted) on Discord"');
  });

  it('offers a named Retry only on failed, unknown and waiting rows', () => {
    const [posted, failed, unknown, posting] = rowsOf(render());
    expect(posted).not.toContain('<button');
    expect(posting).not.toContain('<button');
    expect(failed).toContain('aria-label="Retry Desk lamp on Mastodon"');
    expect(unknown).toContain('aria-label="Retry Kettle on Telegram"');
    expect(unknown).toContain('Unknown: may have been posted');
  });

  it('says which row is being retried and holds the others back meanwhile', () => {
    const [, failed, unknown] = rowsOf(render({ dealId: 7, channel: 'mastodon' }));
    expect(failed).toMatch(/<button[^>]*disabled=""[^>]*>Retrying…<\/button>/);
    expect(unknown).toMatch(/<button[^>]*disabled=""[^>]*>Retry<\/button>/);
  });
});
