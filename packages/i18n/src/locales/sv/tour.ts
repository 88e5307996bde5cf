import type { PartialCatalog } from '../../catalog';
import type { tour as reference } from '../no/tour';

export const tour: PartialCatalog<typeof reference> = {};
