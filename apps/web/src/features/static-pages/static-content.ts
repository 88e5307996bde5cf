import { resolveLanguage } from '@monstory/contracts/language';

export interface StaticSection {
  /** Anchor id, stable across languages. */
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export interface StaticPageContent {
  title: string;
  lead: string;
  sections: readonly StaticSection[];
}

export type LocalizedContent = Record<'no' | 'en', StaticPageContent>;

/** docs/product.md#static-pages: Norwegian or English content, and English for any other language. */
export function contentFor(content: LocalizedContent, language: string): StaticPageContent {
  return resolveLanguage(language) === 'no' ? content.no : content.en;
}
