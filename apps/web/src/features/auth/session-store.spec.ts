import { print } from 'graphql';
import { SessionQuery } from './graphql/session.query';
import { createSessionStore, SESSION_QUERY_TEXT, type SessionUser } from './session-store';

const curator: SessionUser = {
  id: '1',
  username: 'ada',
  role: 'CURATOR',
  isCurator: true,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createSessionStore', () => {
  it('asks nothing until a component subscribes, then once for every subscriber', async () => {
    const answers = [deferred<SessionUser | null>()];
    const ask = jest.fn(() => answers[0].promise);
    const store = createSessionStore(ask);
    expect(ask).not.toHaveBeenCalled();

    const first = jest.fn();
    const second = jest.fn();
    store.subscribe(first);
    store.subscribe(second);
    expect(store.snapshot()).toEqual({ status: 'loading' });
    answers[0].resolve(curator);
    await settled();

    expect(ask).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toEqual({ status: 'signed-in', user: curator });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('tells a visitor from a curator', async () => {
    const store = createSessionStore(() => Promise.resolve(null));
    store.subscribe(() => undefined);
    await settled();

    expect(store.snapshot()).toEqual({ status: 'anonymous' });
  });

  it('fails when it cannot tell, and asks again only on retry', async () => {
    const ask = jest
      .fn<Promise<SessionUser | null>, []>()
      .mockRejectedValueOnce(new Error('the session check failed (HTTP 503)'))
      .mockResolvedValueOnce(curator);
    const store = createSessionStore(ask);
    const unsubscribe = store.subscribe(() => undefined);
    await settled();
    expect(store.snapshot()).toEqual({ status: 'failed' });

    unsubscribe();
    store.subscribe(() => undefined);
    expect(ask).toHaveBeenCalledTimes(1);

    store.retry();
    expect(store.snapshot()).toEqual({ status: 'loading' });
    await settled();
    expect(ask).toHaveBeenCalledTimes(2);
    expect(store.snapshot()).toEqual({ status: 'signed-in', user: curator });
  });

  it('ignores a retry unless the last check failed', async () => {
    const ask = jest.fn(() => Promise.resolve(null));
    const store = createSessionStore(ask);
    store.subscribe(() => undefined);
    store.retry();
    await settled();
    store.retry();

    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('stops telling a component that unsubscribed', async () => {
    const listener = jest.fn();
    const store = createSessionStore(() => Promise.resolve(null));
    store.subscribe(listener)();
    await settled();

    expect(listener).not.toHaveBeenCalled();
  });

  it('sends the Session query exactly as session.graphql defines it', () => {
    expect(SESSION_QUERY_TEXT).toBe(print(SessionQuery));
  });
});
