import { subscriptionsCsv } from './subscription-csv';

describe('subscriptionsCsv', () => {
  it('writes a header and one CRLF-ended line per subscriber', () => {
    const csv = subscriptionsCsv([
      { email: 'ann@example.com', frequency: 'daily', createdAt: new Date('2026-11-20T10:00:00Z') },
      { email: 'bo@example.com', frequency: 'weekly', createdAt: new Date('2026-11-21T11:30:00Z') },
    ]);
    expect(csv).toBe(
      'email,frequency,subscribed_at\r\n' +
        'ann@example.com,daily,2026-11-20T10:00:00.000Z\r\n' +
        'bo@example.com,weekly,2026-11-21T11:30:00.000Z\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = subscriptionsCsv([
      { email: '=1+1@example.com', frequency: 'daily', createdAt: new Date(0) },
      { email: '-x@example.com', frequency: 'daily', createdAt: new Date(0) },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      "'=1+1@example.com,daily,1970-01-01T00:00:00.000Z",
      "'-x@example.com,daily,1970-01-01T00:00:00.000Z",
    ]);
  });
});
