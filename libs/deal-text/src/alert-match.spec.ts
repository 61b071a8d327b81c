import {
  ALERT_SECTIONS,
  ALERT_STORES,
  type AlertRule,
  type AlertableDeal,
  MAX_ALERT_KEYWORD_LENGTH,
  alertLabel,
  alertMatcher,
  matchesAlert,
  matchingAlerts,
  normalizeAlert,
} from './alert-match';

function deal(fields: Partial<AlertableDeal> = {}): AlertableDeal {
  return { title: '', description: '', affiliateLink: '', category: 'daily', ...fields };
}

const keyword = (value: string): AlertRule => ({ kind: 'keyword', value });
const store = (value: string): AlertRule => ({ kind: 'store', value });
const section = (value: string): AlertRule => ({ kind: 'section', value });

describe('matchesAlert: keyword', () => {
  it.each([
    ['Kayak'],
    ['kayak!'],
    ['(kayak)'],
    ['Intex inflatable-kayak for two'],
    ['KAYAK, paddles and vests'],
    ['kayak_paddle'],
  ])('"kayak" matches the word in %p', (title) => {
    expect(matchesAlert(keyword('kayak'), deal({ title }))).toBe(true);
  });

  it.each([['kayaks'], ['Kayaking trip'], ['superkayak'], ['kay ak'], ['']])(
    '"kayak" does not match %p',
    (title) => {
      expect(matchesAlert(keyword('kayak'), deal({ title }))).toBe(false);
    },
  );

  it('looks in the description as well as the title', () => {
    const found = deal({ title: 'Outdoor sale', description: 'Includes a sit-on-top kayak.' });
    expect(matchesAlert(keyword('kayak'), found)).toBe(true);
  });

  it.each([
    ['creme brulee', 'Crème Brûlée torch'],
    ['creme brulee', 'CRÈME BRÛLÉE torch'],
    ['Crème Brûlée', 'creme brulee torch'],
    ['CRÈME BRÛLÉE', 'Crème brûlée torch'],
    ['cafe', 'Café Bustelo'],
    ['CAFÉ', 'cafe bustelo'],
    ['jalapeno', 'JALAPEÑO chips'],
  ])('accents and case do not matter: %p matches %p', (value, title) => {
    expect(matchesAlert(keyword(value), deal({ title }))).toBe(true);
  });

  it.each([
    ['strasse', 'Straße map'],
    ['STRASSE', 'STRAẞE map'],
    ['aeble', 'Æble juice'],
    ['kobenhavn', 'København mug'],
    ['oeuvre', 'Œuvre complète'],
    ['lodz', 'Łódź poster'],
    ['dorde', 'Đorđe book'],
    ['thorn', 'Þorn rune'],
    ['straße', 'Strasse map'],
  ])('special letters fold to plain ones: %p matches %p', (value, title) => {
    expect(matchesAlert(keyword(value), deal({ title }))).toBe(true);
  });

  it.each([
    ['Air Fryer, 5 qt'],
    ['Ninja Air-Fryer'],
    ['air  fryer'],
    ['AIR/FRYER'],
    ['air\nfryer'],
  ])('the phrase "air fryer" matches %p', (title) => {
    expect(matchesAlert(keyword('air fryer'), deal({ title }))).toBe(true);
  });

  it.each([['fryer air'], ['air purifier and fryer'], ['airfryer'], ['air fryers']])(
    'the phrase "air fryer" does not match %p',
    (title) => {
      expect(matchesAlert(keyword('air fryer'), deal({ title }))).toBe(false);
    },
  );

  it('a phrase does not run from the title into the description', () => {
    expect(
      matchesAlert(keyword('air fryer'), deal({ title: 'Ninja air', description: 'Fryer' })),
    ).toBe(false);
  });

  it.each([
    ['ps5', 'PS5 bundle', true],
    ['ps5', 'PS5-Slim', true],
    ['ps5', 'PS 5', false],
    ['4k', '4K TV', true],
    ['4k', '14k gold ring', false],
    ['4k', '4k60 monitor', false],
    ['2024', 'MacBook Air (2024)', true],
  ])('digits are word characters: %p vs %p', (value, title, expected) => {
    expect(matchesAlert(keyword(value), deal({ title }))).toBe(expected);
  });

  it.each([
    ['amazon', 'https://www.amazon.com/dp/B08N5WRWNW'],
    ['amazon', 'https://amzn.to/3xYz12'],
    ['walmart', 'https://www.walmart.com/ip/123'],
    ['target', 'https://www.target.com/p/-/A-1'],
    ['home depot', 'https://www.homedepot.com/p/456'],
    ['depot', 'https://www.homedepot.com/p/456'],
    ['homedepot', 'https://www.homedepot.com/p/456'],
  ])('%p matches a deal whose link goes to the store: %p', (value, affiliateLink) => {
    expect(matchesAlert(keyword(value), deal({ title: 'Lamp', affiliateLink }))).toBe(true);
  });

  it('the store name counts only for the store the deal links to', () => {
    const walmartDeal = deal({ title: 'Lamp', affiliateLink: 'https://www.walmart.com/ip/1' });
    expect(matchesAlert(keyword('amazon'), walmartDeal)).toBe(false);
    expect(matchesAlert(keyword('amazon'), deal({ title: 'Lamp' }))).toBe(false);
  });

  // Decision: link paths and tracking parameters are not text the reader sees.
  it('ignores words inside links in the description', () => {
    const linked = deal({
      title: 'Lamp',
      description: 'Buy: https://example.com/kayak-sale?utm_campaign=kitchen',
    });
    expect(matchesAlert(keyword('kayak'), linked)).toBe(false);
    expect(matchesAlert(keyword('kitchen'), linked)).toBe(false);
    expect(matchesAlert(keyword('buy'), linked)).toBe(true);
  });

  it('keeps the text around a link', () => {
    const linked = deal({ description: 'Kayak (https://a.example/x) and paddle' });
    expect(matchesAlert(keyword('kayak'), linked)).toBe(true);
    expect(matchesAlert(keyword('paddle'), linked)).toBe(true);
  });

  it('matches a keyword stored unnormalized the same way', () => {
    expect(matchesAlert(keyword('  Air-Fryer!! '), deal({ title: 'air fryer' }))).toBe(true);
  });

  it.each([[''], ['   '], ['!!!']])('a keyword with no words (%p) matches nothing', (value) => {
    expect(matchesAlert(keyword(value), deal({ title: 'Anything at all' }))).toBe(false);
  });
});

