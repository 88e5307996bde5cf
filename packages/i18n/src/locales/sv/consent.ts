import type { PartialCatalog } from '../../catalog';
import type { consent as reference } from '../no/consent';

export const consent: PartialCatalog<typeof reference> = {};
