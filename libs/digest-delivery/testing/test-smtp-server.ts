import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A refusal the server answers RCPT TO with, e.g. { code: 450, message: 'Try again later' }. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

/** Decides each RCPT TO: null accepts; `attempt` counts this recipient's tries from 1. */
export type RecipientPolicy = (recipient: string, attempt: number) => SmtpRefusal | null;

export interface ReceivedMail {
  /** The envelope recipients, as the client gave them. */
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Each message is kept here before the server answers it: once a send resolves, it is in. */
  received: ReceivedMail[];
  /** Every RCPT TO the server was asked, accepted or not. */
  attempts: string[];
  setPolicy(policy: RecipientPolicy): void;
  /**
   * Holds each message this long before answering it. A message whose client has gone by then is
   * dropped, as if the server took a message only once it could say so.
   */
  setAnswerDelay(ms: number): void;
  /** Messages whose data has arrived and that wait out the answer delay: none is taken yet. */
  awaitingAnswer(): number;
  /** Mails received for one recipient, in order. */
  mailsTo(recipient: string): ReceivedMail[];
  /** Waits until `count` mails have reached the recipient; fails after `timeoutMs`. */
  waitForMails(recipient: string, count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A header's value as sent (mailparser folds List-* headers into one object otherwise). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
}

const acceptEveryone: RecipientPolicy = () => null;

/** A real SMTP server on loopback, parsing each message as it arrives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts: string[] = [];
  let policy = acceptEveryone;
  let answerDelayMs = 0;
  let awaitingAnswer = 0;
  const closedSessions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      attempts.push(recipient);
      const refusal = policy(recipient, attempts.filter((entry) => entry === recipient).length);
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        async (parsed) => {
          if (answerDelayMs > 0) {
            awaitingAnswer += 1;
            await new Promise((wake) => setTimeout(wake, answerDelayMs));
            awaitingAnswer -= 1;
          }
          if (closedSessions.has(session.id)) return callback(new Error('client gone'));
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          received.push({ to, parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
    onClose(session) {
      closedSessions.add(session.id);
    },
  });
  // A client killed mid-session (the worker crash tests SIGKILL one) resets its connection; the
  // server reports that as an 'error' event, which unheard would fail the whole test file.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (recipient: string) =>
    received.filter((mail) => mail.to.includes(recipient.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    setPolicy: (next) => {
      policy = next;
    },
    setAnswerDelay: (ms) => {
      answerDelayMs = ms;
    },
    awaitingAnswer: () => awaitingAnswer,
    mailsTo,
    async waitForMails(recipient, count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (mailsTo(recipient).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `timed out after ${timeoutMs} ms waiting for ${count} mails to ${recipient}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mailsTo(recipient);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