describe('matchesAlert: store', () => {
  it.each([
    ['amazon', { affiliateLink: 'https://www.amazon.com/dp/B08N5WRWNW' }, true],
    ['amazon', { affiliateLink: 'https://amzn.to/3xYz12' }, true],
    ['walmart', { affiliateLink: 'https://www.walmart.com/ip/123' }, true],
    ['target', { affiliateLink: 'https://www.target.com/p/-/A-1' }, true],
    ['homedepot', { affiliateLink: 'https://www.homedepot.com/p/456' }, true],
    ['walmart', { affiliateLink: 'https://amzn.to/3xYz12' }, false],
    ['amazon', { affiliateLink: 'https://notamazon.com/dp/B08N5WRWNW' }, false],
  ])('%p against %p -> %p', (value, fields, expected) => {
    expect(matchesAlert(store(value), deal({ title: 'Lamp', ...fields }))).toBe(expected);
  });

  // dealLink: the description's first link that is not a picture wins over the affiliate link.
  it('a walmart link in the description wins over an amazon affiliate link', () => {
    const walmartFirst = deal({
      title: 'Lamp',
      description: 'Cheaper here: https://www.walmart.com/ip/123',
      affiliateLink: 'https://amzn.to/3xYz12',
    });
    expect(matchesAlert(store('walmart'), walmartFirst)).toBe(true);
    expect(matchesAlert(store('amazon'), walmartFirst)).toBe(false);
  });

  it('picture links in the description are passed over', () => {
    const withPicture = deal({
      description: 'https://img.example/lamp.jpg\nhttps://www.target.com/p/-/A-1',
      affiliateLink: 'https://amzn.to/3xYz12',
    });
    expect(matchesAlert(store('target'), withPicture)).toBe(true);
    expect(matchesAlert(store('amazon'), withPicture)).toBe(false);
  });

  it('a linked store wins over a store named in the text', () => {
    const linked = deal({
      title: 'Walmart price match',
      affiliateLink: 'https://www.amazon.com/dp/B08N5WRWNW',
    });
    expect(matchesAlert(store('amazon'), linked)).toBe(true);
    expect(matchesAlert(store('walmart'), linked)).toBe(false);
  });

  it.each([
    ['walmart', { title: 'Rollback at Walmart' }, true],
    ['homedepot', { title: 'Drill set', description: 'In store at The Home Depot.' }, true],
    ['homedepot', { title: 'Drill set', description: 'See homedepot.com for stock.' }, true],
    ['homedepot', { title: 'Home-Depot drill' }, true],
    ['amazon', { description: 'Sold by AMAZON' }, true],
    ['homedepot', { title: 'Home decor depot' }, false],
    ['walmart', { title: 'Walmarts everywhere' }, false],
    ['amazon', { title: 'Lamp' }, false],
  ])('without a store link, %p is found by name in %p', (value, fields, expected) => {
    expect(matchesAlert(store(value), deal(fields))).toBe(expected);
  });

  it('a link to another shop counts as no store link', () => {
    const otherShop = deal({
      title: 'Target practice set',
      affiliateLink: 'https://shop.example/x',
    });
    expect(matchesAlert(store('target'), otherShop)).toBe(true);
  });

  // dealLink takes the description's first link even when it is not a shop's, so the affiliate
  // link is not looked at and only the store's name in the text can match.
  it('a non-shop first link in the description hides the affiliate link', () => {
    const review = deal({
      title: 'Lamp',
      description: 'Review: https://video.example/v/1',
      affiliateLink: 'https://amzn.to/3xYz12',
    });
    expect(matchesAlert(store('amazon'), review)).toBe(false);
  });

  it('a store off the list is matched by its slug only, never by its name in the text', () => {
    expect(matchesAlert(store('ikea'), deal({ title: 'IKEA lamp' }))).toBe(false);
    const linked = (affiliateLink: string) => deal({ title: 'Lamp', affiliateLink });
    expect(matchesAlert(store('ikea'), linked('https://www.ikea.com/us/en/p/lamp-1'))).toBe(true);
    expect(matchesAlert(store('bestbuy'), linked('https://shop.bestbuy.com/tv'))).toBe(true);
    expect(matchesAlert(store('ebay'), linked('https://www.ebay.co.uk/itm/1'))).toBe(true);
    expect(matchesAlert(store('ebay'), linked('https://www.bestbuy.com/tv'))).toBe(false);
    expect(matchesAlert(store('amazon'), linked('https://www.amazon.de/dp/B08N5WRWNW'))).toBe(true);
  });

  it('labels a store off the list by its display name', () => {
    expect(alertLabel(store('bestbuy'))).toBe('Best Buy');
    expect(alertLabel(store('acmegadgets'))).toBe('Acmegadgets');
  });
});

