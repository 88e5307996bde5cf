import type { ApiError, ErrorCode } from '@monstory/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isAppError } from './app-error.js';

export interface ErrorResponse {
  statusCode: number;
  body: ApiError;
  /** A fault of ours rather than of the request: log it in full, tell the client nothing. */
  internal: boolean;
  retryAfterSeconds?: number;
}

// Fastify's own errors, in the words a client should see.
const fastifyErrors: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['MALFORMED_JSON', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    'MALFORMED_JSON',
    'The request body is empty, but its content type says JSON.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'UNSUPPORTED_MEDIA_TYPE',
    'This content type is not supported here.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    'BAD_REQUEST',
    'The request body does not match its Content-Length.',
  ],
  FST_ERR_BAD_URL: ['BAD_REQUEST', 'The URL is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: ['BAD_REQUEST', 'A part of the URL is too long.'],
};

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function fromAppError(error: AppError): ErrorResponse {
  const { code, fields, details, statusCode } = error;
  // An INTERNAL message may carry internals (a query, a path): only the log gets to see it.
  const message = code === 'INTERNAL' ? new AppError('INTERNAL').message : error.message;
  return {
    statusCode,
    body: {
      error: {
        code,
        message,
        ...(fields && { fields }),
        ...(details && code !== 'INTERNAL' && { details }),
      },
    },
    internal: statusCode >= 500,
    ...(error.retryAfterSeconds !== undefined && { retryAfterSeconds: error.retryAfterSeconds }),
  };
}

function validationFields(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = key || error.validationContext || 'body';
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const value = statusCode ?? status;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** Maps anything thrown while handling a request to the API's one error shape. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (isAppError(error)) return fromAppError(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    return fromAppError(new AppError('VALIDATION_FAILED', undefined, { fields }));
  }
  const fastifyCode = (error as { code?: unknown } | null)?.code;
  const known = typeof fastifyCode === 'string' ? fastifyErrors[fastifyCode] : undefined;
  const status = statusOf(error);
  if (known) {
    const response = fromAppError(new AppError(known[0], known[1]));
    return status && status >= 400 && status < 500 ? { ...response, statusCode: status } : response;
  }
  if (status !== undefined && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'BAD_REQUEST';
    return { ...fromAppError(new AppError(code)), statusCode: status };
  }
  return { ...fromAppError(new AppError('INTERNAL')), internal: true };
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const response = toErrorResponse(error);
  if (response.internal) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: response.body.error.code }, 'request rejected');
  }
  if (response.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(response.retryAfterSeconds));
  }
  // Serialized here, not by the route: a route's response schema for this status (e.g. 503 on
  // /api/health) describes its own body, not the error shape.
  return reply
    .code(response.statusCode)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(response.body));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
