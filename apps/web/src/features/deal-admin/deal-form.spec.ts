import { parseDealPaste } from '@deal-site/deal-text';
import {
  applyPastedDraft,
  createDealInput,
  dealPreview,
  EMPTY_DEAL_FORM,
  EXPIRES_AT_RULE,
  formFieldOf,
  PERCENT_OFF_RULE,
  percentOffValue,
  PUBLISH_AT_RULE,
  validateDealForm,
  type DealFormValues,
} from './deal-form';

const form = (values: Partial<DealFormValues>): DealFormValues => ({
  ...EMPTY_DEAL_FORM,
  ...values,
});

const POST = [
  '🔥 Linen Button-Down Shirt 🔥',
  '$19.99 (was $39.99)',
  'Use code: LINEN20',
  'https://www.amazon.com/dp/B0ABCDEFGH',
  'https://images.example.com/shirt-1.jpg',
  'https://images.example.com/shirt-2.jpg',
].join('\n');

describe('applyPastedDraft', () => {
  it('fills every field the parser found, images one per line', () => {
    const values = applyPastedDraft(EMPTY_DEAL_FORM, parseDealPaste(POST), 'UTC');
    expect(values).toEqual({
      title: 'Linen Button-Down Shirt',
      description: POST,
      price: '19.99',
      originalPrice: '39.99',
      percentOff: '50',
      affiliateLink: 'https://www.amazon.com/dp/B0ABCDEFGH',
      imageUrls: 'https://images.example.com/shirt-1.jpg\nhttps://images.example.com/shirt-2.jpg',
      tagline: '',
      expiresAt: '',
      publishAt: '',
      skipChannels: false,
    });
  });

  it('fills the expiry from an end date in the text, read in the site zone', () => {
    const now = new Date('2026-12-20T15:00:00Z');
    const draft = parseDealPaste('Wool scarf $15, ends 12/31', {
      now,
      timeZone: 'America/Chicago',
    });
    // Live through Dec 31 in Chicago: it ends at Jan 1, 00:00 there.
    expect(applyPastedDraft(EMPTY_DEAL_FORM, draft, 'America/Chicago').expiresAt).toBe(
      '2027-01-01T00:00',
    );
  });

  it('keeps what the curator typed where the paste found nothing', () => {
    const typed = form({
      tagline: 'Summer staple',
      affiliateLink: 'https://shop.example.com/x',
      percentOff: '15',
      imageUrls: '/uploads/a.jpg',
    });
    const values = applyPastedDraft(typed, parseDealPaste('Canvas tote bag\n$12'), 'UTC');
    expect(values).toMatchObject({
      title: 'Canvas tote bag',
      price: '12',
      tagline: 'Summer staple',
      affiliateLink: 'https://shop.example.com/x',
      percentOff: '15',
      imageUrls: '/uploads/a.jpg',
    });
  });

  it('changes nothing for an empty paste', () => {
    const typed = form({ title: 'Kept', price: '5' });
    expect(applyPastedDraft(typed, parseDealPaste('   '), 'UTC')).toEqual(typed);
  });
});

describe('percentOffValue', () => {
  it.each<[string, number | null | undefined]>([
    ['', null],
    ['   ', null],
    ['1', 1],
    ['40', 40],
    [' 40 % ', 40],
    ['100', 100],
    ['0', undefined],
    ['101', undefined],
    ['12.5', undefined],
    ['-5', undefined],
    ['ten', undefined],
  ])('%j -> %j', (text, expected) => {
    expect(percentOffValue(text)).toBe(expected);
  });
});

describe('validateDealForm', () => {
  it('refuses an expiry that is no date and time', () => {
    expect(validateDealForm(form({ title: 'Hat', expiresAt: '2026-02-30T10:00' }))).toEqual({
      expiresAt: EXPIRES_AT_RULE,
    });
  });

  it('refuses a publish time that is no date and time', () => {
    expect(validateDealForm(form({ title: 'Hat', publishAt: '2026-02-30T09:00' }))).toEqual({
      publishAt: PUBLISH_AT_RULE,
    });
    expect(validateDealForm(form({ title: 'Hat', publishAt: '2026-12-03T09:00' }))).toEqual({});
  });

  it('accepts a deal with only a description', () => {
    expect(validateDealForm(form({ description: 'Socks 3-pack $5' }))).toEqual({});
  });

  it('needs a title or a description', () => {
    expect(validateDealForm(form({ title: '  ', price: '5' }))).toEqual({
      title: 'A deal needs a title or a description',
    });
  });

  it('refuses a percent outside 1..100 with the server’s wording', () => {
    expect(validateDealForm(form({ title: 'Hat', percentOff: '150' }))).toEqual({
      percentOff: PERCENT_OFF_RULE,
    });
    expect(PERCENT_OFF_RULE).toBe('percentOff must be a whole number from 1 to 100');
  });
});

