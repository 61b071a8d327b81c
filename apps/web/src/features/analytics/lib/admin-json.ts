/** A failed call: the status, and the server's words (below 500) or the status text (500 and up). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    detail: string,
  ) {
    super(`${status}: ${detail}`);
    this.name = 'HttpError';
  }
}

async function failureOf(response: Response): Promise<HttpError> {
  if (response.status >= 500) {
    return new HttpError(response.status, response.statusText, response.statusText);
  }
  const body = await response.text().catch(() => '');
  return new HttpError(response.status, response.statusText, body);
}

/** Calls a same-site JSON endpoint with the session cookie; throws HttpError on a failed status. */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    ...init,
  });
  if (!response.ok) throw await failureOf(response);
  return (await response.json()) as T;
}
