// Every CharacterKind the illustrator knows: how to draw it, how tall it stands in its own frame,
// where it lives (ground, water, air), and the colours it wears when the story names none.

import type { CharacterKind } from '../../scene-spec';
import type { CharacterDrawer } from './look';
import * as big from './big-animals';
import * as wild from './birds-and-swimmers';
import * as fantasy from './fantasy';
import * as more from './more-animals';
import * as people from './people';
import * as pets from './pets';

export interface KindInfo {
  draw: CharacterDrawer;
  /** Height in frame units (a child is 100). */
  height: number;
  /** Flyers hover, swimmers need water; everyone else stands. */
  habitat?: 'air' | 'water';
  main: string[];
  second: string[];
  /** Fixed skin (for animals the fur is `main`); people get a seeded skin tone. */
  human?: boolean;
}

const BRIGHT = [
  '#5aa4e8',
  '#ff8fb8',
  '#6cc46a',
  '#ffd54a',
  '#9b6fd6',
  '#ff9f43',
  '#3fd0c4',
  '#ef5b5b',
];
const DENIM = ['#34477a', '#5b6b8f', '#a9714b', '#3a3548', '#6b8fd6'];

const animal = (
  draw: CharacterDrawer,
  main: string[],
  second: string[],
  height: number,
  habitat?: 'air' | 'water',
): KindInfo => ({
  draw,
  height,
  main,
  second,
  habitat,
});

const person = (draw: CharacterDrawer, main = BRIGHT, second = DENIM, height = 100): KindInfo => ({
  draw,
  height,
  main,
  second,
  human: true,
});

