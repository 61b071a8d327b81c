import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rawRequest } from '../../test/raw-http';
import { LearnedHeaders } from './learned-headers';

describe('learned headers', () => {
  let server: Server;
  let baseUrl: string;
  const learned = new LearnedHeaders();
  let answers = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      learned.learnFrom(res);
      answers += 1;
      // The first client is gone before its answer: the response closes without finishing.
      if (answers === 1) {
        res.destroy();
        return;
      }
      // As Express sets them: one by one, so the response can list them afterwards.
      res.setHeader('etag', '"v1"');
      res.setHeader('x-content-type-options', 'nosniff');
      res.end('a page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('learns from the next answer when the one it watched was cut short', async () => {
    await expect(rawRequest(baseUrl, '/')).rejects.toThrow();
    expect(learned.shared).toBeNull();
    expect((await rawRequest(baseUrl, '/')).status).toBe(200);
    // The server's 'close' may come a turn after the client has the whole answer.
    for (let turn = 0; turn < 100 && !learned.shared; turn += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(learned.shared).toEqual({ 'x-content-type-options': 'nosniff' });
  });
});
