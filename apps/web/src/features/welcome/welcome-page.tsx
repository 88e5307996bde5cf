import { ArrowLeft, ArrowRight, LogOut } from 'lucide-react';
import { resolveLanguage } from '@monstory/contracts/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SignOutDialog } from '../../lib/auth/sign-out-dialog';
import { buttonClass } from '../../lib/components/button-styles';
import { MonstoryMark } from '../../lib/components/monstory-mark';
import { Notice } from '../../lib/components/notice';
import { STUFF_PATH } from '../../lib/navigation/app-paths';
import { ProfileLanguagePicker } from '../../lib/profile/profile-language-picker';
import { VoicePicker } from '../../lib/profile/voice-picker';
import { useMarkWelcomeShown } from './mark-welcome-shown';
import { MonsterStep } from './monster-step';
import { TermsStep } from './terms-step';

const STEPS = ['language', 'voice', 'monster', 'terms'] as const;

/** docs/product.md#route-table onboarding: language, voice, monster, terms and newsletter; then My Stuff. */
export function WelcomePage() {
  const { t, i18n } = useTranslation('welcome');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const markShown = useMarkWelcomeShown();
  const step = STEPS[index] ?? 'language';
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);

  const finish = () =>
    markShown.mutate(undefined, {
      onSuccess: () => void navigate(STUFF_PATH, { replace: true }),
    });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex items-center gap-3">
        <MonstoryMark className="size-12 shrink-0" />
        <div className="flex flex-1 flex-col">
          <p className="font-extrabold">{t('greeting')}</p>
          <p className="text-sm text-ink-muted">
            {t('progress', { current: index + 1, total: STEPS.length })}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setSignOutOpen(true)}
          className={buttonClass('ghost', 'px-4')}
        >
          <LogOut className="size-5" aria-hidden="true" />
          {t('logOut')}
        </button>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-raised"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={index + 1}
        aria-label={t('progress', { current: index + 1, total: STEPS.length })}
      >
        <div
          className="h-full rounded-full bg-accent transition-all duration-250 ease-calm"
          style={{ width: `${((index + 1) / STEPS.length) * 100}%` }}
        />
      </div>
      <section
        aria-labelledby="welcome-step"
        className="flex flex-col gap-5 rounded-card bg-surface/80 p-6 shadow-xl sm:p-8"
      >
        <h1 id="welcome-step" className="text-3xl font-black text-balance">
          {t(`${step}.title`)}
        </h1>
        {step === 'language' && (
          <>
            <p className="text-lg text-pretty text-ink-muted">{t('language.text')}</p>
            <ProfileLanguagePicker />
          </>
        )}
        {step === 'voice' && (
          <>
            <p className="text-lg text-pretty text-ink-muted">{t('voice.text')}</p>
            <VoicePicker language={language} legend={t('voice.title')} />
          </>
        )}
        {step === 'monster' && <MonsterStep />}
        {step === 'terms' && <TermsStep onFinish={finish} finishing={markShown.isPending} />}
        {markShown.isError && <Notice tone="error">{t('finishFailed')}</Notice>}
      </section>
      <div className="flex gap-3">
        {index > 0 && (
          <button
            type="button"
            onClick={() => setIndex(index - 1)}
            className={buttonClass('secondary')}
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
            {t('back')}
          </button>
        )}
        {step !== 'terms' && (
          <button
            type="button"
            onClick={() => setIndex(index + 1)}
            className={buttonClass('primary', 'ml-auto px-8 text-lg')}
          >
            {t('next')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <SignOutDialog open={signOutOpen} onClose={() => setSignOutOpen(false)} />
    </div>
  );
}
