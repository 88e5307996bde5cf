import { Snail, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OpenOfflineShelfButton } from '../../lib/offline/open-offline-shelf-button';
import { FadeIn } from './fade-in';
import { FunFactToast } from './fun-fact-toast';
import { LoadingProgress } from './loading-progress';
import type { LoadingScreenState } from './loading-state';
import { reloadPage } from './reload-page';
import { StartupCard } from './startup-card';
import { StartupLogo } from './startup-logo';
import { useMarkStartupScreen } from './startup-screen-presence';
import { useLoadingState } from './use-loading-state';
import { useNetworkStatus } from './use-network-status';

interface LoadingScreenViewProps {
  loading: LoadingScreenState;
  online: boolean;
  reload?: () => void;
}

/** What the screen shows for a given state; StartupGate drives it with state it already holds. */
export function LoadingScreenView({
  loading,
  online,
  reload = reloadPage,
}: LoadingScreenViewProps) {
  const { t } = useTranslation('startup');
  useMarkStartupScreen();
  // Being offline explains every other state, so its card wins.
  const view = online ? loading.state : 'offline';
  return (
    <main
      aria-busy={view === 'loading' || view === 'retrying'}
      className="flex min-h-dvh flex-col items-center justify-center gap-10 px-6 py-12 pb-40 text-ink"
    >
      <StartupLogo />
      <FadeIn key={view}>
        {view === 'offline' && (
          <StartupCard
            icon={WifiOff}
            title={t('offline.title')}
            actionLabel={t('offline.retry')}
            onAction={reload}
          >
            <p>{t('offline.text')}</p>
          </StartupCard>
        )}
        {view === 'failed' && (
          <StartupCard
            icon={Snail}
            title={t('failed.title')}
            actionLabel={t('failed.restart')}
            onAction={reload}
          >
            <p>{t('failed.text')}</p>
            <p>{t('failed.encouragement')}</p>
          </StartupCard>
        )}
        {(view === 'offline' || view === 'failed') && (
          <OpenOfflineShelfButton className="mt-4 max-w-md" />
        )}
        {(view === 'loading' || view === 'retrying') && <LoadingProgress loading={loading} />}
      </FadeIn>
      {view === 'failed' && <FunFactToast index={loading.funFact} />}
    </main>
  );
}

interface LoadingScreenProps {
  reload?: () => void;
  random?: () => number;
}

/** Stand-alone loading screen that follows the login events and the connection itself. */
export function LoadingScreen({ reload, random }: LoadingScreenProps) {
  const loading = useLoadingState(random);
  const { online } = useNetworkStatus();
  return <LoadingScreenView loading={loading} online={online} reload={reload} />;
}
