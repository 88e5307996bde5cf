import { useTranslation } from 'react-i18next';
import { MonstoryMark } from '../../lib/components/monstory-mark';

export function StartupLogo() {
  const { t } = useTranslation('startup');
  return (
    <div className="flex flex-col items-center gap-3">
      <MonstoryMark className="size-24" />
      <p className="text-3xl font-extrabold tracking-tight">{t('logo')}</p>
    </div>
  );
}
