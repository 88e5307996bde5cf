// The shape every language's phrase bank fills in. The composer (language-neutral) decides
// which beat comes next; the pack decides how that beat is told.
import type { SceneSetting, TimeOfDay } from '../../scene-spec';
import type { HelperSkill } from '../lexicon/creatures';
import type { Approach, Goal, GoalKind, GoalVariant } from '../plan/plan-types';
import type { Bank, Tpl } from './ctx-base';

export type { Terrain as ObstacleKind } from '../plan/story-plan';
import type { CaseStep, GoalStep, Terrain as ObstacleKind } from '../plan/story-plan';
import type { AfterBankKey } from '../plan/rescue-after';

export interface GoalTexts<C> {
  /** The hero met where the story opens when that is not home: lost or stranded far away. */
  intro?: Bank<C>;
  /** What the owner wishes for or fears, said plainly at the start. */
  want: Bank<C>;
  /** The want seen in the world before anything stands in its way: the choir singing. */
  show?: Bank<C>;
  /** What goes wrong or stands in the way. */
  problem: Bank<C>;
  /** The decision to set out or to try. */
  decide: Bank<C>;
  /** How the team gets to where the goal is, when the goal says how: the fire engine to the tree. */
  travel?: Bank<C>;
  /** The feared thing itself, met at the place where the owner tries to be brave. */
  meet?: Bank<C>;
  /** The feared thing met once more, when the story has told every way of meeting it. */
  meetAgain?: Bank<C>;
  /** A try that fails, and what it teaches. */
  attempt: Bank<C>;
  /** A step closer after a leg: a clue, a part, a lesson, a bit of courage. */
  progress: Bank<C>;
  /** A step of a day's own list done: the job ticked off, and what is left. */
  done?: Bank<C>;
  /** What a helper advises about this goal. */
  advice: Bank<C>;
  /**
   * A learner's lesson from the try that just failed, told by the helper here or worked out
   * alone: the next try remembers it. Nothing to tell (no lessons left), the advice instead.
   */
  lesson?: Bank<C>;
  /** The helper, asked about this goal. */
  ask: Bank<C>;
  /**
   * The steps of a case (plan CaseStep), each a list of lines told in turn: the first is the
   * step itself, the rest lines a story over its length may drop.
   */
  case?: Partial<Record<CaseStep, Tpl<C>[]>>;
  /** The steps of the want's own plot between tries (plan GoalStep). */
  steps?: Partial<Record<GoalStep, Bank<C>>>;
  /** The turning point, told the way the chosen approach wins it. */
  turn: Record<Approach, Bank<C>>;
  resolution: Bank<C>;
  /**
   * What follows the win before home (plan `after`): a rescue's care and homecoming. `freed`
   * is the win itself when a second act follows, told in place of `resolution`.
   */
  after?: Partial<Record<AfterBankKey | 'freed', Bank<C>>>;
  /**
   * A want won at home (a party, a new baby): the calm at home after it, told in place of the
   * way home, the supper and the tale of the day.
   */
  home?: Bank<C>;
  reflection: Bank<C>;
  refrain: Bank<C>;
  title: Bank<C>;
}

