import { TriangleAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/components/button-styles';
import { medalsQueryOptions } from '../../lib/gamification/progress-query';
import { StateCard } from '../../lib/library/state-card';
import { MedalCard } from './medal-card';
import { StatisticsTiles } from './statistics-tiles';
import { PageSection } from '../../lib/components/page-section';

/** My medals (docs/product.md#medals): the statistics, and every medal with its progress and how to win it. */
export function MedalsPage() {
  const { t } = useTranslation('medals');
  const medals = useQuery(medalsQueryOptions());

  if (medals.isError) {
    return (
      <StateCard icon={TriangleAlert} tone="error" title={t('loadFailed')}>
        <button
          type="button"
          onClick={() => void medals.refetch()}
          className={buttonClass('secondary', 'flex-1')}
        >
          {t('retry')}
        </button>
      </StateCard>
    );
  }
  if (!medals.data) {
    return (
      <p role="status" className="text-ink-muted">
        {t('loading', { ns: 'common' })}
      </p>
    );
  }

  const { medals: list, statistics } = medals.data;
  const earned = list.filter((medal) => medal.earnedAt !== null).length;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8">
      <p className="text-lg text-pretty text-ink-muted">{t('intro')}</p>
      <PageSection id="medals-statistics" heading={t('statistics.heading')}>
        <StatisticsTiles statistics={statistics} />
      </PageSection>
      <PageSection id="medals-catalogue" heading={t('catalogue')}>
        <p className="text-lg font-bold text-premium">
          {t('summary', { earned, total: list.length })}
        </p>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {list.map((medal) => (
            <li key={medal.id}>
              <MedalCard medal={medal} />
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
