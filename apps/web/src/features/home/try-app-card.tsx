import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';
import { MonstoryMark } from '../../lib/components/monstory-mark';
import { HOME_PATH } from '../../lib/navigation/app-paths';

/** The invitation under an example or shared story: sign in or try as a guest on Home. */
export function TryAppCard() {
  const { t } = useTranslation('library');
  return (
    <section className="mx-auto flex w-full max-w-[60ch] flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center shadow-[0_20px_60px_-30px_var(--mo-accent)]">
      <MonstoryMark className="size-20 drop-shadow-[0_12px_30px_rgb(0_255_214/0.35)]" />
      <h2 className="text-3xl font-black text-balance">{t('example.ctaTitle')}</h2>
      <p className="text-lg text-pretty text-ink-muted">{t('example.ctaText')}</p>
      <Link to={HOME_PATH} className={buttonClass('primary', 'w-full text-lg sm:w-auto')}>
        <Sparkles className="size-5" aria-hidden="true" />
        {t('example.ctaAction')}
      </Link>
    </section>
  );
}
