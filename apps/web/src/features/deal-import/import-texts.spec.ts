import { importedSummary, isValidPageId } from './import-texts';

describe('import texts', () => {
  it('sums up an import as the spec words it', () => {
    expect(importedSummary(3)).toBe('Imported 3 new deals');
    expect(importedSummary(0)).toBe('no new deals found');
  });

  it.each([
    ['1234567890', true],
    ['best.deals_2026', true],
    ['', false],
    ['my page', false],
    ['page/feed', false],
    ['dëals', false],
    ['..', false],
    ['.', false],
  ])('judges the page ID %j valid: %s', (pageId, valid) => {
    expect(isValidPageId(pageId)).toBe(valid);
  });
});
