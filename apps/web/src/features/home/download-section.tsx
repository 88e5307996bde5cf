import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getPlatform } from '../../lib/api/platform';
import { buttonClass } from '../../lib/components/button-styles';
import { appLinksQueryOptions } from '../../lib/site/app-links-query';

const STORES = [
  { key: 'appStore', link: 'appStoreUrl' },
  { key: 'googlePlay', link: 'playStoreUrl' },
] as const;

/**
 * Home (docs/product.md#home): the download call to action. The listings are configuration; a store without
 * one says "coming soon" instead of hiding, so a parent knows the app is on its way there.
 * Not shown inside the native apps (they are the download).
 */
export function DownloadSection() {
  const { t } = useTranslation('site');
  const headingId = useId();
  const links = useQuery({ ...appLinksQueryOptions(), enabled: getPlatform() === 'web' });

  if (getPlatform() !== 'web' || links.isError) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="render-when-near mx-auto flex w-full max-w-3xl flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center"
    >
      <Smartphone className="size-10 text-accent" aria-hidden="true" />
      <h2 id={headingId} className="text-2xl font-black text-balance md:text-3xl">
        {t('home.downloadTitle')}
      </h2>
      <p className="max-w-prose text-lg text-pretty text-ink-muted">{t('home.downloadLead')}</p>
      <ul className="flex w-full flex-col justify-center gap-3 sm:flex-row">
        {STORES.map(({ key, link }) => {
          const href = links.data?.[link];
          return (
            <li key={key} className="sm:w-56">
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('secondary', 'w-full text-lg')}
                >
                  {t(`home.${key}`)}
                </a>
              ) : (
                <p className="flex min-h-touch w-full flex-col items-center justify-center rounded-full border-2 border-dashed border-line px-5 py-2">
                  <span className="font-extrabold">{t(`home.${key}`)}</span>
                  <span className="text-sm text-ink-muted">
                    {links.isPending ? '\u00a0' : t('home.comingSoon')}
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
