import { ApiStatus } from '@ota/contract';

/** A refusal the client is meant to read: its message is shown as is. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Envelope status 400: a rule or a validation refused the request and nothing was written. */
export class BadRequestError extends AppError {
  /** `details`: what the refusal's `data` carries besides the message (a file's bad lines), else null. */
  constructor(
    message: string,
    readonly details: unknown = null,
  ) {
    super(ApiStatus.BAD_REQUEST, message);
  }
}

/** HTTP 403: no session, an expired or logged-out token, or a missing permission code. */
export class ForbiddenError extends AppError {
  constructor() {
    super(ApiStatus.FORBIDDEN, "You don't have permission");
  }
}
