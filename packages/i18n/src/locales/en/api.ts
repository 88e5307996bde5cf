import type { CatalogShape } from '../../catalog';
import type { api as reference } from '../no/api';

export const api: CatalogShape<typeof reference> = {
  generic: 'Oops, something went wrong. Please try again in a moment.',
  offline: 'You seem to be offline. Check your connection and try again.',
  timeout: 'It took too long to get an answer. Please try again.',
  serverProblem: 'Our servers are having a little trouble. Please try again in a moment.',
  retry: 'Try again',
  codes: {
    CHILD_LIMIT_REACHED:
      'This account has as many children as it can. Remove a child to add a new one.',
    LAST_CHILD: 'An account needs at least one child, so the last one cannot be removed.',
  },
};