describe('matchesAlert: section', () => {
  it.each([
    ['daily', 'daily', true],
    ['fashion', 'fashion', true],
    ['favorites', 'favorites', true],
    ['fashion', 'daily', false],
    ['daily', 'favorites', false],
  ])('section %p on a %p deal -> %p', (value, category, expected) => {
    expect(matchesAlert(section(value), deal({ title: 'Lamp', category }))).toBe(expected);
  });

  it('does not look at the text', () => {
    expect(
      matchesAlert(section('fashion'), deal({ title: 'Fashion week', category: 'daily' })),
    ).toBe(false);
  });
});

describe('alertMatcher', () => {
  it('answers for each subscriber what matchingAlerts does, folding the deal once', () => {
    const boots = deal({ title: 'Crème Brûlée torch and rain boots', category: 'fashion' });
    const matching = alertMatcher(boots);
    const subscribers = [
      [keyword('creme brulee'), section('daily')],
      [section('fashion'), keyword('boot')],
      [keyword('rain boots'), store('walmart')],
    ];
    for (const rules of subscribers) expect(matching(rules)).toEqual(matchingAlerts(rules, boots));
    expect(subscribers.map((rules) => matching(rules).length)).toEqual([1, 1, 1]);
  });
});

describe('matchingAlerts', () => {
  it('keeps the matching rules, in order, as the same objects', () => {
    const rules = [
      { ...keyword('lamp'), id: 1 },
      { ...store('walmart'), id: 2 },
      { ...section('daily'), id: 3 },
      { ...keyword('kayak'), id: 4 },
      { ...store('amazon'), id: 5 },
      { ...keyword('lamp'), id: 6 },
    ];
    const lampDeal = deal({
      title: 'Desk Lamp',
      affiliateLink: 'https://amzn.to/3xYz12',
      category: 'daily',
    });

    const matched = matchingAlerts(rules, lampDeal);

    expect(matched.map((rule) => rule.id)).toEqual([1, 3, 5, 6]);
    expect(matched[0]).toBe(rules[0]);
    expect(matched[2]).toBe(rules[4]);
  });

  it('gives the same answers as matchesAlert', () => {
    const rules = [keyword('air fryer'), keyword('amazon'), store('amazon'), section('fashion')];
    const fryer = deal({ title: 'Ninja Air-Fryer', affiliateLink: 'https://amzn.to/x' });
    expect(matchingAlerts(rules, fryer)).toEqual(rules.filter((rule) => matchesAlert(rule, fryer)));
  });

  it('is empty for no rules or no matches', () => {
    expect(matchingAlerts([], deal({ title: 'Lamp' }))).toEqual([]);
    expect(matchingAlerts([keyword('kayak')], deal({ title: 'Lamp' }))).toEqual([]);
  });
});

