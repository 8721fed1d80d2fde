/** Every JSON answer of the API (DESIGN section 3). */
export interface ApiEnvelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** Envelope status values; HTTP 403 and 404 carry the same shape. */
export const ApiStatus = {
  OK: 200,
  NO_CONTENT: 201,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  SERVER_ERROR: 500,
} as const;

export const FORBIDDEN_MESSAGE = "You don't have permission";

/** Base path of every API call. */
export const API_BASE = '/prod-api';
