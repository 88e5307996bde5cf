import type { PartialCatalog } from '../../catalog';
import type { routes as reference } from '../no/routes';

export const routes: PartialCatalog<typeof reference> = {
  home: 'Hjem',
  login: 'Log ind',
  resetPassword: 'Ny adgangskode',
  verifyEmail: 'Bekræft e-mail',
  contact: 'Kontakt os',
  welcome: 'Velkommen',
  createMonster: 'Lav et monster',
  monsters: 'Mine monstre',
  language: 'Mit sprog',
  account: 'Min konto',
  medals: 'Mine medaljer',
  stuff: 'Mine ting',
  library: 'Bibliotek',
  generate: 'Lav en historie',
  shop: 'Butik',
  notFound: 'Siden blev ikke fundet',
};
