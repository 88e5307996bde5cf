// The English phrase bank.
import { vehicleNight } from './vehicle-night';
import { caseSolve } from './goals/case';
import { stuckThing } from './goals/stuck-thing';
import { enNightOut } from './night-out';
import { campOut } from './goals/reach-camp';
import type { EnCtx } from '../../compose/ctx-en';
import type { Pack } from '../../compose/pack-types';
import { mergeBanks, mergeObstacles } from '../merge-banks';
import { arrive, travelRide } from './arrive';
import { homeTravel } from './home-travel';
import { travelNear } from './near-travel';
import { fetchTaken, fetchThere, landing, lookThere } from './landing';
import {
  celebrate,
  choiceApproach,
  choiceRoute,
  closing,
  evening,
  homeward,
  passBack,
  keepsakeHome,
  tellHome,
  thankAll,
} from './ending';
import { critter, lookout, noise, noiseReveal, smallHelp, smallNeed } from './episodes';
import { befriend } from './goals/befriend';
import { build } from './goals/build';
import { bake, bakeScenes } from './goals/build-bake';
import { fear } from './goals/fear';
import { find } from './goals/find';
import { help } from './goals/help';
import { role } from './role';
import { learn } from './goals/learn';
import { selfWish } from './goals/learn-self';
import { reach } from './goals/reach';
import { homeWay } from './goals/reach-home';
import { solve } from './goals/solve';
import { giveHelp, helperCheer, meet, needHelp, receiveGift, thanks } from './helpers';
import { kinMeet } from './kin-meet';
import { camp, joy, lost, weather, worry } from './moments';
import { weatherClears, weatherStart } from './weather-said';
import { obstacle } from './obstacles';
import { obstacleMore } from './obstacles-more';
import { obstacleTry } from './obstacles-tries';
import { blocks, idea, ideaHelper, lostTrail, onward } from './chain';
import { dayStart, friendIntro, habit, heroLook, heroLookMore, intro } from './opening';
import { detour, discovery, funny, search } from './pauses';
import { setting, settingFallback } from './settings';
import { settingMore } from './settings-more';
import { skillSearch } from './skill-search';
import { skill, skillHelp } from './skills';
import { sky } from './sky';
import { talk } from './talk';
import { titles } from './titles';
import { travel } from './travel';
import { firstDayScenes, firstDaySettings } from './first-day-scenes';
import { firstDay } from './goals/first-day';
import { quarrelScenes } from './goals/quarrel-day';
import { newcomer, quarrel } from './goals/befriend-social';
import { newcomerScenes } from './goals/newcomer-day';
import { snowmanScenes } from './goals/build-snowman';
import { toothScenes } from './goals/befriend-tooth';
import { checkupScenes, checkupSettings } from './goals/befriend-checkup';
import { careScenes, careSettings } from './goals/befriend-care';
import { contest, contestScenes } from './goals/befriend-contest';
import { grow, growScenes } from './goals/build-grow';
import { fishScenes, fishTrip } from './goals/reach-fish';
import { picnic, picnicScenes } from './goals/reach-picnic';
import { berries, berriesScenes } from './goals/reach-berries';
import { zoo, zooScenes, zooSettings } from './goals/reach-zoo';
import { reunite, reuniteScenes } from './goals/reach-lost';
import { petSearch } from './goals/find-pet';
import { toyNight, toyNightScenes } from './goals/reach-toy-night';
import { noSleep, noSleepScenes } from './goals/reach-no-sleep';
import { secretScenes } from './goals/befriend-secret';

const settings = mergeBanks(setting, settingMore);

export const enPack: Pack<EnCtx> = {
  intro,
  heroLook: [...heroLook, ...heroLookMore],
  role,
  habit,
  friendIntro,
  dayStart,
  weatherStart,
  weatherClears,
  travel,
  travelRide,
  travelHome: homeTravel,
  travelNear,
  arrive,
  setting: settings,
  settingFallback,
  sky,
  meet,
  kinMeet,
  skill,
  thanks,
  helperCheer,
  obstacle: mergeObstacles(obstacle, obstacleMore),
  skillHelp,
  skillSearch,
  obstacleTry,
  blocks,
  idea,
  ideaHelper,
  lostTrail,
  onward,
  detour,
  talk,
  discovery,
  funny,
  joy,
  worry,
  lost,
  weather,
  camp,
  search,
  smallNeed,
  smallHelp,
  lookout,
  noise,
  noiseReveal,
  critter,
  needHelp,
  giveHelp,
  receiveGift,
  celebrate,
  thankAll,
  homeward,
  landing,
  fetchThere,
  fetchTaken,
  lookThere,
  passBack,
  tellHome,
  keepsakeHome,
  evening,
  closing,
  vehicleScenes: vehicleNight,
  nightOut: enNightOut,
  variantGoals: {
    camp: campOut,
    home: homeWay,
    'first-day': firstDay,
    contest,
    grow,
    fish: fishTrip,
    picnic,
    berries,
    zoo,
    reunite,
    pet: petSearch,
    'toy-night': toyNight,
    'no-sleep': noSleep,
    case: caseSolve,
    stuck: stuckThing,
    bake,
    quarrel,
    newcomer,
    self: selfWish,
  },
  goals: { learn, fear, find, build, reach, help, solve, befriend },
  titles,
  choiceRoute,
  choiceApproach,
  variantScenes: {
    'first-day': { ...firstDayScenes, setting: { ...settings, ...firstDaySettings } },
    quarrel: quarrelScenes,
    newcomer: newcomerScenes,
    snowman: snowmanScenes(settings),
    tooth: toothScenes,
    checkup: { ...checkupScenes, setting: { ...settings, ...checkupSettings } },
    care: { ...careScenes, setting: { ...settings, ...careSettings } },
    contest: contestScenes,
    grow: growScenes,
    fish: fishScenes,
    picnic: picnicScenes,
    berries: berriesScenes,
    zoo: { ...zooScenes, setting: { ...settings, ...zooSettings } },
    reunite: reuniteScenes(settings),
    'toy-night': toyNightScenes(settings),
    'no-sleep': noSleepScenes(settings),
    secret: secretScenes,
    bake: bakeScenes,
  },
};
