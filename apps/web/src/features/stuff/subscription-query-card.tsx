import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SubscriptionQueryCardProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  icon: ReactNode;
  heading: string;
  query: UseQueryResult<T>;
  /** Said when the query failed. */
  loadFailed: string;
  /** What the card shows once the query has answered. */
  children: (data: T) => ReactNode;
}

/** A card of the subscription page that shows one query: its answer, its failure or that it is loading. */
export function SubscriptionQueryCard<T>({
  id,
  icon,
  heading,
  query,
  loadFailed,
  children,
}: SubscriptionQueryCardProps<T>) {
  const { t } = useTranslation('common');
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-xl sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-xl font-black">
        {icon}
        {heading}
      </h2>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {loadFailed}
        </p>
      ) : (
        <p role="status" className="text-ink-muted">
          {t('loading')}
        </p>
      )}
    </section>
  );
}
