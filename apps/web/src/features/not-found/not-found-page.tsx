import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { LostMonsterIllustration } from './lost-monster-illustration';

/** docs/product.md#route-table: any other path shows a picture and the text 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-4 py-8 text-center">
      <LostMonsterIllustration
        label={t('notFound.illustration')}
        className="w-64 max-w-full md:w-80"
      />
      <p className="bg-gradient-to-b from-accent to-[#7dffe9] bg-clip-text text-7xl font-black tracking-tight text-transparent md:text-8xl">
        {t('notFound.code')}
      </p>
      <h1 className="text-3xl font-black text-balance">{t('notFound.heading')}</h1>
      <p className="max-w-prose text-lg leading-relaxed text-pretty text-ink-muted">
        {t('notFound.body')}
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-4 px-8 text-lg')}>
        <House className="size-5" aria-hidden="true" />
        {t('notFound.cta')}
      </Link>
    </section>
  );
}
