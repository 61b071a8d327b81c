import { classifySmtpFailure, smtpFailureSummary } from './smtp-failure';

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('refused'), fields);

describe('classifySmtpFailure', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 450 }, 'transient'],
    [{ code: 'EMESSAGE', responseCode: 421 }, 'transient'],
    [{ code: 'ECONNECTION' }, 'transient'],
    [{ code: 'ETIMEDOUT' }, 'transient'],
    [{ code: 'EENVELOPE', responseCode: 550 }, 'permanent'],
    [{ code: 'EMESSAGE', responseCode: 554 }, 'permanent'],
    // Bad credentials say nothing about the subscriber's address.
    [{ code: 'EAUTH', responseCode: 535 }, 'other'],
    [{}, 'other'],
  ])('%p is %s', (fields, kind) => {
    expect(classifySmtpFailure(smtpError(fields))).toBe(kind);
  });
});

describe('smtpFailureSummary', () => {
  it('keeps the code and one short line', () => {
    const summary = smtpFailureSummary(
      Object.assign(new Error('Mailbox\nunavailable'), { responseCode: 550 }),
    );
    expect(summary).toBe('550 Mailbox unavailable');
    expect(smtpFailureSummary(new Error('x'.repeat(900))).length).toBe(500);
  });
});
