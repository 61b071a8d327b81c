import type { FastifyRequest } from 'fastify';
import { BROWSER_USER_AGENT } from '../../../test/visitor-agents';
import { COUNTED_REQUESTS_PER_WINDOW } from './counted-request-limits';
import { VisitorGate } from './visitor-gate';

const request = (ip: string, userAgent?: string) =>
  ({ ip, headers: userAgent ? { 'user-agent': userAgent } : {} }) as FastifyRequest;

describe('VisitorGate', () => {
  it('answers the visitor of the IPv6 /64 the request comes from', () => {
    const verdict = new VisitorGate().visitorOf(
      request('2001:db8:1:2::9', BROWSER_USER_AGENT),
      'visit',
    );
    expect(verdict.visitor).toEqual({
      address: '2001:db8:1:2::/64',
      userAgent: BROWSER_USER_AGENT,
    });
  });

  it('takes the burst limit of each counter apart, before judging the visitor', () => {
    const gate = new VisitorGate();
    const withoutAgent = request('198.51.100.4');
    for (let sent = 0; sent < COUNTED_REQUESTS_PER_WINDOW; sent += 1)
      gate.visitorOf(withoutAgent, 'click');
    expect(() => gate.visitorOf(withoutAgent, 'click')).toThrow(
      /Too many requests from this address/,
    );
    expect(gate.visitorOf(withoutAgent, 'visit').notCountedBecause).toBe('no user agent');
  });

  it('leaves reports to their own hourly limit', () => {
    const gate = new VisitorGate();
    const reporter = request('198.51.100.5', BROWSER_USER_AGENT);
    for (let sent = 0; sent <= COUNTED_REQUESTS_PER_WINDOW; sent += 1)
      expect(gate.visitorOf(reporter, 'report').visitor).not.toBeNull();
  });
});
