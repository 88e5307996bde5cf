import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../components/button-styles';
import { MonstoryMark } from '../components/monstory-mark';
import { HOME_PATH } from '../navigation/app-paths';
import { IconButton } from '../components/icon-button';

interface PageBannerProps {
  title: string;
  headingId: string;
  showLogo?: boolean;
  children?: ReactNode;
}

/** The browser router numbers this tab's entries; 0 is the first page of the visit. */
function hasEarlierPage(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** The title banner of the static and legal pages (docs/product.md#legal): back button, optional logo, h1. */
export function PageBanner({ title, headingId, showLogo = false, children }: PageBannerProps) {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  return (
    <div className="relative flex w-full flex-col items-center gap-3 rounded-card bg-surface px-4 pt-14 pb-8 text-center md:pt-10">
      <IconButton
        icon={ArrowLeft}
        label={t('back')}
        onClick={() => void (hasEarlierPage() ? navigate(-1) : navigate(HOME_PATH))}
        className="absolute top-2 left-2"
      />
      {showLogo && <MonstoryMark className="size-16 drop-shadow-[0_8px_24px_rgb(0_255_214/0.3)]" />}
      <h1 id={headingId} className="text-3xl font-black text-balance md:text-4xl">
        {title}
      </h1>
      {children}
    </div>
  );
}

/** Every static and legal page ends with a way to reach a person (docs/product.md#static-pages). */
export function ContactUsLink() {
  const { t } = useTranslation('site');
  return (
    <Link to="/contact" className={buttonClass('primary', 'self-center')}>
      {t('contactUs')}
    </Link>
  );
}
