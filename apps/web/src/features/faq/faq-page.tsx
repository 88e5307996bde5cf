import { useTranslation } from 'react-i18next';
import { ContactUsLink } from '../../lib/site/page-banner';
import { PageLead, SitePage } from '../../lib/site/site-page';
import { FaqList } from '../../lib/site/faq-list';

/** docs/product.md#routes FAQ. */
export function FaqPage() {
  const { t } = useTranslation('site');
  return (
    <SitePage
      title={t('footer.faq')}
      banner={<PageLead>{t('faq.lead')}</PageLead>}
      className="max-w-3xl gap-6"
    >
      <FaqList />
      <ContactUsLink />
    </SitePage>
  );
}
