// Every SceneSetting's drawer.

import type { SceneSetting } from '../../scene-spec';
import type { SettingDrawer } from '../scene-context';
import { farm, garden, playground } from './country-settings';
import { bedroom, cave, kitchen, library } from './indoor-settings';
import { desert, forest, jungle, meadow, mountain, snow } from './nature-settings';
import { moon, skySetting, space } from './sky-settings';
import { circus, school, train } from './outing-settings';
import { island, seaSetting, ship, underwater } from './sea-settings';
import { beach, lake, river } from './shore-settings';
import { castle, city, houseSetting, village } from './town-settings';
import { clinic } from './clinic-settings';

export const SETTINGS: Record<SceneSetting, SettingDrawer> = {
  forest,
  meadow,
  mountain,
  sea: seaSetting,
  beach,
  island,
  underwater,
  castle,
  village,
  city,
  house: houseSetting,
  bedroom,
  kitchen,
  garden,
  farm,
  school,
  space,
  moon,
  desert,
  jungle,
  snow,
  cave,
  sky: skySetting,
  river,
  lake,
  playground,
  library,
  ship,
  train,
  circus,
  clinic,
};
