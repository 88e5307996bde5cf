import { useTranslation } from 'react-i18next';
import { ChristmasScene } from './christmas-scene';

// docs/product.md#shell: the generate screen has a Christmas picture in December; the snow asks the same clock.
export { isDecember } from '../../lib/season/december';

export function ChristmasHeader() {
  const { t } = useTranslation('generate');
  return (
    <figure className="relative -mx-4 overflow-hidden sm:mx-0 sm:rounded-card">
      <ChristmasScene label={t('christmas.alt')} />
      <figcaption className="absolute inset-x-0 top-0 flex flex-col gap-0.5 p-4 sm:p-6">
        <span className="text-2xl font-black sm:text-3xl">{t('christmas.title')}</span>
        <span className="text-base font-semibold text-ink/85">{t('christmas.text')}</span>
      </figcaption>
    </figure>
  );
}
