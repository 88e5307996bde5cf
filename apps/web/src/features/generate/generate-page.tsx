import type { StoryAddons } from '@monstory/contracts/premium';
import { resolveLanguage } from '@monstory/contracts/language';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelStep } from '../../lib/analytics/funnel';
import { useActiveChild } from '../../lib/children/children-query';
import { useProfile } from '../../lib/profile/profile-query';
import { PurchaseOverlayHost } from '../../lib/purchase/purchase-overlay';
import { useFeatureCosts } from '../../lib/purchase/premium-features-query';
import { SafetyNotice } from '../../lib/safety/safety-notice';
import { useLiveSafetyCheck } from '../../lib/safety/use-live-safety-check';
import { GenerateTour } from '../../lib/tour/generate-tour';
import { AddonsPicker } from './addons-picker';
import { AgePicker } from './age-picker';
import { ChristmasHeader, isDecember } from './christmas-header';
import { CreateErrorNotice } from './create-error-notice';
import { DailyLimitNotice } from './daily-limit-notice';
import { toggleAddon } from './generate-form';
import type { GenerateError, GenerateForm } from './generate-form';
import { readGeneratePreferences, writeGeneratePreferences } from './generate-preferences';
import { GenrePicker } from './genre-picker';
import { LengthPicker } from './length-picker';
import { StoryLimitDialog } from '../../lib/auth/story-limit-dialog';
import { HeroChip, useStoryHero } from './story-hero';
import { featureBadge } from './story-quote';
import { SubmitBar } from './submit-bar';
import { SummaryField } from './summary-field';
import { TermsDialog } from './terms-dialog';
import { useCreateStoryFlow } from './use-create-story-flow';
import { usePrefetchStoryView } from './use-prefetch-story-view';

/** Generate story (docs/product.md#story-form): the default landing screen for signed-in users. */
export function GeneratePage() {
  const { t, i18n } = useTranslation('generate');
  // The safety gate's words are in the monsters catalog, which this route and Create a monster
  // both load.
  const { t: tSafety } = useTranslation('monsters');
  useFunnelStep('generate');
  const [form, setForm] = useState<GenerateForm>(readGeneratePreferences);
  // Read once: the picture does not change while the screen is open.
  const [december] = useState(() => isDecember(new Date()));
  const profile = useProfile().data;
  const child = useActiveChild();
  // A new story starts at the child's own age, once for each child; a tap changes it as before.
  const [agedFor, setAgedFor] = useState<string | null>(null);
  if (child && child.id !== agedFor) {
    setAgedFor(child.id);
    const age = child.age;
    if (age !== null) setForm((current) => ({ ...current, age }));
  }
  const costs = useFeatureCosts();
  const story = useStoryHero();
  const safety = useLiveSafetyCheck(form.summary, {
    age: form.age,
    language: resolveLanguage(i18n.resolvedLanguage ?? i18n.language),
  });
  // Tapping create while the refusal stands shows the message again instead of sending.
  const [revealKey, setRevealKey] = useState(0);
  const safetyMessageId = useId();
  const flow = useCreateStoryFlow(form, {
    // The profile answers with the voice of the child using the app.
    voiceUuid: profile?.voiceUuid ?? undefined,
    heroMonsterId: story.hero?.id,
    // The wish was for this story; the other choices stay for the next one.
    onCreated: () => writeGeneratePreferences({ ...form, summary: '' }),
    onRefused: safety.record,
  });

  // Refused words are kept in the field for the parent to change, not on the device.
  const refusedNow = safety.standing;
  useEffect(
    () => writeGeneratePreferences(refusedNow ? { ...form, summary: '' } : form),
    [form, refusedNow],
  );
  usePrefetchStoryView();

  const update = (patch: Partial<GenerateForm>) => setForm((current) => ({ ...current, ...patch }));
  const message = (key: GenerateError | undefined) => (key ? t(`validation.${key}`) : null);
  const badge = (feature: Parameters<typeof featureBadge>[0]) =>
    featureBadge(feature, profile, costs);
  const addonBadges: Record<keyof StoryAddons, ReturnType<typeof featureBadge>> = {
    images: badge('STORY_WITH_IMAGES'),
    audio: badge('STORY_WITH_AUDIO'),
    interactive: badge('STORY_INTERACTIVE'),
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <GenerateTour dialogOpen={flow.dialog !== null} />
      {december ? (
        <ChristmasHeader />
      ) : (
        <p className="text-lg text-pretty text-ink-muted">{t('intro')}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (safety.standing) setRevealKey((key) => key + 1);
          else flow.submit();
        }}
        className="flex flex-col gap-10"
      >
        <AgePicker
          value={form.age}
          onChange={(age) => update({ age })}
          error={message(flow.errors.age)}
        />
        <GenrePicker
          value={form.genre}
          onChange={(genre) => update({ genre })}
          error={message(flow.errors.genre)}
        />
        <LengthPicker
          value={form.length}
          age={form.age}
          onChange={(length) => update({ length })}
          error={message(flow.errors.length)}
          longBadge={badge('STORY_LONG')}
        />
        <AddonsPicker
          value={form.addons}
          onToggle={(addon) =>
            setForm((current) => ({ ...current, addons: toggleAddon(current.addons, addon) }))
          }
          badges={addonBadges}
          error={message(flow.errors.addons)}
        />
        {story.hero && <HeroChip hero={story.hero} onRemove={story.remove} />}
        <SummaryField
          value={form.summary}
          onChange={(summary) => update({ summary })}
          refused={safety.refusal !== null && !safety.refusal.care}
          noticeId={safety.refusal ? safetyMessageId : null}
          notice={
            safety.refusal && (
              <SafetyNotice
                refusal={safety.refusal}
                messageId={safetyMessageId}
                revealKey={revealKey}
              />
            )
          }
        />
        {flow.failedError !== null && (
          <CreateErrorNotice
            error={flow.failedError}
            onRetry={() => flow.submit()}
            onCancel={flow.cancel}
          />
        )}
        {flow.dailyLimit !== null && (
          <DailyLimitNotice limit={flow.dailyLimit} onClose={flow.cancel} />
        )}
        <SubmitBar
          quote={flow.quote}
          balance={flow.balance}
          pending={flow.pending}
          hasErrors={Object.keys(flow.errors).length > 0}
          safetyNote={
            safety.standing && safety.refusal
              ? tSafety(safety.refusal.care ? 'safety.blockedCare' : 'safety.blocked')
              : null
          }
        />
      </form>
      {flow.dialog === 'terms' && (
        <TermsDialog
          isGuest={flow.isGuest}
          declinedBefore={flow.termsDeclined}
          onClose={flow.closeDialog}
          onAccepted={() => {
            flow.closeDialog();
            flow.submit({ termsJustAccepted: true });
          }}
        />
      )}
      {flow.dialog === 'limit' && <StoryLimitDialog onClose={flow.closeDialog} />}
      <PurchaseOverlayHost />
    </div>
  );
}
