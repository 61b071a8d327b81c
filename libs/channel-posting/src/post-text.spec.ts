import type { ChannelPost } from './channel';
import {
  ELLIPSIS,
  escapeHtml,
  escapeHtmlAttribute,
  fitPostLines,
  graphemeLength,
  mastodonLength,
  plainPostText,
  postLines,
  shortenToFit,
  utf16Length,
  utf8Length,
  type PostLines,
} from './post-text';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemesOf = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

const FAMILY = '👨‍👩‍👧‍👦';
const FLAG = '🇫🇷';
const THUMB = '👍🏽';
const RAINBOW_FLAG = '🏳️‍🌈';

/** 500 graphemes: ZWJ families, flags, skin tones, accents and plain words. */
function emojiTitle(): string {
  const pattern = [FAMILY, ' ', FLAG, 'Déjà', THUMB, ' & ', RAINBOW_FLAG, '<deal>'].flatMap(
    (piece) => graphemesOf(piece),
  );
  const parts: string[] = [];
  for (let i = 0; parts.length < 500; i += 1) parts.push(pattern[i % pattern.length]);
  return parts.join('');
}

const URL = 'https://deals.example/deals/123?src=telegram';

function channelPost(title: string): ChannelPost {
  return {
    dealId: 123,
    title,
    priceLabel: '$19.99, was $29.99 (33% off)',
    couponCode: 'SAVE10',
    store: 'Amazon',
    url: URL,
    image: null,
  };
}

/** The shortened title is a start of the original, cut between graphemes, then "…". */
function expectCutOnGraphemes(original: string, shortened: string): void {
  expect(shortened.endsWith(ELLIPSIS)).toBe(true);
  const kept = graphemesOf(shortened.slice(0, -ELLIPSIS.length));
  expect(graphemesOf(original).slice(0, kept.length)).toEqual(kept);
}

describe('measures', () => {
  it('counts graphemes, UTF-16 units and UTF-8 bytes', () => {
    const text = `${FAMILY}${FLAG}${THUMB}é`;
    expect(graphemeLength(text)).toBe(4);
    expect(utf16Length(text)).toBe(11 + 4 + 4 + 1);
    expect(utf8Length(text)).toBe(25 + 8 + 8 + 2);
  });

  it("counts Mastodon's way: every URL 23, the rest in code points", () => {
    expect(mastodonLength('see https://example.com/a/very/long/path?x=1 now')).toBe(4 + 23 + 4);
    expect(mastodonLength(`${FLAG} http://a.b`)).toBe(2 + 1 + 23);
    expect(mastodonLength('no links')).toBe(8);
  });
});

describe('escapeHtml', () => {
  it('escapes &, < and >, and " in attributes', () => {
    expect(escapeHtml('Tom & Jerry <3 "x"')).toBe('Tom &amp; Jerry &lt;3 "x"');
    expect(escapeHtmlAttribute('https://a.b/?x="1"&y=<2>')).toBe(
      'https://a.b/?x=&quot;1&quot;&amp;y=&lt;2&gt;',
    );
  });
});

describe('shortenToFit', () => {
  it('keeps a text that fits whole', () => {
    expect(shortenToFit('short', (text) => text.length <= 5)).toBe('short');
  });

  it('keeps the longest start that fits, without trailing spaces, then …', () => {
    expect(shortenToFit('one two three', (text) => text.length <= 9)).toBe('one two…');
  });

  it('never splits a ZWJ sequence or a flag', () => {
    const text = `${FAMILY}${FLAG}${FAMILY}`;
    expect(shortenToFit(text, (candidate) => candidate.length <= 16)).toBe(`${FAMILY}${FLAG}…`);
    expect(shortenToFit(text, (candidate) => candidate.length <= 15)).toBe(`${FAMILY}…`);
  });

  it('is null when not even … fits', () => {
    expect(shortenToFit('abc', () => false)).toBeNull();
  });
});

describe('postLines', () => {
  it('has the title, price label, code, store and link in order', () => {
    expect(plainPostText(postLines(channelPost('Cheap thing')))).toBe(
      `Cheap thing\n$19.99, was $29.99 (33% off)\nCode: SAVE10\nAt Amazon\n${URL}`,
    );
  });

  it('leaves out what is not known', () => {
    const lines = postLines({
      ...channelPost('Thing'),
      priceLabel: '',
      couponCode: null,
      store: null,
    });
    expect(plainPostText(lines)).toBe(`Thing\n${URL}`);
  });
});

describe('fitPostLines with a 500-grapheme emoji title', () => {
  const title = emojiTitle();
  const measures: Array<[string, (lines: PostLines) => boolean]> = [
    ['Telegram caption (1024 UTF-16 units)', (lines) => utf16Length(plainPostText(lines)) <= 1024],
    ['Telegram message (4096 UTF-16 units)', (lines) => utf16Length(plainPostText(lines)) <= 4096],
    ['Mastodon (500, URLs 23)', (lines) => mastodonLength(plainPostText(lines)) <= 500],
    ['Bluesky (300 graphemes)', (lines) => graphemeLength(plainPostText(lines)) <= 300],
    ['Discord embed title (256 UTF-16 units)', (lines) => utf16Length(lines.title) <= 256],
  ];

  it.each(measures)('fits %s with the link whole', (_name, fits) => {
    const lines = fitPostLines(channelPost(title), fits);
    expect(fits(lines)).toBe(true);
    expect(lines.url).toBe(URL);
    expect(plainPostText(lines).endsWith(`\n${URL}`)).toBe(true);
    expect(lines.details).toEqual(['$19.99, was $29.99 (33% off)', 'Code: SAVE10', 'At Amazon']);
    if (lines.title !== title) {
      expectCutOnGraphemes(title, lines.title);
      // One grapheme more would not fit: nothing was cut that did not need to be.
      const kept = graphemesOf(lines.title.slice(0, -1));
      const longer = graphemesOf(title)
        .slice(0, kept.length + 1)
        .join('');
      if (longer.trimEnd().length > kept.join('').length)
        expect(fits({ ...lines, title: longer.trimEnd() + ELLIPSIS })).toBe(false);
    }
  });

  it('shortens the title for every limit but the long Telegram message', () => {
    const shortened = measures.map(([, fits]) => fitPostLines(channelPost(title), fits).title);
    expect(shortened.map((text) => text === title)).toEqual([false, true, false, false, false]);
  });

  it('escapes after the cut, so no HTML entity is ever cut', () => {
    const ampersands = '&'.repeat(2000);
    const lines = fitPostLines(
      channelPost(ampersands),
      (candidate) => utf16Length(plainPostText(candidate)) <= 1024,
    );
    const html = escapeHtml(lines.title);
    expect(html).toMatch(/^(&amp;)+…$/);
  });

  it('throws when the details alone are too long', () => {
    expect(() =>
      fitPostLines(channelPost(title), (lines) => plainPostText(lines).length < 20),
    ).toThrow(/does not fit/);
  });
});
