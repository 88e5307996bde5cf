import type { PartialCatalog } from '../../catalog';
import type { monsters as reference } from '../no/monsters';

export const monsters: PartialCatalog<typeof reference> = {};
