import { modulePreloadTags, type ViteManifest } from './route-preloads';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  '_CategoryDealsPage-x.js': { file: 'assets/CategoryDealsPage-x.js', imports: ['index.html'] },
  'src/pages/FashionPage.tsx': {
    file: 'assets/FashionPage-f.js',
    imports: ['_CategoryDealsPage-x.js', 'index.html'],
  },
  'src/pages/FavoritesPage.tsx': {
    file: 'assets/FavoritesPage-v.js',
    imports: ['_CategoryDealsPage-x.js', 'index.html'],
  },
  'src/pages/PrivacyPage.tsx': { file: 'assets/PrivacyPage-p.js', imports: ['index.html'] },
};

describe('modulePreloadTags', () => {
  it('preloads a route chunk and the chunks it imports, but not the entry', () => {
    expect(modulePreloadTags(MANIFEST, ['src/pages/FashionPage.tsx'])).toBe(
      [
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/FashionPage-f.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/CategoryDealsPage-x.js">',
      ].join('\n'),
    );
  });

  it('lists a chunk shared by two routes once', () => {
    const tags = modulePreloadTags(MANIFEST, [
      'src/pages/FashionPage.tsx',
      'src/pages/FavoritesPage.tsx',
    ]);
    expect(tags.match(/CategoryDealsPage/g)).toHaveLength(1);
    expect(tags.split('\n')).toHaveLength(3);
  });

  it('adds nothing for a page without lazy routes or for a module the build does not know', () => {
    expect(modulePreloadTags(MANIFEST, [])).toBe('');
    expect(modulePreloadTags(MANIFEST, ['src/pages/Renamed.tsx'])).toBe('');
  });
});
