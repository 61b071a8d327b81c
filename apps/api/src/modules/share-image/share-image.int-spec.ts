import sharp from 'sharp';
import request from 'supertest';
import { graphql, signedInAs } from '../../../test/auth-helpers';
import { insertDeal } from '../../../test/deal-fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DIALECTS } from '../../../test/test-databases';
import { isShareCardName } from './share-image.service';

const SHARE_IMAGE = 'query ($id: ID!) { deal(id: $id) { shareImage { url width height } } }';

describe.each(DIALECTS)('the preview a shared deal shows, on %s', (dialect) => {
  let testApp: TestApp;
  let curator: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    curator = await signedInAs(testApp.app, 'share.curator');
  });

  afterAll(() => testApp.close());

  const shareImageOf = async (id: number) => {
    const answer = await graphql(testApp.app, SHARE_IMAGE, { id: String(id) });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.deal.shareImage as { url: string; width: number; height: number };
  };

  const uploadImage = async (width: number, height: number) => {
    const data = await sharp({ create: { width, height, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const uploaded = await request(testApp.app)
      .post('/api/upload')
      .set('Cookie', curator)
      .attach('image', data, { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(201);
    return uploaded.body.url as string;
  };

  it('shows the first upload as its 1200 px wide variant, with its size', async () => {
    const wide = await uploadImage(2400, 1600);
    const small = await uploadImage(600, 900);
    const deal = await insertDeal(testApp.dataSource, { imageUrl: `${wide},${small}` });
    const image = await shareImageOf(deal.id);
    expect(image).toEqual({
      url: `/api/images/${wide.split('/').pop()}?w=1200`,
      width: 1200,
      height: 800,
    });
    const variant = await request(testApp.app).get(image.url).expect(200);
    expect(await sharp(variant.body as Buffer).metadata()).toMatchObject({
      width: 1200,
      height: 800,
    });

    // A narrower upload is never enlarged: its own size.
    const narrow = await insertDeal(testApp.dataSource, { imageUrl: small });
    expect(await shareImageOf(narrow.id)).toMatchObject({ width: 600, height: 900 });
  });

  it('shows a picture on another site as it is, its size unknown', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      imageUrl: 'https://images.example/kettle.jpg',
    });
    expect(await shareImageOf(deal.id)).toEqual({
      url: 'https://images.example/kettle.jpg',
      width: null,
      height: null,
    });
  });

  it('makes a 1200×630 card for a deal without a picture, kept and made anew when its title changes', async () => {
    const deal = await insertDeal(testApp.dataSource, {
      title: 'Cast iron skillet, 12 inch, pre-seasoned',
      price: '24.99',
      originalPrice: '39.99',
      imageUrl: '',
    });
    const image = await shareImageOf(deal.id);
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.url).toMatch(
      new RegExp(`^/api/deals/${deal.id}/share-card\\.png\\?v=[0-9a-f]{12}$`),
    );

    const card = await request(testApp.app).get(image.url).expect(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toContain('immutable');
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    const cards = testApp.services.images.storage.store('share-cards', isShareCardName);
    expect(await cards.list()).toEqual([`deal-${deal.id}-${image.url.slice(-12)}.png`]);
    await request(testApp.app)
      .get(image.url)
      .set('If-None-Match', String(card.headers.etag))
      .expect(304);

    await request(testApp.app)
      .put(`/api/deals/${deal.id}`)
      .set('Cookie', curator)
      .send({ title: 'Cast iron skillet, now 10 inch' })
      .expect(200);
    const renamed = await shareImageOf(deal.id);
    expect(renamed.url).not.toBe(image.url);
    const newCard = await request(testApp.app).get(renamed.url).expect(200);
    expect(newCard.headers.etag).not.toBe(card.headers.etag);
    expect(await cards.list()).toEqual([`deal-${deal.id}-${renamed.url.slice(-12)}.png`]);
    // The old address answers the card as it reads now, and no cache keeps that for good.
    const old = await request(testApp.app).get(image.url).expect(200);
    expect(old.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for an unknown, archived or scheduled deal', async () => {
    const archived = await insertDeal(testApp.dataSource, { active: false });
    const scheduled = await insertDeal(testApp.dataSource, {
      createdAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    for (const id of [999_999, archived.id, scheduled.id, 'abc'])
      await request(testApp.app).get(`/api/deals/${id}/share-card.png`).expect(404);
  });
});
