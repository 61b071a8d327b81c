import { rawHeader, startTestSmtpServer, type TestSmtpServer } from '../testing';
import type { Mailer } from './mailer';
import { sendWithRetry } from './send-with-retry';
import { classifySmtpFailure } from './smtp-failure';
import { createSmtpMailer } from './smtp-mailer';

const FAST_RETRY = { attempts: 3, firstDelayMs: 50 };
const mail = (to: string) => ({
  to,
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  headers: { 'List-Unsubscribe': '<https://deals.example.com/unsubscribe/abc>' },
});

describe('the SMTP mailer against a real SMTP server on loopback', () => {
  let smtp: TestSmtpServer;
  let mailer: Mailer;

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Deals <deals@example.com>' });
  });

  afterEach(async () => {
    mailer.close();
    await smtp.close();
  });

  it('delivers HTML and text parts, the sender and the extra headers', async () => {
    await mailer.send(mail('ann@example.com'));
    const [received] = await smtp.waitForMails('ann@example.com', 1);
    expect(received.parsed.from?.value).toEqual([{ name: 'Deals', address: 'deals@example.com' }]);
    expect(received.parsed.subject).toBe('Hello');
    expect(received.parsed.html).toContain('<p>Hello</p>');
    expect(received.parsed.text?.trim()).toBe('Hello');
    expect(rawHeader(received.parsed, 'List-Unsubscribe')).toBe(
      '<https://deals.example.com/unsubscribe/abc>',
    );
  });

  it('retries a transient 4xx with backoff and succeeds', async () => {
    smtp.setPolicy((_recipient, attempt) =>
      attempt < 3 ? { code: 450, message: 'Greylisted, try again later' } : null,
    );
    const startedAt = Date.now();
    await sendWithRetry(mailer, mail('grey@example.com'), FAST_RETRY);
    expect(smtp.attempts.filter((rcpt) => rcpt === 'grey@example.com')).toHaveLength(3);
    expect(smtp.mailsTo('grey@example.com')).toHaveLength(1);
    // 50 ms, then 100 ms between the three tries.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(150);
  });

  it('gives up on a permanent 5xx at once, without retrying', async () => {
    smtp.setPolicy(() => ({ code: 550, message: 'No such mailbox' }));
    const sending = sendWithRetry(mailer, mail('gone@example.com'), FAST_RETRY);
    await expect(sending).rejects.toMatchObject({ responseCode: 550 });
    const error: unknown = await sending.catch((failure: unknown) => failure);
    expect(classifySmtpFailure(error)).toBe('permanent');
    expect(smtp.attempts.filter((rcpt) => rcpt === 'gone@example.com')).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
  });

  it('reports a server that is not there as transient', async () => {
    await smtp.close();
    const error: unknown = await mailer.send(mail('ann@example.com')).catch((failure) => failure);
    expect(classifySmtpFailure(error)).toBe('transient');
    smtp = await startTestSmtpServer();
  });
});
