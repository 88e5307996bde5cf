import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeroBanner } from '../../lib/components/hero-banner';
import { LoginMethodChoice } from '../../lib/auth/login-method-choice';
import { LOGIN_PATH } from '../../lib/navigation/app-paths';
import { SiteFooter } from '../../lib/site/site-footer';
import { DownloadSection } from './download-section';
import { ExampleStoriesSection } from './example-stories-section';
import { HomeFaqSection } from './home-faq-section';

// The start page for visitors and guests (Home/login, docs/product.md#sign-in): the way in first, then example
// stories to read, the questions parents ask, and the download call to action.
export function HomePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  return (
    <>
      <HeroBanner showLogo>
        <div className="flex w-full max-w-md flex-col items-center gap-6">
          <div className="flex flex-col gap-3">
            <h1 className="text-3xl leading-tight font-black text-balance md:text-4xl">
              {t('home.title')}
            </h1>
            <p className="text-lg leading-relaxed text-pretty text-ink-muted">{t('home.lead')}</p>
          </div>
          <LoginMethodChoice onEmail={() => void navigate(`${LOGIN_PATH}?mode=sign-in`)} />
        </div>
      </HeroBanner>
      <div className="flex flex-col gap-12 pb-4">
        <ExampleStoriesSection />
        <HomeFaqSection />
        <DownloadSection />
      </div>
      <SiteFooter />
    </>
  );
}
