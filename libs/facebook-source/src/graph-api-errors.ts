import { SourceError } from './source-error';

/** The `error` object of a Graph API response body. */
export interface GraphApiErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
}

const RETRY_CODES = new Set([1, 2]);
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001]);
const PERMISSION_CODES = new Set([10, 368]);
const ACCESS_TOKEN_CODE = 190;

const USAGE_HEADERS = ['x-business-use-case-usage', 'x-page-usage', 'x-app-usage'];

function isPermissionCode(code: number): boolean {
  return PERMISSION_CODES.has(code) || (code >= 200 && code <= 299);
}

/** Minutes until access returns, as the Business Use Case header states it, in ms. */
function regainAccessMs(value: unknown): number | null {
  if (!value || typeof value !== 'object') return null;
  let longest: number | null = null;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, inner] of Object.entries(node)) {
      if (key === 'estimated_time_to_regain_access' && typeof inner === 'number' && inner > 0) {
        longest = Math.max(longest ?? 0, inner * 60_000);
      } else visit(inner);
    }
  };
  visit(value);
  return longest;
}

/** The wait the usage headers ask for, if any of them names one. */
export function retryAfterFromUsageHeaders(headers: Headers): number | null {
  let wait: number | null = null;
  for (const name of USAGE_HEADERS) {
    const raw = headers.get(name);
    if (!raw) continue;
    try {
      const ms = regainAccessMs(JSON.parse(raw));
      if (ms !== null) wait = Math.max(wait ?? 0, ms);
    } catch {
      // A malformed header says nothing we could honour.
    }
  }
  return wait;
}

/** Turns a Graph API error into what the import should do about it, with a plain message. */
export function classifyGraphApiError(
  status: number,
  error: GraphApiErrorBody | undefined,
  headers: Headers,
): SourceError {
  const code = error?.code;
  const detail = error?.message ? ` (Facebook said: ${error.message})` : '';
  if (code === ACCESS_TOKEN_CODE) {
    return new SourceError(
      'unrecoverable',
      `The Facebook access token is expired or revoked: create a new page access token and set FACEBOOK_ACCESS_TOKEN${detail}`,
    );
  }
  if (code !== undefined && isPermissionCode(code)) {
    return new SourceError(
      'unrecoverable',
      `The Facebook token lacks a permission this import needs: grant pages_read_engagement and pages_read_user_content to the app, then renew the token${detail}`,
    );
  }
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) {
    return new SourceError(
      'rate-limited',
      `Facebook is rate-limiting this app; the import will try again later${detail}`,
      retryAfterFromUsageHeaders(headers),
    );
  }
  if ((code !== undefined && RETRY_CODES.has(code)) || status >= 500 || status === 429) {
    return new SourceError('retry', `Facebook answered ${status}; the import will retry${detail}`);
  }
  if (code === 100 || status === 404) {
    return new SourceError(
      'unrecoverable',
      `Facebook does not know this page: check the page ID or username${detail}`,
    );
  }
  return new SourceError('unrecoverable', `Facebook refused the request (${status})${detail}`);
}
