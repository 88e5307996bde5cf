import { z } from 'zod';

// The API's one error shape and its codes. The server throws AppError(code); one handler maps the
// code to the HTTP status below, so clients can rely on `code` rather than on message wording.

export const ErrorCode = {
  VALIDATION_FAILED: 400,
  /** Words the child-safety gate refused (details: UnsafeRequestDetails); it costs nothing. */
  UNSAFE_REQUEST: 400,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  ANONYMOUS_NOT_ALLOWED: 403,
  NOT_OWNER: 403,
  /** Registered users must accept the terms (guests accept or decline) before creating stories. */
  TERMS_NOT_ACCEPTED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** The story's image remakes (IMAGE_REGENERATION_LIMIT) are used up. */
  IMAGE_REGENERATION_LIMIT: 409,
  /** The account has MAX_CHILDREN children (a guest MAX_GUEST_CHILDREN) already. */
  CHILD_LIMIT_REACHED: 409,
  /** An account keeps at least one child: its only child cannot be deleted. */
  LAST_CHILD: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** Publishing a story the child-safety check refuses: it stays private. */
  STORY_NOT_PUBLISHABLE: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  NOT_ENOUGH_CREDITS: 402,
  STORY_LIMIT_REACHED: 402,
  RATE_LIMITED: 429,
  /** A daily generation quota is used up (details: DailyLimitDetails); Retry-After says when. */
  DAILY_LIMIT_REACHED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;
export type ErrorCode = keyof typeof ErrorCode;

const ErrorCodeSchema = z.enum(Object.keys(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Field path (dot-joined) → message, for validation failures. */
    fields: z.record(z.string(), z.string()).optional(),
    /** Extra facts a client can act on, e.g. `{ isPremiumOnly, creditsNeeded }`. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export function httpStatusFor(code: ErrorCode): number {
  return ErrorCode[code];
}