describe('createDealInput', () => {
  it('trims text, converts the percent and comma-joins the images', () => {
    const input = createDealInput(
      form({
        title: '  Linen shirt ',
        description: ' Soft linen \n',
        price: ' 19.99  ',
        originalPrice: ' 39.99',
        percentOff: '50',
        affiliateLink: ' https://shop.example.com/linen ',
        imageUrls: 'https://a.example.com/1.jpg\n\n https://a.example.com/2.jpg ,/uploads/3.png',
        tagline: ' Breezy ',
        expiresAt: '2026-12-31T23:59',
        publishAt: '2026-12-03T09:00',
        skipChannels: true,
      }),
      'FAVORITES',
      'America/New_York',
    );
    expect(input).toEqual({
      category: 'FAVORITES',
      title: 'Linen shirt',
      description: 'Soft linen',
      price: '19.99',
      originalPrice: '39.99',
      percentOff: 50,
      affiliateLink: 'https://shop.example.com/linen',
      imageUrl: 'https://a.example.com/1.jpg,https://a.example.com/2.jpg,/uploads/3.png',
      tagline: 'Breezy',
      expiresAt: '2027-01-01T04:59:00.000Z',
      publishAt: '2026-12-03T14:00:00.000Z',
      postToChannels: false,
    });
  });

  it('sends no percent when the field is empty', () => {
    expect(createDealInput(form({ title: 'Hat' }), 'FASHION', 'UTC').percentOff).toBeNull();
  });

  it('sends no expiry when the field is empty', () => {
    expect(createDealInput(form({ title: 'Hat' }), 'FASHION', 'UTC').expiresAt).toBeNull();
  });

  it('publishes at once, on the channels, when the curator says nothing else', () => {
    const input = createDealInput(form({ title: 'Hat' }), 'FASHION', 'UTC');
    expect(input.publishAt).toBeNull();
    expect(input.postToChannels).toBe(true);
  });
});

describe('dealPreview', () => {
  it('shows the card the public will see', () => {
    expect(dealPreview(applyPastedDraft(EMPTY_DEAL_FORM, parseDealPaste(POST), 'UTC'))).toEqual({
      title: 'Linen Button-Down Shirt',
      priceLabel: '50% OFF',
      couponCode: 'LINEN20',
      images: ['https://images.example.com/shirt-1.jpg', 'https://images.example.com/shirt-2.jpg'],
      tagline: '',
    });
  });

  it.each<[Partial<DealFormValues>, string, string]>([
    [{}, 'Untitled Deal', 'Price Drop!'],
    [{ description: '\n  Wool scarf\nwarm' }, 'Wool scarf', 'Price Drop!'],
    [{ title: 'Scarf', price: '0' }, 'Scarf', 'Price Drop!'],
    [{ title: 'Scarf', price: '$12.50' }, 'Scarf', 'Under $12.50'],
    [{ title: 'Scarf', price: 'Under $20' }, 'Scarf', 'Under $20'],
    [{ title: 'Scarf', price: '12', percentOff: '30' }, 'Scarf', '30% OFF'],
    [{ title: 'Scarf', price: '12', percentOff: '300' }, 'Scarf', 'Under $12'],
  ])('%j -> title %j, badge %j', (values, title, badge) => {
    const preview = dealPreview(form(values));
    expect(preview.title).toBe(title);
    expect(preview.priceLabel).toBe(badge);
  });

  it('finds a code in the title when the description has none', () => {
    expect(dealPreview(form({ title: 'Boots, code BOOTS5' })).couponCode).toBe('BOOTS5');
  });
});

describe('formFieldOf', () => {
  it.each<[string | null, string | null]>([
    ['affiliateLink', 'affiliateLink'],
    ['imageUrl', 'imageUrls'],
    ['publishAt', 'publishAt'],
    ['postToChannels', 'skipChannels'],
    ['percentOff', 'percentOff'],
    ['title', 'title'],
    ['category', null],
    ['body', null],
    [null, null],
  ])('%j -> %j', (apiField, formField) => {
    expect(formFieldOf(apiField)).toBe(formField);
  });
});
