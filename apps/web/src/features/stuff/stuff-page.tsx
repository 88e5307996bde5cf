import type { Statistics } from '@monstory/contracts/gamification';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, BookOpen, Medal, PawPrint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthState } from '../../lib/auth/auth-context';
import { medalsQueryOptions, statisticsQueryOptions } from '../../lib/gamification/progress-query';
import { useProfile } from '../../lib/profile/profile-query';
import { GuestRegisterCard } from './guest-register-card';
import { ProfileMonsterCard } from './profile-monster-card';
import { SettingsList } from './settings-list';
import { StatisticsTiles } from './statistics-tiles';
import { StuffTile } from './stuff-tile';
import { PageSection } from '../../lib/components/page-section';

const MONSTERS_PATH = '/stuff/monsters';
const STORIES_PATH = '/stories';
const MEDALS_PATH = '/stuff/medals';

/**
 * My stuff (docs/product.md#routes): the profile monster, big tiles for monsters, stories, medals and statistics,
 * and the settings. Guests see only what they may use (docs/product.md#guests) and a way to an account.
 */
export function StuffPage() {
  const { t } = useTranslation('stuff');
  const registered = useAuthState().user?.isAnonymous === false;
  const profile = useProfile().data;
  const statistics = useQuery(statisticsQueryOptions()).data;
  const medals = useQuery({ ...medalsQueryOptions(), enabled: registered }).data?.medals;
  const earned = medals?.filter((medal) => medal.earnedAt !== null).length;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      {registered ? (
        profile && <ProfileMonsterCard monster={profile.gamificationMonster} />
      ) : (
        <GuestRegisterCard />
      )}
      <PageSection id="stuff-tiles" heading={t('tiles.heading')}>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {registered && (
            <StuffTile
              to={MONSTERS_PATH}
              icon={PawPrint}
              tint="text-monster-light"
              title={t('tiles.monsters')}
              detail={t('tiles.monstersHint')}
            />
          )}
          <StuffTile
            to={STORIES_PATH}
            icon={BookOpen}
            tint="text-accent"
            title={t('tiles.stories')}
            detail={t('tiles.storiesHint')}
          />
          {registered && (
            <StuffTile
              to={MEDALS_PATH}
              icon={Medal}
              tint="text-premium"
              title={t('tiles.medals')}
              detail={
                medals && earned !== undefined
                  ? t('tiles.medalsCount', { earned, total: medals.length })
                  : t('tiles.medalsHint')
              }
            />
          )}
          {statistics && <StatisticsTile statistics={statistics} />}
        </div>
      </PageSection>
      <SettingsList registered={registered} />
    </div>
  );
}

/** The four numbers (Statistics, docs/product.md#statistics), to look at rather than to open. */
function StatisticsTile({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('stuff');
  return (
    <section
      aria-labelledby="stuff-statistics"
      className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-xl md:col-span-2"
    >
      <h3 id="stuff-statistics" className="flex items-center gap-3 text-xl font-black">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-surface-raised">
          <BarChart3 className="size-7 text-accent" aria-hidden="true" />
        </span>
        {t('tiles.statistics')}
      </h3>
      <StatisticsTiles statistics={statistics} compact />
    </section>
  );
}
