import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@deal-site/image-store';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { NonPublicAddressError, isPublicAddress, judgedLookup } from './public-address';

export interface ImageDownloadOptions {
  /** IMPORT_ALLOW_PRIVATE_HOSTS: tests serve images on loopback; never set in production. */
  allowPrivateHosts: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Addresses let through although private (tests: the fake server that starts a redirect). */
  allowAddresses?: string[];
}

export class ImageDownloadError extends Error {
  constructor(url: string, reason: string) {
    super(`${new URL(url).host}: ${reason}`);
    this.name = 'ImageDownloadError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;

function agentsFor(allowPrivateHosts: boolean, allowAddresses: string[]) {
  const filter = {
    allowPrivateIPAddress: allowPrivateHosts,
    allowMetaIPAddress: false,
    allowIPAddressList: allowAddresses,
  };
  return {
    'http:': new RequestFilteringHttpAgent(filter),
    'https:': new RequestFilteringHttpsAgent(filter),
  };
}

/** The addresses a download may connect to: public ones, or any with IMPORT_ALLOW_PRIVATE_HOSTS. */
function addressJudge(allowPrivateHosts: boolean, allowAddresses: string[]) {
  return (address: string) =>
    allowPrivateHosts || allowAddresses.includes(address) || isPublicAddress(address);
}

/** An IP literal host is connected to without a lookup, so it is judged here. */
function refuseLiteralAddress(url: URL, isAllowed: (address: string) => boolean): void {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !isAllowed(host)) throw new NonPublicAddressError(host, host);
}

/**
 * One hop: resolves with the response. The agent refuses private addresses after DNS resolution;
 * the lookup also refuses every address isPublicAddress does not call public (IPv6 that embeds
 * IPv4 included).
 */
function get(
  url: URL,
  agents: ReturnType<typeof agentsFor>,
  lookup: LookupFunction,
  signal: AbortSignal,
) {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const call = request(url, {
      agent: agents[url.protocol as 'http:' | 'https:'],
      lookup,
      signal,
      headers: { accept: 'image/*' },
    });
    call.on('response', resolve).on('error', reject).end();
  });
}

async function readBounded(response: IncomingMessage, url: string, maxBytes: number) {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new ImageDownloadError(url, `larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw new ImageDownloadError(url, `larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads a picture over http(s) only, refusing every address that is not public (private,
 * loopback, link-local, IPv6 embedding IPv4, …) after DNS resolution and again on every
 * redirect; bounded in size and in time.
 */
export async function downloadImage(
  url: string,
  {
    allowPrivateHosts,
    maxBytes = MAX_UPLOAD_BYTES,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxRedirects = DEFAULT_MAX_REDIRECTS,
    allowAddresses = [],
  }: ImageDownloadOptions,
): Promise<Buffer> {
  const agents = agentsFor(allowPrivateHosts, allowAddresses);
  const isAllowed = addressJudge(allowPrivateHosts, allowAddresses);
  const lookup = judgedLookup(isAllowed);
  const signal = AbortSignal.timeout(timeoutMs);
  let current = new URL(url);
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') {
        throw new ImageDownloadError(url, `${current.protocol} links are not fetched`);
      }
      refuseLiteralAddress(current, isAllowed);
      const response = await get(current, agents, lookup, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        current = new URL(response.headers.location, current);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new ImageDownloadError(url, `answered ${status}`);
      }
      return await readBounded(response, url, maxBytes);
    }
    throw new ImageDownloadError(url, `more than ${maxRedirects} redirects`);
  } catch (error) {
    if (error instanceof ImageDownloadError) throw error;
    const reason = signal.aborted ? `took longer than ${timeoutMs} ms` : (error as Error).message;
    throw new ImageDownloadError(url, reason);
  } finally {
    agents['http:'].destroy();
    agents['https:'].destroy();
  }
}
