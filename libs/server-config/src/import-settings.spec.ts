import { ConfigError } from './config-error';
import { readImportSettings } from './import-settings';

describe('readImportSettings', () => {
  it.each(['1234567890', 'best.deals', 'best.deals_2026'])(
    'takes FACEBOOK_PAGE_ID %j',
    (pageId) => {
      expect(readImportSettings({ FACEBOOK_PAGE_ID: ` ${pageId} ` }).facebook.pageId).toBe(pageId);
    },
  );

  it.each(['..', '.', '...', 'page/../x', 'my page', '%2e%2e', 'ünïcode', 'x'.repeat(101)])(
    'stops the boot with one line on FACEBOOK_PAGE_ID %j',
    (pageId) => {
      const read = () => readImportSettings({ FACEBOOK_PAGE_ID: pageId });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(
        /^FACEBOOK_PAGE_ID must be a page ID \(digits\) or a page username \(letters, digits, underscores and dots, not only dots\)$/,
      );
    },
  );
});
