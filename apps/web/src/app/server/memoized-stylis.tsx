import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stylis = IStyleSheetContext['stylis'];

/** Room for all the app's rule sets: about 140 styled components, a few with variants by prop. */
export const MAX_MEMOIZED_RULE_SETS = 2000;

const memoizedVersions = new WeakMap<Stylis, Stylis>();

/**
 * `stylis` remembering what it compiled, across renders: a server render starts each page with an
 * empty style sheet, so without this every rule set on the page is compiled again (stylis was
 * about 1.5 ms of a 30 ms first render of the home page). Bounded: the oldest entry goes first.
 */
export function memoizedStylis(stylis: Stylis, maxEntries = MAX_MEMOIZED_RULE_SETS): Stylis {
  const known = memoizedVersions.get(stylis);
  if (known) return known;
  const compiled = new Map<string, readonly string[]>();
  const memoize = (css: string, selector = '', prefix = '', componentId = '&') => {
    const key = `${componentId}\0${selector}\0${prefix}\0${css}`;
    let rules = compiled.get(key);
    if (rules === undefined) {
      rules = Object.freeze(stylis(css, selector, prefix, componentId));
      if (compiled.size >= maxEntries) compiled.delete(compiled.keys().next().value as string);
      compiled.set(key, rules);
    }
    // A fresh array, as stylis gives: the sheet may keep or change what it receives.
    return [...rules];
  };
  // styled-components folds the plugins' hash into class names; it must stay the same.
  const memoized: Stylis = Object.assign(memoize, { hash: stylis.hash });
  memoizedVersions.set(stylis, memoized);
  return memoized;
}

/** Gives the tree below the surrounding style sheet with a stylis that remembers what it compiled. */
export function MemoizedStylis({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: memoizedStylis(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
