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
  constructor(message: string) {
    super(ApiStatus.BAD_REQUEST, message);
  }
}

/** HTTP 403: no session, an expired or logged-out token, or a missing permission code. */
export class ForbiddenError extends AppError {
  constructor() {
    super(ApiStatus.FORBIDDEN, "You don't have permission");
  }
}
