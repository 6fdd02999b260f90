// Polls until `check` answers something other than null, or fails naming what did not happen.
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | null>,
  ms = 120_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
