import { MONSTER_DESCRIPTION_MIN_LENGTH } from '@monstory/contracts/gamification';
import { resolveLanguage } from '@monstory/contracts/language';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeApiError } from '../../lib/api/api-error-message';
import { useAuthState } from '../../lib/auth/auth-context';
import { buttonClass } from '../../lib/components/button-styles';
import { Notice } from '../../lib/components/notice';
import { useMonsterView } from '../../lib/gamification/use-monster-view';
import { PurchaseOverlayHost } from '../../lib/purchase/purchase-overlay';
import { SafetyNotice } from '../../lib/safety/safety-notice';
import { useLiveSafetyCheck } from '../../lib/safety/use-live-safety-check';
import { MonsterBuilding } from './monster-building';
import { MonsterCost } from './monster-cost';
import { MonsterForm } from './monster-form';
import { MonsterGuestInvite } from './monster-guest-invite';
import { MonsterReady } from './monster-ready';
import { MonsterRetry } from './monster-retry';
import { useCreateMonsterFlow } from './use-create-monster-flow';
import { useWatchedMonster } from './use-watched-monster';

/** Create a monster (docs/product.md#monsters): describe it, then watch it being drawn. */
export function CreateMonsterPage() {
  const isGuest = useAuthState().user?.isAnonymous ?? false;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      {isGuest ? <MonsterGuestInvite /> : <MonsterWorkshop />}
    </div>
  );
}

function MonsterWorkshop() {
  const { t, i18n } = useTranslation('monsters');
  const { t: tApi } = useTranslation('api');
  const [params] = useSearchParams();
  // "Create again" on My monsters brings the description along.
  const [description, setDescription] = useState(() => params.get('description') ?? '');
  const safety = useLiveSafetyCheck(description, {
    language: resolveLanguage(i18n.resolvedLanguage ?? i18n.language),
  });
  // Tapping create while the refusal stands shows the message again instead of sending.
  const [revealKey, setRevealKey] = useState(0);
  const safetyId = useId();
  const flow = useCreateMonsterFlow({ onRefused: safety.record });
  const monster = useWatchedMonster(flow.created);
  const view = useMonsterView(monster);

  if (monster && view === 'building') return <MonsterBuilding monster={monster} />;
  if (monster && view === 'ready') return <MonsterReady monster={monster} />;

  const purchaseOverlay = <PurchaseOverlayHost />;
  if (monster && view === 'retry') {
    return (
      <>
        <MonsterRetry
          pending={flow.pending}
          onRetry={() => flow.submit(monster.description)}
          onEdit={() => {
            setDescription(monster.description);
            flow.startOver();
          }}
        />
        {flow.failure === 'failed' && (
          <Notice tone="error">{describeApiError(flow.error, (key) => tApi(key))}</Notice>
        )}
        {purchaseOverlay}
      </>
    );
  }

  const fieldError =
    flow.failure === 'too-short'
      ? t('create.tooShort', { min: MONSTER_DESCRIPTION_MIN_LENGTH })
      : null;
  const refusal = safety.refusal;

  return (
    <>
      <p className="text-lg text-pretty text-ink-muted">{t('create.intro')}</p>
      <MonsterForm
        description={description}
        onChange={setDescription}
        onSubmit={() => {
          if (safety.standing) setRevealKey((key) => key + 1);
          else flow.submit(description);
        }}
        pending={flow.pending}
        error={fieldError}
        safety={
          refusal && (
            <SafetyNotice
              refusal={refusal}
              messageId={safetyId}
              fallback={t('create.unsafe')}
              revealKey={revealKey}
            />
          )
        }
        safetyId={refusal ? safetyId : null}
        refused={refusal !== null && !refusal.care}
        safetyNote={
          safety.standing && refusal
            ? t(refusal.care ? 'safety.blockedCare' : 'safety.blocked')
            : null
        }
        cost={<MonsterCost cost={flow.cost} subscribed={flow.subscribed} balance={flow.balance} />}
        notice={
          flow.failure === 'failed' && (
            <Notice tone="error" title={t('create.failed')}>
              <p>{describeApiError(flow.error, (key) => tApi(key))}</p>
              <button
                type="button"
                onClick={() => flow.submit(description)}
                className={buttonClass('secondary', 'mt-1 self-start')}
              >
                {t('create.tryAgain')}
              </button>
            </Notice>
          )
        }
      />
      {purchaseOverlay}
    </>
  );
}
