import type { PublicSiteConfig, SsrResult } from '@deal-site/ssr-contract';
import { fillTemplate } from './page-template';

const siteConfig: PublicSiteConfig = {
  siteTimeZone: 'America/Chicago',
  siteZoneOffsets: { timeZone: 'America/Chicago', until: 0, spans: [] },
  publicUrl: 'https://deals.example',
  donateUrl: 'https://donate.example',
  socialGroupUrl: 'https://group.example',
  socialVideoUrl: 'https://video.example',
  mailEnabled: false,
};

const result = (pageAnswers: SsrResult['pageAnswers'] = []): SsrResult => ({
  status: 200,
  html: '<main>Deals</main>',
  head: '<title>Daily Deals</title>',
  apolloState: null,
  pageAnswers,
  routeModules: [],
});

const TEMPLATE =
  '<head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body>';

describe('fillTemplate', () => {
  it('puts the head, the markup and the state in their slots, the rest as it was', () => {
    const page = fillTemplate(TEMPLATE, result(), siteConfig, '2026-11-28T18:00:00.000Z', '<link>');

    expect(page).toBe(
      '<head><title>Daily Deals</title>\n<link></head><body><div id="root"><main>Deals</main></div>' +
        '<script type="application/json" id="deal-site-state">{"apolloState":null,"pageAnswers":[],' +
        `"siteConfig":${JSON.stringify(siteConfig)},"renderedAt":"2026-11-28T18:00:00.000Z"}</script></body>`,
    );
  });

  it('fills a slot once and leaves a template without it alone', () => {
    const page = fillTemplate('<!--app-html--> <!--app-html-->', result(), siteConfig, '');

    expect(page).toBe('<main>Deals</main> <!--app-html-->');
  });

  it('escapes what could end or open a script element inside the state', () => {
    const answer = {
      operationName: 'DealDetail',
      variables: {},
      data: { title: '</script><!-- a & b \u2028\u2029 >' },
    };
    const page = fillTemplate(TEMPLATE, result([answer]), siteConfig, '');
    const state = page.slice(page.indexOf('{"apolloState"'), page.lastIndexOf('</script>'));

    expect(state).not.toMatch(/[<>&\u2028\u2029]/);
    expect(state).toContain('\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u2028\\u2029 \\u003e');
    expect(JSON.parse(state).pageAnswers[0].data.title).toBe(answer.data.title);
  });
});
