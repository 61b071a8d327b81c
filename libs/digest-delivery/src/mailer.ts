/** One message; the From header is the mailer's own (MAIL_FROM). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Sends mail; the rest of the code never sees nodemailer. */
export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects with its refusal otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
