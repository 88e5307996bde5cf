import { useId, type ReactNode } from 'react';
import { cx } from '../components/cx';
import { PageBanner } from './page-banner';
import { SiteFooter } from './site-footer';

/** A line under a site page's title: what the page is for. */
export function PageLead({ children }: { children: ReactNode }) {
  return <p className="max-w-prose text-lg text-pretty text-ink-muted">{children}</p>;
}

/**
 * A page of the public site (docs/product.md#static-pages): its banner with the logo and the
 * title that names it, what `banner` adds under the title, the page itself, then the footer.
 */
export function SitePage({
  title,
  banner,
  as: Frame = 'section',
  className,
  children,
}: {
  title: string;
  banner?: ReactNode;
  /** An article for a document that stands on its own (a legal text, a static page). */
  as?: 'section' | 'article';
  /** The page's width and spacing, e.g. `max-w-3xl gap-6`. */
  className: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <>
      <Frame
        aria-labelledby={headingId}
        className={cx('mx-auto flex w-full flex-col py-4', className)}
      >
        <PageBanner title={title} headingId={headingId} showLogo>
          {banner}
        </PageBanner>
        {children}
      </Frame>
      <SiteFooter />
    </>
  );
}
