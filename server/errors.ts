/** Typed domain errors; the http layer maps each to a status code and the one JSON error shape. */
export type FieldErrors = Record<string, string>;

export class DomainError extends Error {
  readonly status: number = 500;
  readonly fields?: FieldErrors;
  readonly headers?: Record<string, string>;
  /** A page of the site where the person can fix it (an upgrade, a new card); sent as `link`. */
  readonly link?: string;
}

export class Invalid extends DomainError {
  override readonly status = 400;
  constructor(
    message: string,
    override readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export class Unauthorized extends DomainError {
  override readonly status = 401;
}

export class Forbidden extends DomainError {
  override readonly status = 403;
}

export class NotFound extends DomainError {
  override readonly status = 404;
}

export class Conflict extends DomainError {
  override readonly status = 409;
}

export class PayloadTooLarge extends DomainError {
  override readonly status = 413;
}

export class UnsupportedMediaType extends DomainError {
  override readonly status = 415;
}

export class TooManyRequests extends DomainError {
  override readonly status = 429;
  override readonly headers: Record<string, string>;
  constructor(readonly retryAfterSeconds: number) {
    super("Too many requests. Please wait a moment and try again.");
    this.headers = { "Retry-After": String(retryAfterSeconds) };
  }
}
