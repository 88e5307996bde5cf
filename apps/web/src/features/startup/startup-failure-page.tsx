import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from './reload-page';
import { StartupCard } from './startup-card';
import { StartupLogo } from './startup-logo';
import { useMarkStartupScreen } from './startup-screen-presence';

interface StartupFailurePageProps {
  reload?: () => void;
}

/** docs/product.md#startup: loading the data failed; maybe the connection, maybe our servers. */
export function StartupFailurePage({ reload = reloadPage }: StartupFailurePageProps) {
  const { t } = useTranslation('startup');
  useMarkStartupScreen();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-10 px-6 py-12 text-ink">
      <StartupLogo />
      <StartupCard
        icon={CloudOff}
        title={t('failurePage.title')}
        actionLabel={t('failurePage.reload')}
        onAction={reload}
      >
        <p>{t('failurePage.text')}</p>
      </StartupCard>
    </main>
  );
}
