import { countsAsPageView, pageViewBody, sendPageView, VISITS_URL } from './page-view';

describe('the page-view beacon', () => {
  it('counts every public page and none of the curator screens', () => {
    for (const path of ['/', '/fashion', '/deals/12', '/stores/acme', '/administrator', '/nope']) {
      expect(countsAsPageView(path)).toBe(true);
    }
    for (const path of ['/admin', '/admin/', '/Admin', '/auth', '/auth/reset']) {
      expect(countsAsPageView(path)).toBe(false);
    }
  });

  it('sends the landing address and the referrer as the JSON the API reads', () => {
    expect(
      JSON.parse(pageViewBody('https://deals.example/?utm_source=x', 'https://t.co/a')),
    ).toEqual({ url: 'https://deals.example/?utm_source=x', referrer: 'https://t.co/a' });
  });

  describe('sending', () => {
    const realNavigator = globalThis.navigator;
    const realFetch = globalThis.fetch;
    const sendBeacon = jest.fn<boolean, [string, Blob]>();
    const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

    beforeEach(() => {
      sendBeacon.mockReset();
      fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
      Object.defineProperty(globalThis, 'navigator', {
        value: { sendBeacon },
        configurable: true,
      });
      globalThis.fetch = fetchMock as unknown as typeof fetch;
    });

    afterEach(() => {
      Object.defineProperty(globalThis, 'navigator', { value: realNavigator, configurable: true });
      globalThis.fetch = realFetch;
    });

    it('uses a text/plain beacon when the browser takes it', async () => {
      sendBeacon.mockReturnValue(true);
      sendPageView('https://deals.example/fashion', '');
      const [url, blob] = sendBeacon.mock.calls[0];
      expect(url).toBe(VISITS_URL);
      expect(blob.type).toBe('text/plain');
      expect(JSON.parse(await blob.text())).toEqual({
        url: 'https://deals.example/fashion',
        referrer: '',
      });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('falls back to a keepalive fetch when the beacon is refused', () => {
      sendBeacon.mockReturnValue(false);
      sendPageView('https://deals.example/', 'https://www.google.com/');
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe(VISITS_URL);
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
      expect(JSON.parse(init.body as string)).toEqual({
        url: 'https://deals.example/',
        referrer: 'https://www.google.com/',
      });
    });
  });
});
