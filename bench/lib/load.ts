import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50: number;
  non2xx: number;
}

/** Drives one URL for a few seconds and reports the mean request rate. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50: result.latency.p50,
    non2xx: result.non2xx,
  };
}
