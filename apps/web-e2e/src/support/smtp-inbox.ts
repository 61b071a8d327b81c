import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Answers RCPT TO for these addresses with a permanent 550 refusal. */
  refuse(address: string): void;
  /** Waits until `count` messages have reached the address; fails after `timeoutMs`. */
  waitForMails(address: string, count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  mailsTo(address: string): ParsedMail[];
  close(): Promise<void>;
}

/** An SMTP server on loopback that keeps every message it accepts, parsed. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          received.push({ to, mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (address: string) =>
    received.filter(({ to }) => to.includes(address.toLowerCase())).map(({ mail }) => mail);

  return {
    url: `smtp://127.0.0.1:${port}`,
    refuse: (address) => refused.add(address.toLowerCase()),
    mailsTo,
    async waitForMails(address, count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (mailsTo(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`no ${count} mails to ${address} within ${timeoutMs} ms`);
        }
        await new Promise((wake) => setTimeout(wake, 25));
      }
      return mailsTo(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
