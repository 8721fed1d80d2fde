import type { WrapperSearchRequest } from '@ota/contract';

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export async function postJson(baseUrl: string, path: string, body: unknown): Promise<HttpAnswer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

export async function getJson(baseUrl: string, path: string): Promise<HttpAnswer> {
  const res = await fetch(`${baseUrl}${path}`);
  return { status: res.status, body: await res.json() };
}

/** A fixed clock keeps quote deadlines equal between runs. */
export const FIXED_NOW = () => Date.UTC(2030, 0, 1, 12, 0, 0);

export const searchBody = (over: Partial<WrapperSearchRequest> = {}): WrapperSearchRequest => ({
  origin: 'FRA',
  destination: 'LHR',
  departDate: '2030-03-12',
  passengers: { adults: 1, children: 0, infants: 0 },
  ...over,
});
