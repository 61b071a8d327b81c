import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { NonPublicAddressError, isPublicAddress, judgedLookup } from '@deal-site/deal-import';

export interface LinkRequest {
  url: URL;
  method: 'HEAD' | 'GET';
  userAgent: string;
  signal: AbortSignal;
}

export interface LinkAnswer {
  httpStatus: number;
  /** The Location header as sent, possibly relative. */
  location: string | null;
}

/** Sends one request and settles with its status line and headers. */
export type SendLinkRequest = (request: LinkRequest) => Promise<LinkAnswer>;

export interface AddressRules {
  /** IMPORT_ALLOW_PRIVATE_HOSTS: tests check links on loopback; never set in production. */
  allowPrivateHosts: boolean;
  /** Addresses let through although private (tests: the local server that starts a redirect). */
  allowAddresses?: readonly string[];
}

/**
 * Requests over node:http(s) that connect only to addresses the import's SSRF rules allow: a
 * name is judged after DNS resolution, an IP literal (which skips the lookup) before connecting.
 * The body is never read: the connection is closed as soon as the headers arrive.
 */
export function linkRequestSender({
  allowPrivateHosts,
  allowAddresses = [],
}: AddressRules): SendLinkRequest {
  const isAllowed = (address: string) =>
    allowPrivateHosts || allowAddresses.includes(address) || isPublicAddress(address);
  const lookup = judgedLookup(isAllowed);

  return ({ url, method, userAgent, signal }) => {
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(literal) && !isAllowed(literal)) {
      return Promise.reject(new NonPublicAddressError(literal, literal));
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<LinkAnswer>((resolve, reject) => {
      send(url, {
        method,
        agent: false,
        lookup,
        signal,
        headers: { 'user-agent': userAgent, accept: '*/*' },
      })
        .on('response', (response) => {
          resolve({
            httpStatus: response.statusCode ?? 0,
            location: response.headers.location ?? null,
          });
          response.destroy();
        })
        .on('error', reject)
        .end();
    });
  };
}
