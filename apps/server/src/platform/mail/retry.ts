export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 3600;

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, 4 min … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(FIRST_RETRY_SECONDS * 2 ** doublings, MAX_RETRY_SECONDS);
}

const MAX_ERROR_LENGTH = 1000;

/** The text kept in last_error: the SMTP server's answer, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
