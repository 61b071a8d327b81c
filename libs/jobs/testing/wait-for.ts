/** Polls until the condition holds; fails after timeoutMs so no test can hang. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 5_000, intervalMs = 10, what = 'condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