export const KINDS: Partial<Record<CharacterKind, KindInfo>> = {
  girl: person(people.girl),
  boy: person(people.boy),
  child: person(people.child),
  'grown-up': person(people.grownUp, BRIGHT, DENIM, 128),
  grandparent: person(people.grandparent, ['#b07ad6', '#6fa8dc', '#e07a5f', '#7fbf8f'], DENIM, 124),
  wizard: person(people.wizard, ['#4f62c9', '#7a4fc2', '#3f7fbf'], ['#4f62c9', '#6a45b0'], 150),
  witch: person(people.witch, ['#7a4fc2', '#3fa06a', '#c2478a'], ['#3a3548'], 118),
  knight: person(people.knight, ['#c3cad8'], ['#4f7fd6', '#d94f6a', '#3fa06a'], 104),
  princess: person(people.princess, ['#ff8fb8', '#c3a3ea', '#7fd3ff', '#ffd54a'], ['#ffffff']),
  prince: person(people.prince, ['#4f7fd6', '#3fa06a', '#7a4fc2'], ['#f7f4ff', '#3a3548']),
  king: person(people.king, ['#7a4fc2', '#c8384f'], ['#ffcc3d'], 140),
  queen: person(people.queen, ['#ff8fb8', '#7fd3ff', '#c3a3ea'], ['#ffcc3d'], 134),
  pirate: person(people.pirate, ['#ef5b5b', '#f7f4ff'], ['#34477a', '#3a3548'], 108),
  astronaut: person(people.astronaut, ['#f4f4fa'], ['#e6e6f2'], 112),
  mermaid: {
    ...person(people.mermaid, ['#c3a3ea', '#ff8fb8'], ['#3fd0c4', '#5aa4e8', '#9b6fd6']),
    habitat: 'water',
  },
  fairy: {
    ...person(people.fairy, ['#9ee8c4', '#ff8fb8', '#c3a3ea'], ['#ffd54a']),
    habitat: 'air',
  },
  cat: animal(pets.cat, ['#ffa94d', '#a7a9b8', '#4a4560', '#f7f4ff'], ['#ffffff'], 84),
  dog: animal(pets.dog, ['#c98a5a', '#e8d2ad', '#f7f4ff', '#8a5a3a'], ['#ffffff'], 84),
  rabbit: animal(pets.rabbit, ['#f7f4ff', '#cfc6d8', '#c9a27e'], ['#ffffff'], 108),
  bear: animal(pets.bear, ['#a9714b', '#8a5a3a', '#c98a5a'], ['#ffffff'], 88),
  fox: animal(pets.fox, ['#ff8f3f', '#f27a3a'], ['#ffffff'], 96),
  mouse: animal(pets.mouse, ['#b8b8c8', '#c9a27e', '#f2eef8'], ['#ffffff'], 78),
  lion: animal(pets.lion, ['#f5c04a', '#f2b35a'], ['#c8702e', '#b5602a', '#e08a3a'], 96),
  elephant: animal(pets.elephant, ['#a9b4d6', '#b8a9d6', '#f4b8cc'], ['#ffffff'], 96),
  owl: animal(wild.owl, ['#a9714b', '#8a6a9a', '#c98a5a'], ['#ffffff'], 80, 'air'),
  bird: animal(wild.bird, ['#5aa4e8', '#ef5b5b', '#ffd54a', '#6cc46a'], ['#ffffff'], 52, 'air'),
  penguin: animal(wild.penguin, ['#34477a', '#3a3548'], ['#ffffff'], 86),
  frog: animal(wild.frog, ['#6cc46a', '#8fd36f'], ['#ffffff'], 58),
  turtle: animal(wild.turtle, ['#8fd36f', '#6cc46a'], ['#a9714b', '#3fa06a', '#c98a5a'], 50),
  fish: animal(wild.fish, ['#ff9f43', '#5aa4e8', '#ff8fb8', '#ffd54a'], ['#ffffff'], 56, 'water'),
  whale: animal(wild.whale, ['#5a8fe0', '#6fa0e8', '#7a8fd6'], ['#ffffff'], 80, 'water'),
  horse: animal(
    big.horse,
    ['#a9714b', '#f7f4ff', '#8a5a3a', '#3a3548'],
    ['#3a3548', '#f5c04a', '#8a5a3a'],
    104,
  ),
  unicorn: animal(big.unicorn, ['#fbf6ff'], ['#ff8fb8'], 124),
  dinosaur: animal(
    big.dinosaur,
    ['#6cc46a', '#5fb9a0', '#9b6fd6', '#ff9f43'],
    ['#ffd54a', '#f7f4ff'],
    100,
  ),
  dragon: animal(
    big.dragon,
    ['#6cc46a', '#ef5b5b', '#9b6fd6', '#3fd0c4'],
    ['#ffd54a', '#ffe9a8'],
    106,
  ),
  troll: animal(
    fantasy.troll,
    ['#a7b86a', '#b08a64', '#8fa86a'],
    ['#a9714b', '#5b6b8f', '#7a8a4a'],
    128,
  ),
  robot: animal(fantasy.robot, ['#9fb8d6', '#c3cad8', '#7fb4e8'], ['#ff9f43', '#ef5b5b'], 114),
  alien: animal(
    fantasy.alien,
    ['#8fd36f', '#6fd6c4', '#c3a3ea'],
    ['#9b6fd6', '#5aa4e8', '#ff8fb8'],
    112,
  ),
  ghost: animal(fantasy.ghost, ['#ffffff', '#e8dcff'], ['#ffffff'], 86, 'air'),
  snowman: animal(fantasy.snowman, ['#ef5b5b', '#5aa4e8', '#6cc46a'], ['#3a3548', '#7a4fc2'], 134),
  hedgehog: animal(more.hedgehog, ['#e8c9a0', '#f0d6b4'], ['#8a5a3a', '#6e4a34', '#a9714b'], 100),
  squirrel: animal(more.squirrel, ['#d4683a', '#c98a5a', '#8a5a3a'], ['#ffffff'], 92),
  pig: animal(more.pig, ['#f7b3c2', '#f4a3b8'], ['#ffffff'], 80),
  sheep: animal(more.sheep, ['#f7f4ff', '#fff3d6'], ['#4a4560', '#e8d2ad'], 80),
  cow: animal(more.cow, ['#f7f4ff', '#e8d2ad'], ['#3a3548', '#8a5a3a'], 90),
  wolf: animal(more.wolf, ['#a7a9b8', '#8a8ea0', '#6f7386'], ['#ffffff'], 92),
  tiger: animal(more.tiger, ['#ff9f43', '#f28a3a'], ['#3a3548'], 90),
  monkey: animal(more.monkey, ['#a9714b', '#8a5a3a', '#c98a5a'], ['#ffffff'], 90),
  duck: animal(more.duck, ['#ffd54a', '#f7f4ff'], ['#ffffff'], 78),
  hen: animal(more.hen, ['#f7f4ff', '#c98a5a', '#d4683a'], ['#ffffff'], 82),
  octopus: animal(more.octopus, ['#ff8fb8', '#9b6fd6', '#ef5b5b', '#ff9f43'], ['#ffffff'], 96),
  seal: animal(more.seal, ['#a7a9b8', '#8a8ea0', '#c9bfae'], ['#ffffff'], 66),
};

