import type { TFunction } from 'i18next';
import type { TourStep } from './tour-steps';

/** The tour's words in the interface language, read each time the tour is (re)built. */
export interface TourTexts {
  title(step: TourStep): string;
  text(step: TourStep): string;
  /** docs/product.md#constants: '{current} of {total}'. */
  progress(current: number, total: number): string;
  next: string;
  previous: string;
  done: string;
  close: string;
}

export function tourTexts(t: TFunction<'tour'>): TourTexts {
  return {
    title: (step) => t(`steps.${step}.title`),
    text: (step) => t(`steps.${step}.text`),
    progress: (current, total) => t('progress', { current, total }),
    next: t('next'),
    previous: t('previous'),
    done: t('done'),
    close: t('close'),
  };
}
