import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { ContactUsLink } from '../../lib/site/page-banner';
import { PageLead, SitePage } from '../../lib/site/site-page';
import { contentFor, type LocalizedContent } from './static-content';
import { useActiveSection } from './use-active-section';

interface StaticPageProps {
  content: LocalizedContent;
  /** About and delete-account highlight the section being read (docs/product.md#account-deletion). */
  trackSections?: boolean;
}

/** Static pages (docs/product.md#static-pages): title banner with back button, sections, contact-us button. */
export function StaticPage({ content, trackSections = false }: StaticPageProps) {
  const { t, i18n } = useTranslation('site');
  const page = contentFor(content, i18n.resolvedLanguage ?? i18n.language);
  const ids = page.sections.map((section) => section.id);
  const active = useActiveSection(ids, trackSections);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [content]);

  return (
    <SitePage
      as="article"
      title={page.title}
      banner={<PageLead>{page.lead}</PageLead>}
      className="max-w-5xl gap-8"
    >
      <div className="flex flex-col gap-8 md:flex-row md:items-start">
        {trackSections && (
          <nav aria-label={t('onThisPage')} className="md:sticky md:top-6 md:w-60 md:shrink-0">
            <ul className="flex flex-wrap gap-2 md:flex-col">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    aria-current={active === section.id ? 'location' : undefined}
                    className={cx(
                      'inline-flex min-h-touch items-center rounded-full px-4 font-bold transition duration-200 ease-calm',
                      active === section.id
                        ? 'bg-accent-soft text-accent'
                        : 'text-ink-muted hover:text-ink',
                    )}
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 rounded-card bg-surface px-5 py-6 md:px-8"
            >
              <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-black">
                {section.title}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text} className="mb-3 max-w-prose text-base leading-relaxed text-pretty">
                  {text}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
      <ContactUsLink />
    </SitePage>
  );
}
