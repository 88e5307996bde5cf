import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button-styles';
import { useGenerateTour } from './use-generate-tour';

interface GenerateTourProps {
  /** One of the generate screen's dialogs is open (the guest popup, the terms). */
  dialogOpen: boolean;
}

/** The guided tour's home on the generate screen, with "show me around" to take it again. */
export function GenerateTour({ dialogOpen }: GenerateTourProps) {
  const { t } = useTranslation('tour');
  const showMeAround = useGenerateTour(dialogOpen);
  return (
    <div className="-mb-6 flex justify-end">
      <button
        type="button"
        onClick={showMeAround}
        className={buttonClass('ghost', 'px-4 text-base text-accent')}
      >
        <Route className="size-5" aria-hidden="true" />
        {t('showMeAround')}
      </button>
    </div>
  );
}
