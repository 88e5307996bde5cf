import { resolveLanguage } from '@monstory/contracts/language';
import type { LegalDocumentType } from '@monstory/contracts/legal';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { ContactUsLink } from '../../lib/site/page-banner';
import { SitePage } from '../../lib/site/site-page';
import { fetchLegalDocument, LegalDocumentError } from './legal-api';

/**
 * Legal viewer (docs/product.md#legal): loading, then the document or an error box. The query key holds the type
 * and the interface language, so a new path or a language switch loads again.
 */
export function LegalViewer({ type }: { type: LegalDocumentType }) {
  const { t, i18n } = useTranslation('legal');
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const query = useQuery({
    queryKey: ['legal', type, language],
    queryFn: ({ signal }) => fetchLegalDocument(type, language, signal),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [type]);

  const document = query.data;
  return (
    <SitePage
      as="article"
      title={t(`title.${type}`)}
      banner={
        document && (
          <p className="text-sm font-bold text-ink-muted">
            {t('versionLine', {
              version: document.version,
              date: formatDate(document.effectiveDate, language),
            })}
          </p>
        )
      }
      className="max-w-3xl gap-6"
    >
      {query.isPending && (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-ink-muted">
          <LoaderCircle className="size-6 animate-spin text-accent" aria-hidden="true" />
          {t('loading')}
        </p>
      )}
      {query.isError && (
        <Notice tone="error" title={t('errorTitle')}>
          <p>
            {/* docs/product.md#errors has its own words for terms that could not be fetched. */}
            {query.error instanceof LegalDocumentError
              ? query.error.kind === 'fetchFailed' && query.error.type === 'terms'
                ? t('errors.termsFetchFailed')
                : t(`errors.${query.error.kind}`, {
                    type: query.error.type,
                    lang: query.error.language,
                  })
              : t('errors.generic')}
          </p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className={buttonClass('secondary', 'mt-2 self-start')}
          >
            {t('retry')}
          </button>
        </Notice>
      )}
      {document && (
        <>
          {document.language && document.language !== language && (
            <Notice>{t('fallbackNotice')}</Notice>
          )}
          <div
            lang={document.language ?? language}
            data-testid="legal-content"
            className="rounded-card bg-surface px-5 py-6 text-base leading-relaxed whitespace-pre-wrap text-pretty md:px-8"
          >
            {document.content}
          </div>
        </>
      )}
      <ContactUsLink />
    </SitePage>
  );
}

function formatDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const locale = language === 'no' ? 'nb-NO' : language;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
