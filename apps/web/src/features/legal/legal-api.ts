import { LEGAL_REQUEST_TIMEOUT_MS } from '@monstory/contracts/constants';
import {
  LegalDocumentResponseSchema,
  legalNotFoundMessage,
  type LegalDocumentResponse,
  type LegalDocumentType,
} from '@monstory/contracts/legal';
import { apiGet } from '../../lib/api/api-client';
import { ApiError } from '../../lib/api/api-errors';

export type LegalErrorKind = 'notFound' | 'fetchFailed' | 'invalidData';

/** The three legal-document failures, with the English message of docs/product.md#errors. */
export class LegalDocumentError extends Error {
  override readonly name = 'LegalDocumentError';
  constructor(
    readonly kind: LegalErrorKind,
    readonly type: string,
    readonly language: string,
    cause?: unknown,
  ) {
    super(legalErrorMessage(kind, type, language), { cause });
  }
}

export function legalErrorMessage(kind: LegalErrorKind, type: string, language: string): string {
  if (kind === 'notFound') return legalNotFoundMessage(type, language);
  if (kind === 'invalidData') return `Invalid data received for ${type} in language ${language}.`;
  return `Failed to fetch ${type} for language ${language}.`;
}

/**
 * GET /api/legal/{type}/{language} (docs/product.md#legal): JSON only, 8000 ms, one try (the viewer
 * offers its own retry), and a body is accepted only when content, version and effectiveDate are
 * all strings.
 */
export async function fetchLegalDocument(
  type: LegalDocumentType,
  language: string,
  signal?: AbortSignal,
): Promise<LegalDocumentResponse> {
  const lang = language.toLowerCase();
  try {
    return await apiGet(`/legal/${type}/${lang}`, {
      schema: LegalDocumentResponseSchema,
      timeoutMs: LEGAL_REQUEST_TIMEOUT_MS,
      attempts: 1,
      headers: { Accept: 'application/json' },
      auth: false,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'invalid-response') {
      throw new LegalDocumentError('invalidData', type, lang, error);
    }
    if (error instanceof ApiError && error.status === 404) {
      throw new LegalDocumentError('notFound', type, lang, error);
    }
    throw new LegalDocumentError('fetchFailed', type, lang, error);
  }
}
