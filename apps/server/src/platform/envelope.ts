import { ApiStatus, FORBIDDEN_MESSAGE, type ApiEnvelope } from '@ota/contract';

export function ok<T>(data: T, message = 'Success'): ApiEnvelope<T> {
  return { status: ApiStatus.OK, message, data };
}

export function failure(status: number, message: string): ApiEnvelope<null> {
  return { status, message, data: null };
}

export const FORBIDDEN_ENVELOPE: ApiEnvelope<null> = failure(ApiStatus.FORBIDDEN, FORBIDDEN_MESSAGE);
