import { FALLBACK_LANGUAGE } from '@monstory/contracts/language';
import {
  LegalDocumentType,
  legalNotFoundMessage,
  type LegalDocumentResponse,
} from '@monstory/contracts/legal';
import { AppError } from '../../platform/app-error.js';
import { readLegalDocument, type LegalDocument } from './legal-documents.js';

function isLegalDocumentType(value: string): value is LegalDocumentType {
  return (LegalDocumentType as readonly string[]).includes(value);
}

export interface LegalLibrary {
  get(type: string, language: string): Promise<LegalDocumentResponse>;
}

/**
 * Serves a document in the asked-for language, or in English when that language has no text
 * (the response's `language` says which one came). Files are read once and kept: they change
 * only with a deploy.
 */
export function createLegalLibrary(dir: string): LegalLibrary {
  const cache = new Map<string, Promise<LegalDocument | null>>();
  const load = (type: LegalDocumentType, language: string) => {
    const key = `${type}/${language}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readLegalDocument(dir, type, language);
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  };

  return {
    async get(type, rawLanguage) {
      const language = rawLanguage.toLowerCase();
      if (!isLegalDocumentType(type)) {
        throw new AppError('NOT_FOUND', legalNotFoundMessage(type, language));
      }
      const own = await load(type, language);
      if (own) return { ...own, language };
      const fallback = await load(type, FALLBACK_LANGUAGE);
      if (!fallback) throw new AppError('NOT_FOUND', legalNotFoundMessage(type, language));
      return { ...fallback, language: FALLBACK_LANGUAGE };
    },
  };
}
