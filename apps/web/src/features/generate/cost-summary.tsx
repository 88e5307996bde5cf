import { isSubscribed } from '@monstory/contracts/premium';
import type { Quote } from '@monstory/contracts/premium';
import { Crown, Gift, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../lib/profile/profile-query';
import { CoinBadge } from '../../lib/purchase/coin-badge';

/** What the current choices cost, beside the create button (status: it updates as they change). */
export function CostSummary({ quote, balance }: { quote: Quote | null; balance: number | null }) {
  const { t } = useTranslation('generate');
  const subscription = useProfile().data?.subscription;
  const subscribed = subscription
    ? isSubscribed(subscription.subscriptionType, subscription.isActive)
    : false;
  return (
    <div
      role="status"
      aria-label={t('cost.label')}
      className="flex min-w-0 flex-1 flex-col gap-0.5"
    >
      <CostLine quote={quote} balance={balance} subscribed={subscribed} t={t} />
    </div>
  );
}

function CostLine({
  quote,
  balance,
  subscribed,
  t,
}: {
  quote: Quote | null;
  balance: number | null;
  subscribed: boolean;
  t: ReturnType<typeof useTranslation<'generate'>>['t'];
}) {
  if (!quote) return null;
  if (quote.free) {
    const Icon = { 'text-only': Sparkles, 'first-story': Gift, subscription: Crown }[quote.free];
    const text = {
      'text-only': t('cost.textOnly'),
      'first-story': t('cost.firstStory'),
      subscription: t('cost.subscription'),
    }[quote.free];
    return (
      <>
        <span className="flex items-center gap-1.5 font-extrabold text-accent">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {t('cost.free')}
        </span>
        <span className="text-sm leading-snug text-ink-muted">{text}</span>
      </>
    );
  }
  const short = balance !== null && balance < quote.credits;
  // Pictures and narration together cost less than their two badges add up to: say so, or the
  // sum looks wrong.
  // A subscriber pays only the narration's share of it, which is no bundle to them.
  const bundle =
    quote.features.includes('STORY_WITH_IMAGES_AND_AUDIO') && !quote.free && !subscribed;
  return (
    <>
      <CoinBadge credits={quote.credits} className="self-start text-base" />
      {bundle && <span className="text-sm leading-snug font-bold">{t('cost.bundle')}</span>}
      {balance !== null && (
        <span className={short ? 'text-sm font-bold text-premium' : 'text-sm text-ink-muted'}>
          {t('cost.balance', { count: balance })}
        </span>
      )}
    </>
  );
}
