import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/components/cx';
import { LogoLink } from './logo-link';
import { useGoBack } from '../../lib/navigation/navigation-history-context';
import { TopBarActions } from './top-bar-actions';
import { IconButton } from '../../lib/components/icon-button';

interface TopAppBarProps {
  title: string;
  /** Where back leads when the visit has no earlier page; null hides the back button. */
  backFallback: string | null;
  /** On wide screens the navigation rail already shows the logo. */
  railVisible: boolean;
}

export function TopAppBar({ title, backFallback, railVisible }: TopAppBarProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();

  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-top-bar w-full max-w-6xl items-center gap-2 pr-[max(0.75rem,env(safe-area-inset-right))] pl-[max(0.75rem,env(safe-area-inset-left))] lg:px-10">
        {backFallback !== null && (
          <IconButton
            icon={ArrowLeft}
            label={t('actions.back')}
            onClick={() => goBack(backFallback)}
          />
        )}
        {/* On a phone the back button takes the logo's place: the title needs the room, and
            My stuff (where the logo leads) is one tap away in the bottom navigation. */}
        <LogoLink
          className={cx(
            'size-touch',
            backFallback !== null && 'max-md:hidden',
            railVisible && 'lg:hidden',
          )}
        />
        <h1 className="line-clamp-2 min-w-0 flex-1 px-1 text-lg leading-tight font-black tracking-tight break-words sm:text-xl md:text-2xl">
          {title}
        </h1>
        <TopBarActions />
      </div>
    </header>
  );
}
