import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactUsLink, PageBanner } from '../../lib/site/page-banner';
import { SiteFooter } from '../../lib/site/site-footer';
import { FaqList } from '../../lib/site/faq-list';

/** docs/product.md#routes FAQ. */
export function FaqPage() {
  const { t } = useTranslation('site');
  const headingId = useId();
  return (
    <>
      <section
        aria-labelledby={headingId}
        className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4"
      >
        <PageBanner title={t('footer.faq')} headingId={headingId} showLogo>
          <p className="max-w-prose text-lg text-pretty text-ink-muted">{t('faq.lead')}</p>
        </PageBanner>
        <FaqList />
        <ContactUsLink />
      </section>
      <SiteFooter />
    </>
  );
}
