import type { CatalogShape } from '../catalog';
import { account } from '../locales/en/account';
import { api } from '../locales/en/api';
import { auth } from '../locales/en/auth';
import { common } from '../locales/en/common';
import { gate } from '../locales/en/gate';
import { legal } from '../locales/en/legal';
import { library } from '../locales/en/library';
import { generate } from '../locales/en/generate';
import { purchase } from '../locales/en/purchase';
import { reader } from '../locales/en/reader';
import { routes } from '../locales/en/routes';
import { shop } from '../locales/en/shop';
import { site } from '../locales/en/site';
import { startup } from '../locales/en/startup';
import { story } from '../locales/en/story';
import { welcome } from '../locales/en/welcome';
import type { ReferenceBundle } from './no';
import { monsters } from '../locales/en/monsters';
import { medals } from '../locales/en/medals';
import { stuff } from '../locales/en/stuff';
import { notifications } from '../locales/en/notifications';
import { consent } from '../locales/en/consent';
import { tour } from '../locales/en/tour';

export const enBundle: CatalogShape<ReferenceBundle> = {
  common,
  routes,
  startup,
  api,
  auth,
  welcome,
  account,
  gate,
  generate,
  story,
  purchase,
  library,
  reader,
  shop,
  legal,
  site,
  monsters,
  medals,
  stuff,
  notifications,
  consent,
  tour,
};
