import type { PartialCatalog } from '../catalog';
import { api } from '../locales/sv/api';
import { common } from '../locales/sv/common';
import { routes } from '../locales/sv/routes';
import { startup } from '../locales/sv/startup';
import type { ReferenceBundle } from './no';
import { monsters } from '../locales/sv/monsters';
import { medals } from '../locales/sv/medals';
import { stuff } from '../locales/sv/stuff';
import { notifications } from '../locales/sv/notifications';
import { consent } from '../locales/sv/consent';
import { tour } from '../locales/sv/tour';

export const svBundle: PartialCatalog<ReferenceBundle> = {
  common,
  routes,
  startup,
  api,
  monsters,
  medals,
  stuff,
  notifications,
  consent,
  tour,
};
