import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { FaqList } from '../../lib/site/faq-list';

/** What a parent asks before anything else; the rest is one tap away on /faq (Home, docs/product.md#home). */
const HOME_QUESTIONS = ['safe', 'cost', 'privacy'] as const;

export function HomeFaqSection() {
  const { t } = useTranslation('site');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="render-when-near mx-auto flex w-full max-w-3xl flex-col gap-4"
    >
      <h2 id={headingId} className="text-center text-2xl font-black text-balance md:text-3xl">
        {t('home.faqTitle')}
      </h2>
      <FaqList questions={HOME_QUESTIONS} />
      <Link to="/faq" className={buttonClass('ghost', 'self-center text-lg text-accent')}>
        {t('home.faqMore')}
        <ArrowRight className="size-5" aria-hidden="true" />
      </Link>
    </section>
  );
}
