import { importResultMessage } from './import-message';

describe('importResultMessage', () => {
  it.each([
    [3, 0, 'Imported 3 new deals'],
    [1, 0, 'Imported 1 new deal'],
    [0, 0, 'no new deals found'],
    [2, 1, 'Imported 2 new deals; 1 post was not a deal'],
    [0, 4, 'no new deals found; 4 posts were not deals'],
  ])('%i imported, %i not: %s', (imported, notImported, message) => {
    expect(importResultMessage(imported, notImported)).toBe(message);
  });
});