export interface Pack<C> {
  intro: Bank<C>;
  heroLook: Bank<C>;
  /** Who the hero is by trade, when they have one: the helmet, the fire engine, the ladder. */
  role: Bank<C>;
  /** What the hero loves to do, another way to meet them. */
  habit: Bank<C>;
  friendIntro: Bank<C>;
  dayStart: Bank<C>;
  /** The weather the family set the story in, told at the start instead of the day's sky. */
  weatherStart: Bank<C>;
  /** That weather clearing: once the team is out in it, or before a story at home ends. */
  weatherClears: Bank<C>;
  travel: Bank<C>;
  /** Travel when the team needs a lift (ctx.ride): into the sky, out to sea. */
  travelRide: Bank<C>;
  /** From one room of a building to another, or out into its own garden: doors, halls, stairs. */
  travelHome: Bank<C>;
  /** A walk at home's pace to an everyday place (the shop, school, the neighbours'): no new land. */
  travelNear: Bank<C>;
  arrive: Bank<C>;
  setting: Partial<Record<SceneSetting, Bank<C>>>;
  settingFallback: Bank<C>;
  sky: Record<TimeOfDay, Bank<C>>;
  meet: Bank<C>;
  /** One of the family met at home as themselves: Grandma come to help, Dad home from work. */
  kinMeet: Bank<C>;
  skill: Record<HelperSkill, Bank<C>>;
  thanks: Bank<C>;
  obstacle: Record<ObstacleKind, { problem: Bank<C>; solo: Bank<C> }>;
  /** A first try that suits the obstacle and fails or half works. */
  obstacleTry: Record<ObstacleKind, Bank<C>>;
  /** After a failed try: the idea, from something the story set up (the way past follows). */
  idea: Bank<C>;
  /** After a failed try: the helper here steps in (its trick follows). */
  ideaHelper: Bank<C>;
  /** Why the obstacle matters: what lies beyond it, what cannot be reached without it. */
  blocks: Bank<C>;
  /** The trail goes cold at this place. */
  lostTrail: Bank<C>;
  /** What getting past leads to: the way on to the next place, or to the goal. */
  onward: Bank<C>;
  /** The helper looks on while the team gets past an obstacle on their own. */
  helperCheer: Bank<C>;
  /** A helper's skill used on an obstacle. */
  skillHelp: Record<HelperSkill, Bank<C>>;
  /** A helper who offered to help looks for a lost trail in their own way. */
  skillSearch: Record<HelperSkill, Bank<C>>;
  detour: Bank<C>;
  talk: Bank<C>;
  discovery: Bank<C>;
  funny: Bank<C>;
  /** Relief and gladness, after something goes well. */
  joy: Bank<C>;
  /** Worry or disappointment, after something goes wrong. */
  worry: Bank<C>;
  /** They lose the way for a while and find it again. */
  lost: Bank<C>;
  /** Rain, wind or fog; a shelter; it passes. */
  weather: Bank<C>;
  /** A rest by a little fire as the light goes. */
  camp: Bank<C>;
  search: Bank<C>;
  /** A small creature in trouble on the way, and the hand the team gives it. */
  smallNeed: Bank<C>;
  smallHelp: Bank<C>;
  /** A high spot with a view back over the way and on to what comes next. */
  lookout: Bank<C>;
  /** A strange sound, and what it turns out to be: never anything to fear. */
  noise: Bank<C>;
  noiseReveal: Bank<C>;
  /** An animal that crosses the path or tags along for a while. */
  critter: Bank<C>;
  /** Gifts structure: someone on the way needs a hand; the hero helps; a gift is given. */
  needHelp: Bank<C>;
  giveHelp: Bank<C>;
  receiveGift: Bank<C>;
  celebrate: Bank<C>;
  thankAll: Bank<C>;
  homeward: Bank<C>;
  /** A ride built to fly out to its place lands there (the build is won back on the ground). */
  landing: Bank<C>;
  /** What the ride was flown out to fetch, found where it landed, and taken aboard for home. */
  fetchThere: Bank<C>;
  fetchTaken: Bank<C>;
  /** Flown out only to be there: what they see and do there before flying home. */
  lookThere: Bank<C>;
  /** The way home past a place from earlier in the story, and what happened there. */
  passBack: Bank<C>;
  /** Home again: telling someone about the day; finding the gift a place. */
  tellHome: Bank<C>;
  keepsakeHome: Bank<C>;
  evening: Bank<C>;
  closing: Bank<C>;
  /** A night out (goal variant `camp`): the evening at the camp and the night spent there. */
  nightOut: NightOut<C>;
  goals: Record<GoalKind, GoalTexts<C>>;
  /**
   * Variants told by texts of their own from the want to the last line, rather than joined
   * into their goal's banks: a night out shares no beat with a journey to the mountain top.
   */
  variantGoals: Partial<Record<GoalVariant, GoalTexts<C>>>;
  /**
   * Scene banks a variant tells its own way, in place of the pack's: a first day at school walks
   * there with Mum and is fetched in the afternoon, not off over the hills.
   */
  variantScenes: Partial<Record<GoalVariant, Partial<SceneBanks<C>>>>;
  /** Scene banks a vehicle hero tells its own way: a wash and a full tank, its lights out at night. */
  vehicleScenes?: Partial<SceneBanks<C>>;
  /** Titles from the premise and the plan: the first place, the helper, the gift. */
  titles: Bank<C>;
  choiceRoute: Tpl<C>;
  choiceApproach: Record<Approach, Tpl<C>>;
}

/** The end of a night out: no way home and no bed at home, but the fire, the dark and sleep. */
export interface NightOut<C> {
  /** The fire going, and what was brought cooked over it and eaten. */
  fire: Bank<C>;
  /** By the fire afterwards: a song, a story, the sparks going up. */
  fireside: Bank<C>;
  /** By the fire, a place of the day (ctx.prev) talked over again. */
  recall: Bank<C>;
  /** Dark falls: the fire dies down, into the tent or the cabin and into the sleeping bags. */
  bedtime: Bank<C>;
  /** A sound in the night outside, and what it turns out to be. */
  sound: Bank<C>;
  soundReveal: Bank<C>;
  /** The fear the family named, met when the dark comes (ctx.fearId), and how it eases. */
  fear: Bank<C>;
  fearEased: Bank<C>;
  /** The last line: asleep out there, the night going on outside. */
  sleep: Bank<C>;
}

/** The texts that tell this goal: its variant's own, or the goal's. */
export function goalTextsOf<C>(pack: Pack<C>, goal: Pick<Goal, 'kind' | 'variant'>): GoalTexts<C> {
  return (goal.variant && pack.variantGoals[goal.variant]) || pack.goals[goal.kind];
}

/** The pack's banks a variant of a want may tell its own way. */
export type SceneBanks<C> = Omit<
  Pack<C>,
  'goals' | 'variantGoals' | 'variantScenes' | 'vehicleScenes' | 'choiceRoute' | 'choiceApproach'
>;
