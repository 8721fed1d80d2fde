/**
 * A client stuck in an error loop, or anyone since the call is public, must not flood the log:
 * each address may write a few reports a minute; the rest are answered but not logged.
 */
export function createReportBudget(options: { perMinute: number; maxAddresses?: number }) {
  const maxAddresses = options.maxAddresses ?? 10_000;
  let windowStart = Date.now();
  const used = new Map<string, number>();

  return {
    take(address: string): boolean {
      const now = Date.now();
      if (now - windowStart >= 60_000 || used.size >= maxAddresses) {
        windowStart = now;
        used.clear();
      }
      const count = (used.get(address) ?? 0) + 1;
      used.set(address, count);
      return count <= options.perMinute;
    },
  };
}
