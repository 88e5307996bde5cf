import { MedalsResponseSchema, StatisticsSchema } from '@monstory/contracts/gamification';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { MEDALS_QUERY_KEY, STATISTICS_QUERY_KEY } from './gamification-keys';

/** GET /api/profile/statistics: stories made and read, monsters created, minutes listened. */
export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: STATISTICS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/profile/statistics', { schema: StatisticsSchema, signal }),
  });

/** GET /api/profile/medals: the whole catalogue with progress, and the statistics behind it. */
export const medalsQueryOptions = () =>
  queryOptions({
    queryKey: MEDALS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/profile/medals', { schema: MedalsResponseSchema, signal }),
  });
