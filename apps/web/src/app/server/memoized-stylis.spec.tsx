import { renderToString } from 'react-dom/server';
import styled, {
  createGlobalStyle,
  ServerStyleSheet,
  StyleSheetContext,
  type IStyleSheetContext,
} from 'styled-components';
import { MemoizedStylis, memoizedStylis } from './memoized-stylis';

const Card = styled.article<{ $wide?: boolean }>`
  display: grid;
  width: ${({ $wide }) => ($wide ? '40rem' : '20rem')};
  &:hover {
    outline: 2px solid;
  }
  @media (max-width: 600px) {
    width: 100%;
  }
`;

const PageStyle = createGlobalStyle`
  body { margin: 0; }
`;

function Page() {
  return (
    <>
      <PageStyle />
      <Card>narrow</Card>
      <Card $wide>wide</Card>
    </>
  );
}

/** Renders the page as the server does, each time with a fresh sheet. */
function serverRender(memoized: boolean) {
  const sheet = new ServerStyleSheet();
  try {
    const page = memoized ? (
      <MemoizedStylis>
        <Page />
      </MemoizedStylis>
    ) : (
      <Page />
    );
    const html = renderToString(sheet.collectStyles(page));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

function countingStylis() {
  const calls: string[] = [];
  const stylis: IStyleSheetContext['stylis'] = Object.assign(
    (css: string, selector = '') => {
      calls.push(selector);
      return [`${selector}{${css}}`];
    },
    { hash: 'plugins-hash' },
  );
  return { stylis, calls };
}

describe('memoizedStylis', () => {
  it('compiles each rule set once and answers the same rules after', () => {
    const { stylis, calls } = countingStylis();
    const memoized = memoizedStylis(stylis);
    expect(memoized('color: red;', '.a', undefined, 'A')).toEqual(['.a{color: red;}']);
    expect(memoized('color: red;', '.a', undefined, 'A')).toEqual(['.a{color: red;}']);
    expect(memoized('color: red;', '.b', undefined, 'B')).toEqual(['.b{color: red;}']);
    expect(calls).toEqual(['.a', '.b']);
    expect(memoized.hash).toBe('plugins-hash');
    expect(memoizedStylis(stylis)).toBe(memoized);
  });

  it('hands out copies, so a caller changing its rules changes nothing kept', () => {
    const { stylis } = countingStylis();
    const memoized = memoizedStylis(stylis);
    memoized('color: red;', '.a').push('.a{color: blue;}');
    expect(memoized('color: red;', '.a')).toEqual(['.a{color: red;}']);
  });

  it('keeps at most its bound, forgetting the oldest first', () => {
    const { stylis, calls } = countingStylis();
    const memoized = memoizedStylis(stylis, 2);
    for (const selector of ['.a', '.b', '.c', '.c', '.b', '.a']) memoized('x: 1;', selector);
    expect(calls).toEqual(['.a', '.b', '.c', '.a']);
  });
});

describe('MemoizedStylis', () => {
  it('gives a server render the same markup and styles as styled-components alone, every time', () => {
    const plain = serverRender(false);
    expect(plain.styles).toContain('width:40rem');
    expect(plain.styles).toContain('margin:0');
    for (let render = 0; render < 3; render += 1) expect(serverRender(true)).toEqual(plain);
  });

  it('compiles each rule set in the first render only, with a fresh sheet each render', () => {
    const { stylis, calls } = countingStylis();
    const renderOnce = () => {
      const sheet = new ServerStyleSheet();
      try {
        renderToString(
          sheet.collectStyles(
            <StyleSheetContext.Provider value={{ styleSheet: sheet.instance, stylis }}>
              <MemoizedStylis>
                <Page />
              </MemoizedStylis>
            </StyleSheetContext.Provider>,
          ),
        );
        return sheet.getStyleTags();
      } finally {
        sheet.seal();
      }
    };
    const first = renderOnce();
    expect(calls).toHaveLength(3);
    expect(renderOnce()).toBe(first);
    expect(calls).toHaveLength(3);
  });
});