/** Species the illustrator has no figure of, drawn as the nearest animal shape it has. */
const NEAREST: Record<string, CharacterKind> = {
  kitten: 'cat',
  puppy: 'dog',
  hare: 'rabbit',
  bunny: 'rabbit',
  kangaroo: 'rabbit',
  hamster: 'mouse',
  rat: 'mouse',
  guinea: 'mouse',
  panda: 'bear',
  koala: 'bear',
  badger: 'bear',
  raccoon: 'fox',
  otter: 'seal',
  walrus: 'seal',
  beaver: 'squirrel',
  deer: 'horse',
  reindeer: 'horse',
  moose: 'horse',
  elk: 'horse',
  zebra: 'horse',
  giraffe: 'horse',
  donkey: 'horse',
  pony: 'horse',
  goat: 'sheep',
  lamb: 'sheep',
  calf: 'cow',
  piglet: 'pig',
  leopard: 'tiger',
  cheetah: 'tiger',
  jaguar: 'tiger',
  gorilla: 'monkey',
  chimpanzee: 'monkey',
  ape: 'monkey',
  crocodile: 'dinosaur',
  alligator: 'dinosaur',
  lizard: 'dinosaur',
  goose: 'duck',
  swan: 'duck',
  rooster: 'hen',
  chicken: 'hen',
  chick: 'bird',
  parrot: 'bird',
  eagle: 'bird',
  robin: 'bird',
  bat: 'bird',
  butterfly: 'bird',
  bee: 'bird',
  ladybird: 'bird',
  dolphin: 'whale',
  shark: 'fish',
  seahorse: 'fish',
  crab: 'octopus',
  squid: 'octopus',
  jellyfish: 'octopus',
  snail: 'turtle',
  tortoise: 'turtle',
  toad: 'frog',
  snake: 'dinosaur',
  dino: 'dinosaur',
  pegasus: 'unicorn',
  'guinea-pig': 'mouse',
  'polar-bear': 'bear',
  spider: 'octopus',
};

/**
 * The kind for a kind or species word: itself when the illustrator knows it, else the nearest
 * animal shape (a critter, a bird, a swimmer), never a child; undefined for a word that names
 * no creature ("spaceship").
 */
export function speciesKind(word: string): CharacterKind | undefined {
  const w = word.trim().toLowerCase();
  if (w === 'monster' || KINDS[w as CharacterKind]) return w as CharacterKind;
  const singular = w.replace(/(?<=[a-z]{3})s$/, '');
  if (KINDS[singular as CharacterKind]) return singular as CharacterKind;
  return NEAREST[w] ?? NEAREST[singular];
}

/** A kind the illustrator can draw, for any kind: the nearest animal when it has no figure. */
export function drawableKind(kind: CharacterKind): CharacterKind {
  return speciesKind(kind) ?? 'bear';
}

/**
 * The kind to draw for a story's species (lexicon/species ids such as "hedgehog", "goat"): its
 * own figure when the illustrator has one, else the nearest animal, else the story's kind.
 */
export function kindForSpecies(species: string | undefined, kind: CharacterKind): CharacterKind {
  if (!species) return kind;
  if (KINDS[species as CharacterKind]) return species as CharacterKind;
  return NEAREST[species] ?? kind;
}
