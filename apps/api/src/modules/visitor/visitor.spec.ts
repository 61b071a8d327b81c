import { BROWSER_USER_AGENT as BROWSER } from '../../../test/visitor-agents';
import { judgeVisitor } from './visitor';
const ADDRESS = '203.0.113.7';

describe('judgeVisitor', () => {
  it('counts a browser as the visitor of its address and user agent', () => {
    expect(judgeVisitor({ 'user-agent': ` ${BROWSER} ` }, ADDRESS)).toEqual({
      address: ADDRESS,
      visitor: { address: ADDRESS, userAgent: BROWSER },
      notCountedBecause: null,
    });
  });

  it.each([
    ['no user agent', {}],
    ['no user agent', { 'user-agent': '  ' }],
    ['bot or preview', { 'user-agent': 'facebookexternalhit/1.1' }],
    ['prefetch', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' }],
    ['prefetch', { 'user-agent': BROWSER, 'x-moz': 'prefetch' }],
  ])('counts nobody, because of %s, keeping the address', (because, headers) => {
    expect(judgeVisitor(headers, ADDRESS)).toEqual({
      address: ADDRESS,
      visitor: null,
      notCountedBecause: because,
    });
  });
});
