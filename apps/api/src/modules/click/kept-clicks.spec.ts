import { ClickBatch } from './click-batch';
import { keptClicksFormat } from './kept-clicks';

describe('keptClicksFormat', () => {
  it('turns a batch into rows and back without losing or doubling a click', () => {
    const batch = new ClickBatch();
    batch.add(7, '2026-11-26', '0123456789abcdef', 2);
    batch.add(7, '2026-11-26', 'fedcba9876543210');
    batch.add(9, '2026-11-25', '00000000ffffffff', 3, 'telegram');
    const rows = keptClicksFormat.toRows(batch);
    expect(rows).toEqual([
      [7, '2026-11-26', '0123456789abcdef', 2, null],
      [7, '2026-11-26', 'fedcba9876543210', 1, null],
      [9, '2026-11-25', '00000000ffffffff', 3, 'telegram'],
    ]);
    const back = keptClicksFormat.fromRows(JSON.parse(JSON.stringify(rows)) as unknown[]);
    expect(keptClicksFormat.toRows(back)).toEqual(rows);
    expect([back.totalFor(7), back.totalFor(9)]).toEqual([3, 3]);
  });

  it('reads the four-field rows of files written before clicks kept their src', () => {
    const back = keptClicksFormat.fromRows([[7, '2026-11-26', '0123456789abcdef', 2]]);
    expect(keptClicksFormat.toRows(back)).toEqual([[7, '2026-11-26', '0123456789abcdef', 2, null]]);
  });

  it.each([
    ['an over-long source', [7, '2026-11-26', '0123456789abcdef', 1, 'x'.repeat(65)]],
    ['a negative click count', [7, '2026-11-26', '0123456789abcdef', -4]],
    ['a malformed day', [7, '26/11/2026', '0123456789abcdef', 1]],
    ['a visitor hash that is not hex', [7, '2026-11-26', 'ZZZ', 1]],
    ['no deal id', [0, '2026-11-26', '0123456789abcdef', 1]],
    ['a missing field', [7, '2026-11-26', '0123456789abcdef']],
  ])('refuses a row with %s', (_, row) => {
    expect(() => keptClicksFormat.fromRows([row])).toThrow(
      /\[deal id, day, visitor hash, clicks\]/,
    );
  });
});
