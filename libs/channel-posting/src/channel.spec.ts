import { mayHaveBeenPosted } from './channel';

const fetchFailed = (code: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });

describe('mayHaveBeenPosted', () => {
  it('says yes when the request went out and no answer came: a timeout, a dropped connection', () => {
    expect(mayHaveBeenPosted(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(mayHaveBeenPosted(fetchFailed('UND_ERR_SOCKET'))).toBe(true);
    expect(mayHaveBeenPosted(fetchFailed('ECONNRESET'))).toBe(true);
  });

  it('says no when the connection never opened or the network answered', () => {
    expect(mayHaveBeenPosted(fetchFailed('ECONNREFUSED'))).toBe(false);
    expect(mayHaveBeenPosted(fetchFailed('ENOTFOUND'))).toBe(false);
    expect(mayHaveBeenPosted(new Error('discord answered 500'))).toBe(false);
    expect(mayHaveBeenPosted('not an error')).toBe(false);
  });
});