describe('normalizeAlert: keyword', () => {
  it.each([
    ['kayak', 'kayak'],
    ['  Kayak  ', 'kayak'],
    ['Air-Fryer!!', 'air fryer'],
    ['air    fryer', 'air fryer'],
    ['Crème Brûlée', 'creme brulee'],
    ['STRAẞE', 'strasse'],
    ['PS5', 'ps5'],
    ["Levi's 501", 'levi s 501'],
    ['(kayak)', 'kayak'],
    ['a b c d e f', 'a b c d e f'],
  ])('%p -> %p', (input, value) => {
    expect(normalizeAlert('keyword', input)).toEqual({ value });
  });

  it.each([[''], ['   '], ['!!! ???'], ['🔥']])('%p leaves no word', (input) => {
    expect(normalizeAlert('keyword', input)).toEqual({ error: 'Enter a word to look for.' });
  });

  it('allows exactly the maximum length, measured after trimming', () => {
    const longest = 'k'.repeat(MAX_ALERT_KEYWORD_LENGTH);
    expect(normalizeAlert('keyword', `  ${longest}  `)).toEqual({ value: longest });
  });

  it('refuses one character more', () => {
    expect(normalizeAlert('keyword', 'k'.repeat(MAX_ALERT_KEYWORD_LENGTH + 1))).toEqual({
      error: 'Keep it under 60 characters.',
    });
  });

  it('counts typed characters, not the separators it drops', () => {
    const spaced = `kayak${' '.repeat(MAX_ALERT_KEYWORD_LENGTH)}paddle`;
    expect(normalizeAlert('keyword', spaced)).toEqual({ error: 'Keep it under 60 characters.' });
  });

  // Decision: "ß" folds to "ss", so the stored value is measured too and always fits the limit.
  it('refuses a value that grows past the limit when folded', () => {
    expect(normalizeAlert('keyword', 'ß'.repeat(31))).toEqual({
      error: 'Keep it under 60 characters.',
    });
  });

  it.each([['a b c d e f g'], ['one-two-three-four-five-six-seven']])(
    '%p has too many words',
    (input) => {
      expect(normalizeAlert('keyword', input)).toEqual({ error: 'Use at most 6 words.' });
    },
  );

  it('its value matches the text it was typed from', () => {
    const typed = 'Crème-Brûlée Torch!';
    const normalized = normalizeAlert('keyword', typed);
    if (!('value' in normalized)) throw new Error('expected a value');
    expect(matchesAlert(keyword(normalized.value), deal({ title: typed }))).toBe(true);
  });
});

