import { retryAfterMs, sendPushWithRetry, type SendPush } from './push-send';

const subscription = { endpoint: 'https://push.example/x', keys: { p256dh: 'p', auth: 'a' } };
const fast = { attempts: 3, firstDelayMs: 1, maxDelayMs: 20 };

function answering(...statuses: (number | null)[]): SendPush & { calls: number } {
  const send = Object.assign(
    async () => {
      const status = send.calls < statuses.length ? statuses[send.calls] : 201;
      send.calls += 1;
      if (status === 201) return { statusCode: 201 };
      throw Object.assign(new Error(status === null ? 'socket hang up' : 'refused'), {
        statusCode: status ?? undefined,
        headers: status === 429 ? { 'retry-after': '0' } : {},
      });
    },
    { calls: 0 },
  );
  return send;
}

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(undefined, 0)).toBeNull();
    expect(retryAfterMs('soon', 0)).toBeNull();
  });
});

describe('sendPushWithRetry', () => {
  it('retries 429, 5xx and network failures, then sends', async () => {
    const send = answering(429, 503, null);
    await expect(
      sendPushWithRetry(send, subscription, '{}', {}, { ...fast, attempts: 4 }),
    ).resolves.toEqual({
      kind: 'sent',
    });
    expect(send.calls).toBe(4);
  });

  it('gives up after its attempts', async () => {
    const send = answering(500, 500, 500, 500);
    const outcome = await sendPushWithRetry(send, subscription, '{}', {}, fast);
    expect(outcome).toMatchObject({ kind: 'failed', reason: expect.stringContaining('HTTP 500') });
    expect(send.calls).toBe(3);
  });

  it('answers gone for 404 and 410, and does not retry other refusals', async () => {
    expect(await sendPushWithRetry(answering(410), subscription, '{}', {}, fast)).toEqual({
      kind: 'gone',
      statusCode: 410,
    });
    expect(await sendPushWithRetry(answering(404), subscription, '{}', {}, fast)).toMatchObject({
      kind: 'gone',
    });
    const send = answering(400);
    expect(await sendPushWithRetry(send, subscription, '{}', {}, fast)).toMatchObject({
      kind: 'failed',
    });
    expect(send.calls).toBe(1);
  });

  it('caps a long Retry-After', async () => {
    const send: SendPush = async () => {
      throw Object.assign(new Error('slow down'), {
        statusCode: 429,
        headers: { 'retry-after': '3600' },
      });
    };
    const startedAt = Date.now();
    await sendPushWithRetry(
      send,
      subscription,
      '{}',
      {},
      { attempts: 2, firstDelayMs: 1, maxDelayMs: 50 },
    );
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });
});
