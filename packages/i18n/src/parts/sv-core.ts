// Swedish texts, part "core" of the catalog (see catalog-parts.ts).
export { common } from '../locales/sv/common';
export { routes } from '../locales/sv/routes';
export { startup } from '../locales/sv/startup';
export { api } from '../locales/sv/api';
export { consent } from '../locales/sv/consent';
export { notifications } from '../locales/sv/notifications';