describe('normalizeAlert: store', () => {
  it.each([
    ['amazon', 'amazon'],
    ['Amazon', 'amazon'],
    ['WALMART', 'walmart'],
    [' target ', 'target'],
    ['home depot', 'homedepot'],
    ['Home Depot', 'homedepot'],
    ['homedepot', 'homedepot'],
    ['HOME-DEPOT', 'homedepot'],
    ['Hóme Dépot', 'homedepot'],
  ])('%p -> %p', (input, value) => {
    expect(normalizeAlert('store', input)).toEqual({ value });
  });

  it.each([
    ['ikea', 'ikea'],
    ['IKEA', 'ikea'],
    ['The Home Depot', 'homedepot'],
    ['Best Buy', 'bestbuy'],
    ['amazon.com', 'amazon'],
    ['www.amazon.co.uk', 'amazon'],
    ['https://www.bestbuy.com/site/tv', 'bestbuy'],
    ['acmegadgets', 'acmegadgets'],
  ])('any store: %p -> %p', (input, value) => {
    expect(normalizeAlert('store', input)).toEqual({ value });
  });

  it.each([[''], ['!!!'], ['bit.ly'], ['a'.repeat(64)]])('%p is not a store', (input) => {
    expect(normalizeAlert('store', input)).toEqual({
      error: 'Pick a store listed, or enter its name or web address.',
    });
  });

  it('accepts every listed store by id and by name', () => {
    for (const { store: id, name } of ALERT_STORES) {
      expect(normalizeAlert('store', id)).toEqual({ value: id });
      expect(normalizeAlert('store', name)).toEqual({ value: id });
    }
  });
});

describe('normalizeAlert: section', () => {
  it.each([
    ['daily', 'daily'],
    ['Daily', 'daily'],
    ['fashion', 'fashion'],
    ['FASHION', 'fashion'],
    ['Favorites', 'favorites'],
    [' favorites ', 'favorites'],
    ['Daily deals', 'daily'],
  ])('%p -> %p', (input, value) => {
    expect(normalizeAlert('section', input)).toEqual({ value });
  });

  it.each([[''], ['weekly'], ['favourites'], ['fashions']])('%p is not a section', (input) => {
    expect(normalizeAlert('section', input)).toEqual({ error: 'Pick one of the sections listed.' });
  });

  it('lists the three sections', () => {
    expect(ALERT_SECTIONS).toEqual(['daily', 'fashion', 'favorites']);
  });
});

describe('alertLabel', () => {
  it.each([
    [keyword('kayak'), '“kayak”'],
    [keyword('air fryer'), '“air fryer”'],
    [store('amazon'), 'Amazon'],
    [store('walmart'), 'Walmart'],
    [store('target'), 'Target'],
    [store('homedepot'), 'Home Depot'],
    [section('daily'), 'Daily deals'],
    [section('fashion'), 'Fashion'],
    [section('favorites'), 'Favorites'],
  ])('%p -> %p', (rule, label) => {
    expect(alertLabel(rule)).toBe(label);
  });

  it('shows a store off the list by its display name, an unknown section as it is', () => {
    expect(alertLabel(store('ikea'))).toBe('IKEA');
    expect(alertLabel(section('constructor'))).toBe('constructor');
  });
});
