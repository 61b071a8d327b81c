import { boundsBreachOf, GRAPHQL_REQUEST_BOUNDS } from './request-bounds';

const { maxDepth, maxEntries } = GRAPHQL_REQUEST_BOUNDS;

/** `levels` arrays nested in one another, built without recursion. */
function nestedArrays(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

describe('boundsBreachOf', () => {
  it('accepts what real variables look like, and scalars or nothing', () => {
    expect(boundsBreachOf({ sort: 'NEWEST', limit: 12, search: null })).toBeNull();
    expect(boundsBreachOf(undefined)).toBeNull();
    expect(boundsBreachOf('a string')).toBeNull();
  });

  it(`accepts ${maxDepth} levels and refuses one more`, () => {
    expect(boundsBreachOf(nestedArrays(maxDepth))).toBeNull();
    expect(boundsBreachOf(nestedArrays(maxDepth + 1))).toMatch(/deeper than 16 levels/);
  });

  it('walks a million levels without touching the call stack', () => {
    expect(boundsBreachOf(nestedArrays(1_000_000))).toMatch(/deeper than/);
  });

  it(`counts keys and items over the whole value, at most ${maxEntries}`, () => {
    const half = Object.fromEntries(Array.from({ length: maxEntries / 2 - 1 }, (_, i) => [i, i]));
    expect(boundsBreachOf({ a: half, b: Object.values(half) })).toBeNull();
    expect(boundsBreachOf({ a: half, b: [...Object.values(half), 0] })).toMatch(/more than 500/);
  });
});
