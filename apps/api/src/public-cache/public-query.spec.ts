import { normalisedQuery, renderedUrl } from './public-query';

describe('renderedUrl', () => {
  it('keeps the path and only the parameters a render reads, in a fixed order', () => {
    expect(renderedUrl('/?sort=popular&utm_source=fb&q=tv&fbclid=x')).toBe('/?q=tv&sort=popular');
    expect(renderedUrl('/fashion?scrollTo=yesterday')).toBe('/fashion');
    expect(renderedUrl('/?q=')).toBe('/');
    expect(renderedUrl('/auth?from=%2Fadmin')).toBe('/auth?from=%2Fadmin');
  });

  it('never lets two routes or two searches share a key', () => {
    expect(renderedUrl('/fashion')).not.toBe(renderedUrl('/'));
    expect(renderedUrl('/?q=tv')).not.toBe(renderedUrl('/?q=radio'));
  });
});

describe('normalisedQuery', () => {
  it('gives the same string whatever the order of keys, at any depth', () => {
    expect(
      normalisedQuery({ variables: { first: 20, filter: { category: 'TECH', sort: 'NEW' } } }),
    ).toBe(
      normalisedQuery({ variables: { filter: { sort: 'NEW', category: 'TECH' }, first: 20 } }),
    );
  });

  it('tells apart values, arrays in order and types, and leaves out undefined', () => {
    expect(normalisedQuery({ ids: [1, 2] })).not.toBe(normalisedQuery({ ids: [2, 1] }));
    expect(normalisedQuery({ first: 20 })).not.toBe(normalisedQuery({ first: '20' }));
    expect(normalisedQuery({ sort: 'NEW', category: undefined })).toBe(
      normalisedQuery({ sort: 'NEW' }),
    );
  });
});
