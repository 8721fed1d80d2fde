/** A request the demo airline understood but will not serve; answered as {error:{code,message}}. */
export class WrapperRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WrapperRefusal';
  }
}

/** ISO 8601 to the second, as the protocol writes instants. */
export function isoInstant(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
