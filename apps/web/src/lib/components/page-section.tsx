import type { ReactNode } from 'react';

/** A part of a page under its own heading, which names it for assistive technology. */
export function PageSection({
  id,
  heading,
  children,
}: {
  /** The heading's id: other elements in the section may be labelled by it too. */
  id: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl font-black">
        {heading}
      </h2>
      {children}
    </section>
  );
}
