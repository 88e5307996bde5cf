import { CHILD_HELPLINES, EMERGENCY_NUMBER } from '@monstory/contracts/safety';
import type { Helpline } from '@monstory/contracts/safety';
import type { LanguageCode } from '@monstory/contracts/language';
import { ExternalLink, HeartHandshake, Phone } from 'lucide-react';
import type { Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/button-styles';

interface CarePanelProps {
  ref?: Ref<HTMLDivElement>;
  /** The kind sentence to the child. */
  message: string;
  messageId: string;
  /** Whose helplines: the family's language stands for its country. */
  language: LanguageCode;
}

/**
 * After a child tells of harm (self-harm, abuse): no story and no error, but a warm word to the
 * child and, for the grown-up, the national child helplines and the emergency number, each a
 * big button that dials.
 */
export function CarePanel({ ref, message, messageId, language }: CarePanelProps) {
  const { t } = useTranslation('monsters');
  const grownUpId = useId();
  const emergency = EMERGENCY_NUMBER[language].split('/').map((number) => number.trim());
  return (
    <div
      ref={ref}
      data-testid="care-panel"
      className="flex scroll-mt-24 flex-col gap-4 rounded-card border-2 border-monster/50 bg-surface-raised p-4 sm:p-5"
    >
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-3 text-xl font-black text-balance">
          <HeartHandshake className="size-7 shrink-0 text-monster-light" aria-hidden="true" />
          {t('safety.care.title')}
        </p>
        <p id={messageId} role="alert" className="text-lg leading-relaxed text-pretty">
          {message}
        </p>
      </div>
      <section
        aria-labelledby={grownUpId}
        className="flex flex-col gap-3 rounded-control bg-canvas/60 p-4"
      >
        <h3 id={grownUpId} className="text-lg font-black">
          {t('safety.care.grownUpTitle')}
        </h3>
        <p className="text-base leading-relaxed text-pretty">{t('safety.care.grownUpText')}</p>
        <p className="font-bold">{t('safety.care.helplines')}</p>
        <ul className="flex flex-col gap-3">
          {CHILD_HELPLINES[language].map((helpline) => (
            <HelplineItem key={helpline.name} helpline={helpline} language={language} />
          ))}
        </ul>
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <p className="font-bold">{t('safety.care.emergency')}</p>
          <div className="flex flex-wrap gap-2">
            {emergency.map((number) => (
              <a
                key={number}
                href={telHref(number)}
                className={buttonClass('secondary', 'min-w-24 text-lg')}
              >
                <Phone className="size-5 shrink-0" aria-hidden="true" />
                {number}
              </a>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}

function HelplineItem({ helpline, language }: { helpline: Helpline; language: LanguageCode }) {
  const { t } = useTranslation('monsters');
  const host = new URL(helpline.url).host.replace(/^www\./, '');
  return (
    <li className="flex flex-col gap-2 rounded-control border border-line bg-surface p-3">
      <p className="font-extrabold text-balance">{helpline.name}</p>
      <p className="text-sm text-ink-muted text-pretty">{helpline.note[language]}</p>
      <div className="flex flex-wrap gap-2">
        <a href={telHref(helpline.phone)} className={buttonClass('secondary', 'text-lg')}>
          <Phone className="size-5 shrink-0" aria-hidden="true" />
          {t('safety.care.call', { phone: helpline.phone })}
        </a>
        <a
          href={helpline.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass(
            'ghost',
            'min-w-0 px-2 text-left wrap-anywhere underline underline-offset-4',
          )}
        >
          <ExternalLink className="size-5 shrink-0" aria-hidden="true" />
          {t('safety.care.site', { host })}{' '}
          <span className="sr-only">{t('safety.care.newTab')}</span>
        </a>
      </div>
    </li>
  );
}

/** A number as the phone dials it: digits only ("116 111" → "tel:116111"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
