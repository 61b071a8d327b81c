import { ConfigError } from './config-error';
import { readMailSettings } from './mail-settings';

describe('readMailSettings', () => {
  it('sends nothing without SMTP_URL, and digests go out at 8', () => {
    expect(readMailSettings({})).toEqual({ mail: null, mailPostalAddress: null, digestHour: 8 });
  });

  it('reads the transport, the sender, the postal address and the hour', () => {
    expect(
      readMailSettings({
        SMTP_URL: 'smtps://deals:s3cret@mail.example.com:465',
        MAIL_FROM: 'Deals <deals@example.com>',
        MAIL_POSTAL_ADDRESS: '1 Main St, Springfield',
        DIGEST_HOUR: '0',
      }),
    ).toEqual({
      mail: {
        smtpUrl: 'smtps://deals:s3cret@mail.example.com:465',
        from: 'Deals <deals@example.com>',
      },
      mailPostalAddress: '1 Main St, Springfield',
      digestHour: 0,
    });
    expect(
      readMailSettings({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'deals@example.com' }).mail,
    ).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'deals@example.com' });
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.example.com' }, /^MAIL_FROM is required with SMTP_URL/],
    [{ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'nobody' }, /^MAIL_FROM must be an address/],
    [{ DIGEST_HOUR: '24' }, /^DIGEST_HOUR must be a whole hour from 0 to 23, got "24"/],
    [{ DIGEST_HOUR: '7.5' }, /^DIGEST_HOUR must be a whole hour/],
    [{ DIGEST_HOUR: '-1' }, /^DIGEST_HOUR must be a whole hour/],
  ])('refuses %p with one clear line', (env, message) => {
    expect(() => readMailSettings(env)).toThrow(ConfigError);
    expect(() => readMailSettings(env)).toThrow(message);
  });

  it.each([
    'http://deals:hunter2-secret@mail.example.com',
    'smtp//deals:hunter2-secret@mail.example.com',
    'smtps://deals:hunter2-secret@mail.example.com/%zz',
  ])('refuses the malformed SMTP_URL %s without repeating its password', (url) => {
    const read = () => readMailSettings({ SMTP_URL: url, MAIL_FROM: 'deals@example.com' });
    expect(read).toThrow(/^SMTP_URL /);
    expect(read).not.toThrow(/hunter2/);
  });
});
