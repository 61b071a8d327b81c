import { theme } from '@deal-site/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import type { ChannelsOverviewQuery } from '../../../gql/curator/graphql';
import { ChannelStatusTable } from './ChannelStatusTable';

const formatDate = (iso: string) => `at ${iso}`;
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

const FINE = { state: 'ready', lastError: null, failedAt: null, pausedUntil: null };

const CHANNELS: ChannelsOverviewQuery['channels'] = [
  {
    name: 'telegram',
    configured: false,
    variables: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'],
    ...FINE,
  },
  {
    name: 'mastodon',
    configured: true,
    variables: ['MASTODON_URL', 'MASTODON_ACCESS_TOKEN'],
    state: 'failing',
    lastError: '401 The access token is invalid',
    failedAt: '2026-12-02T07:00:00.000Z',
    pausedUntil: null,
  },
  { name: 'bluesky', configured: true, variables: [], ...FINE, pausedUntil: inAnHour },
  { name: 'discord', configured: true, variables: ['DISCORD_WEBHOOK_URL'], ...FINE },
];

const rowsOf = (html: string) => html.split('<tr').slice(2);

describe('ChannelStatusTable', () => {
  const html = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <ChannelStatusTable channels={CHANNELS} formatDate={formatDate} />
    </ThemeProvider>,
  );

  it('is a captioned table with column headers and each network as its row header', () => {
    expect(html).toContain('<caption>Networks</caption>');
    expect(html.match(/<th scope="col">/g)).toHaveLength(3);
    expect(html.match(/<th scope="row">(\w+)<\/th>/g)).toEqual([
      '<th scope="row">Telegram</th>',
      '<th scope="row">Mastodon</th>',
      '<th scope="row">Bluesky</th>',
      '<th scope="row">Discord</th>',
    ]);
  });

  it('shows each network as not configured, failing, paused or ready', () => {
    const [telegram, mastodon, bluesky, discord] = rowsOf(html);
    expect(telegram).toContain('Not configured');
    expect(telegram).toContain('Set TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID');
    expect(mastodon).toContain('Failing');
    expect(mastodon).toContain(
      'since at 2026-12-02T07:00:00.000Z: 401 The access token is invalid',
    );
    expect(bluesky).toContain(`Paused`);
    expect(bluesky).toContain(`paused until at ${inAnHour}`);
    expect(discord).toContain('Ready');
  });
});
