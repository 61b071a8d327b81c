import { theme } from '../theme';
import { PostButtonForm } from './PostButtonForm';
import { renderStaticPage } from './render-static-page';
import { StaticPage } from './StaticPage';

const page = (title: string) =>
  renderStaticPage(
    <StaticPage title={title} head={<meta name="robots" content="noindex" />}>
      <PostButtonForm action="/subscribe/confirm/abc" label="Confirm" />
    </StaticPage>,
  );

describe('renderStaticPage', () => {
  it('makes a whole document, its title escaped, the page’s own head before the title', () => {
    const html = page('Tom & Jerry <3');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(html).toContain(
      '<meta name="robots" content="noindex"/><title>Tom &amp; Jerry &lt;3</title>',
    );
    expect(html).toContain('<h1>Tom &amp; Jerry &lt;3</h1>');
    expect(html).toMatch(/<\/html>$/);
  });

  it('puts the CSS of every piece in one style element of the head, and no script anywhere', () => {
    const html = page('Confirm');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<style[ >]/g)).toHaveLength(1);
    expect(head).toContain(`background:${theme.colors.brand}`);
    expect(head).toContain(`background:${theme.colors.background}`);
    expect(html.slice(html.indexOf('</head>'))).not.toMatch(/<style|style="/);
    expect(html).not.toContain('<script');
  });

  it('starts each render with an empty sheet', () => {
    const first = page('One');
    expect(page('Two')).toBe(first.replaceAll('One', 'Two'));
  });
});
