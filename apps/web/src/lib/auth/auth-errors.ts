import { identityErrorFor } from '@monstory/contracts/identity';
import type { IdentityErrorCode } from '@monstory/contracts/identity';

/** The identity service refused: a code the sign-in screens put into words (docs/product.md#errors). */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly code: IdentityErrorCode;
  readonly status: number | undefined;

  constructor(code: IdentityErrorCode, status?: number, message?: string) {
    super(message ?? `Identity error: ${code}`);
    this.code = code;
    this.status = status;
  }

  static fromResponse(status: number, body: unknown): IdentityError {
    const code = readField(body, 'code');
    return new IdentityError(identityErrorFor(status, code), status, readField(body, 'message'));
  }
}

/** No answer at all (no connection, a timeout, a 5xx): worth another try. */
export class IdentityUnavailableError extends Error {
  override readonly name = 'IdentityUnavailableError';
  readonly status: number | undefined;

  constructor(cause: unknown, status?: number) {
    super('Identity service unavailable', { cause });
    this.status = status;
  }
}

export function isIdentityError(error: unknown): error is IdentityError {
  return error instanceof IdentityError;
}

function readField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
