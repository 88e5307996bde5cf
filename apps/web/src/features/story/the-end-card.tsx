import { BookOpenCheck, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../lib/components/button-styles';

/** The interactive story reached its end: it is a normal story now, ready to read again. */
export function TheEndCard({ uuid }: { uuid: string }) {
  const { t } = useTranslation('story');
  return (
    <section className="mx-auto flex w-full max-w-[60ch] flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center">
      <PartyPopper className="size-12 text-premium" aria-hidden="true" />
      <h2 className="text-3xl font-black">{t('draft.theEnd')}</h2>
      <p className="text-lg text-pretty text-ink-muted">{t('draft.theEndText')}</p>
      <Link to={`/story/${encodeURIComponent(uuid)}`} className={buttonClass('primary', 'text-lg')}>
        <BookOpenCheck className="size-5" aria-hidden="true" />
        {t('draft.read')}
      </Link>
    </section>
  );
}
