import { PRODUCT_SLUG } from '@monstory/contracts/constants';
import {
  ENABLED_LANGUAGES,
  resolveLanguage,
  type LanguageCode,
} from '@monstory/contracts/language';
import { LANGUAGE_ENDONYMS } from '@monstory/i18n/language-endonyms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getPlatform } from '../api/platform';
import { changeAppLanguage } from '../i18n/change-language';
import { PRIVACY_PATH, TERMS_PATH } from '../navigation/app-paths';
import { SocialLinks } from './social-links';

const LINKS = [
  ['faq', '/faq'],
  ['about', `/${PRODUCT_SLUG}-as`],
  ['childrenAndAi', '/children-and-ai'],
  ['deleteMe', '/delete-me'],
  ['contact', '/contact'],
  ['terms', TERMS_PATH],
  ['privacy', PRIVACY_PATH],
] as const;

/** Footer (docs/product.md#routes): the public pages, a language selector, and social links on the web only. */
export function SiteFooter() {
  const { t, i18n } = useTranslation('site');
  const selectId = useId();
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const native = getPlatform() !== 'web';

  return (
    // Inside <main> a footer is no contentinfo landmark; the nav below is the named landmark.
    <footer
      data-testid="site-footer"
      className="render-when-near mt-12 w-full border-t-2 border-line px-2 pt-8 pb-10 text-ink-muted"
    >
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 md:flex-row md:justify-between">
        <nav aria-label={t('footer.linksHeading')}>
          <ul className="grid grid-cols-1 gap-x-8 gap-y-1 sm:grid-cols-2">
            {LINKS.map(([key, to]) => (
              <li key={key}>
                <Link
                  to={to}
                  className="inline-flex min-h-touch items-center font-bold text-ink underline-offset-4 hover:text-accent hover:underline"
                >
                  {t(`footer.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-bold tracking-wide uppercase">
              {t('footer.language')}
            </label>
            <select
              id={selectId}
              value={current}
              onChange={(event) => void changeAppLanguage(i18n, event.target.value as LanguageCode)}
              className="min-h-touch rounded-control border-2 border-line bg-canvas px-4 text-base text-ink focus:border-accent focus:outline-none"
            >
              {ENABLED_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_ENDONYMS[code]}
                </option>
              ))}
            </select>
          </div>
          {!native && <SocialLinks label={t('footer.social')} />}
        </div>
      </div>
      <p className="mx-auto mt-8 max-w-5xl text-sm">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
