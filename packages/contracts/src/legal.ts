import { z } from 'zod';

// docs/product.md#legal Legal document response and GET /api/legal/{documentType}/{language ()}.

export const LegalDocumentType = ['terms', 'privacy'] as const;
export type LegalDocumentType = (typeof LegalDocumentType)[number];

export const LegalDocumentResponseSchema = z.object({
  /** Plain text, shown as written (numbered headings in capitals, dashes for lists). */
  content: z.string(),
  version: z.string(),
  /** ISO date (YYYY-MM-DD) the version takes effect. */
  effectiveDate: z.string(),
  /** The language actually served: English when the asked-for language has no text. */
  language: z.string().optional(),
});
export type LegalDocumentResponse = z.infer<typeof LegalDocumentResponseSchema>;

/** docs/product.md#errors: the 404 message, shared by the server and the client. */
export function legalNotFoundMessage(type: string, language: string): string {
  return `Document not found for ${type} in language ${language}.`;
}
