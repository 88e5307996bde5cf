// What someone in the story is by trade: "Firefighter Sam", «brannmann Per», "the lifeguard".
// A role is who the hero already is from the first line (helmet, fire engine, ladder), never a
// job dreamt of; "vil bli brannmann" stays a dream (description/read-errand).
import { nounEn, type NounEn } from '../grammar/english';
import { noun, type NounNo } from '../grammar/norwegian';

export const ROLE_IDS = [
  'firefighter',
  'vet',
  'lifeguard',
  'police',
  'doctor',
  'pilot',
  'chef',
  'baker',
  'sailor',
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export interface RoleEntry {
  id: RoleId;
  en: NounEn;
  /** The bokmål noun, by the gender of the one who has the role. */
  no: Record<'m' | 'f', NounNo>;
  /** Every word that names it in a description, lower case. */
  alias: string[];
}

const both = (n: NounNo): Record<'m' | 'f', NounNo> => ({ m: n, f: n });

export const ROLES: Record<RoleId, RoleEntry> = {
  firefighter: {
    id: 'firefighter',
    en: nounEn('firefighter'),
    no: {
      m: noun('m', 'brannmann', 'brannmannen', 'brannmenn', 'brannmennene'),
      f: noun('f', 'brannkvinne', 'brannkvinna', 'brannkvinner', 'brannkvinnene'),
    },
    alias: [
      'firefighter',
      'firefighters',
      'fireman',
      'firemen',
      'firewoman',
      'brannmann',
      'brannmannen',
      'brannkvinne',
      'brannkvinna',
      'brannkvinnen',
      'brannkonstabel',
      'brannkonstabelen',
    ],
  },
  vet: {
    id: 'vet',
    en: nounEn('vet'),
    no: both(noun('m', 'dyrlege', 'dyrlegen', 'dyrleger', 'dyrlegene')),
    alias: ['vet', 'veterinarian', 'dyrlege', 'dyrlegen', 'veterinær', 'veterinæren'],
  },
  lifeguard: {
    id: 'lifeguard',
    en: nounEn('lifeguard'),
    no: both(noun('m', 'livredder', 'livredderen', 'livreddere', 'livredderne')),
    alias: ['lifeguard', 'livredder', 'livredderen', 'badevakt', 'badevakta', 'badevakten'],
  },
  police: {
    id: 'police',
    en: nounEn('police officer'),
    no: both(noun('m', 'politibetjent', 'politibetjenten', 'politibetjenter', 'politibetjentene')),
    alias: [
      'policeman',
      'policewoman',
      'police officer',
      'officer',
      'politibetjent',
      'politibetjenten',
      'politimann',
      'politimannen',
      'politikvinne',
      'politikvinna',
      'politi',
      'politiet',
    ],
  },
  doctor: {
    id: 'doctor',
    en: nounEn('doctor'),
    no: both(noun('m', 'lege', 'legen', 'leger', 'legene')),
    alias: ['doctor', 'doktor', 'doktoren', 'dr', 'lege', 'legen'],
  },
  pilot: {
    id: 'pilot',
    en: nounEn('pilot'),
    no: both(noun('m', 'pilot', 'piloten', 'piloter', 'pilotene')),
    alias: ['pilot', 'piloten', 'helicopter pilot', 'helikopterpilot', 'helikopterpiloten'],
  },
  chef: {
    id: 'chef',
    en: nounEn('chef'),
    no: both(noun('m', 'kokk', 'kokken', 'kokker', 'kokkene')),
    alias: ['chef', 'chefs', 'cook', 'kokk', 'kokken', 'kjøkkensjef', 'kjøkkensjefen'],
  },
  baker: {
    id: 'baker',
    en: nounEn('baker'),
    no: both(noun('m', 'baker', 'bakeren', 'bakere', 'bakerne')),
    alias: ['baker', 'bakeren', 'bakerdame', 'bakerdama', 'bakerdamen'],
  },
  sailor: {
    id: 'sailor',
    en: nounEn('sailor'),
    no: {
      m: noun('m', 'sjømann', 'sjømannen', 'sjømenn', 'sjømennene'),
      f: noun('m', 'matros', 'matrosen', 'matroser', 'matrosene'),
    },
    alias: ['sailor', 'seaman', 'sjømann', 'sjømannen', 'matros', 'matrosen', 'sjøkvinne'],
  },
};

/**
 * Role words that are also everyday verbs ("Mormor baker boller", "we cook dinner"): a role
 * only after an article or "is", or written capitalised before a name ("Baker Bob").
 */
export const VERB_TOO: ReadonlySet<string> = new Set(['baker', 'cook']);

/** The role a word (or two words) names, if any. */
export function roleOfWord(word: string): RoleId | undefined {
  return ROLE_IDS.find((id) => ROLES[id].alias.includes(word));
}

/**
 * How someone is named when they have a role: "a firefighter", «en brannkvinne», in place of
 * "a grown-up"; everything else about them (how they move, their pronouns) stays.
 */
export function withRole<E extends { en: NounEn; no: NounNo }>(
  entry: E,
  ch: { role?: RoleId; gender: 'm' | 'f' },
): E {
  if (!ch.role) return entry;
  const role = ROLES[ch.role];
  return { ...entry, en: role.en, no: role.no[ch.gender] };
}
