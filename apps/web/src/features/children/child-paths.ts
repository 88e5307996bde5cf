import { CHILDREN_PATH } from '../../lib/navigation/app-paths';

export const NEW_CHILD_PATH = `${CHILDREN_PATH}/new`;

export function childPath(id: string): string {
  return `${CHILDREN_PATH}/${encodeURIComponent(id)}`;
}
