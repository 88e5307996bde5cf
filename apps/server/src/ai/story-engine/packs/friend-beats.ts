// What a day between children tells at each place, the same for both languages: each episode is
// one try of its own (to make up after a quarrel, or to find a friend when new in town) that
// fails its own way and teaches something the next try remembers. Which try an episode is, is
// held for all its beats, so the lesson told afterwards is the lesson of that try.
import type { BaseCtx } from '../compose/ctx-base';

/** A try at making up, and the way it goes wrong. */
export type QuarrelTry =
  | 'blame'
  | 'note'
  | 'wave'
  | 'showoff'
  | 'giveall'
  | 'alone'
  | 'draw'
  | 'call'
  | 'messenger'
  | 'joke'
  | 'wait'
  | 'blurt'
  | 'stuck'
  | 'treat'
  | 'chalk'
  | 'list'
  | 'copy'
  | 'first'
  | 'door'
  | 'ball'
  | 'teddy'
  | 'swap'
  | 'others';

/**
 * The tries that suit each place, in the order a day comes to them: at the kitchen table the
 * grown-up hears whose fault it was and a note goes next door; in the garden the thing itself
 * is shown off and pushed away; in one's own room a game for two is played alone; in the park
 * a message is sent and a joke tried; at the playground the wrong words come out first.
 */
const QUARREL_AT: Record<string, readonly QuarrelTry[]> = {
  kitchen: ['blame', 'note', 'door', 'treat'],
  house: ['blame', 'note', 'door', 'treat'],
  garden: ['wave', 'showoff', 'ball', 'chalk', 'giveall'],
  bedroom: ['alone', 'list', 'teddy', 'draw', 'call'],
  park: ['messenger', 'copy', 'swap', 'joke', 'wait'],
  playground: ['blurt', 'others', 'first', 'stuck', 'joke', 'wait'],
};
const ANYWHERE: readonly QuarrelTry[] = ['wave', 'alone', 'joke', 'wait', 'blurt', 'stuck'];

/** The try this episode is (outside an episode: none). */
export function quarrelTry(c: BaseCtx & { place: { id: string } }): QuarrelTry | undefined {
  return c.step(QUARREL_AT[c.place.id] ?? ANYWHERE) as QuarrelTry | undefined;
}

/** A try at finding a friend in a new place, and the way it goes wrong. */
export type NewTry =
  | 'window'
  | 'box'
  | 'fence'
  | 'knock'
  | 'quiet'
  | 'shelf'
  | 'ball'
  | 'rules'
  | 'boast'
  | 'joke'
  | 'stumble'
  | 'name'
  | 'sign'
  | 'bike'
  | 'book'
  | 'dog'
  | 'queue'
  | 'chalk'
  | 'back'
  | 'bench';

const NEW_AT: Record<string, readonly NewTry[]> = {
  bedroom: ['window', 'sign', 'box'],
  house: ['window', 'sign', 'box'],
  garden: ['fence', 'bike', 'chalk', 'knock'],
  library: ['quiet', 'book', 'back', 'shelf'],
  park: ['ball', 'dog', 'bench', 'rules', 'boast'],
  playground: ['queue', 'joke', 'stumble', 'name'],
};
const NEW_ANYWHERE: readonly NewTry[] = ['quiet', 'joke', 'stumble', 'boast', 'name'];

/** The try this episode is (outside an episode: none). */
export function newTry(c: BaseCtx & { place: { id: string } }): NewTry | undefined {
  return c.step(NEW_AT[c.place.id] ?? NEW_ANYWHERE) as NewTry | undefined;
}

/** What is done with the thing quarrelled over: ridden, swung on, thrown, flown, played with. */
export type ThingUse = 'ride' | 'swing' | 'throw' | 'fly' | 'play';

const USES: Record<string, ThingUse> = {
  bicycle: 'ride',
  bike: 'ride',
  scooter: 'ride',
  swing: 'swing',
  ball: 'throw',
  football: 'throw',
  kite: 'fly',
  balloon: 'fly',
};

export function thingUse(id: string | undefined): ThingUse {
  return (id && USES[id]) || 'play';
}

/** How many tries a day between children has at a place: one episode each. */
export function friendTriesAt(variant: 'quarrel' | 'newcomer', place: string): number {
  return variant === 'quarrel'
    ? (QUARREL_AT[place] ?? ANYWHERE).length
    : (NEW_AT[place] ?? NEW_ANYWHERE).length;
}

type Line<C> = (c: C) => string | null;

/** A bank of what the grown-up at home says or is told: each line only when one is here. */
export function withGrownUp<C extends { helper?: unknown }>(bank: readonly Line<C>[]): Line<C>[] {
  return bank.map((t) => (c: C) => (c.helper ? t(c) : null));
}

/** A bank of why the hero goes on: each line only when there is a next place to go to. */
export function goingOn<C extends { next?: unknown }>(bank: readonly Line<C>[]): Line<C>[] {
  return bank.map((t) => (c: C) => (c.next ? t(c) : null));
}
