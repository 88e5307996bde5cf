// English captions for the pictures, built from the plan rather than the story text, so a
// Norwegian story gets English alt text and image prompts too.
import { COLOURS } from '../lexicon/colours';
import { creature } from '../lexicon/creatures';
import { placeById } from '../lexicon/places';
import { thingById } from '../lexicon/things';
import type { Character } from '../plan/plan-types';
import type { TimeOfDay } from '../../scene-spec';

export function captionActor(ch: Character): string {
  const entry = creature(ch.kind);
  const look = [
    ch.size === 'small' ? 'little' : ch.size === 'big' ? 'big' : '',
    ...ch.colours.map((c) => COLOURS[c].en),
  ]
    .filter(Boolean)
    .join(' ');
  const kind = look ? `${look} ${entry.en.sg}` : entry.en.sg;
  if (!ch.name) return `a ${kind}`.replace(/^a ([aeiou])/, 'an $1');
  return entry.person && !look ? ch.name : `${ch.name} the ${kind}`;
}

export function captionPlace(id: string): string {
  return placeById(id).en.in;
}

export function captionThing(id: string): string {
  return `the ${thingById(id).en.sg}`;
}

const WHEN: Record<TimeOfDay, string> = {
  dawn: 'at dawn',
  morning: 'in the morning',
  day: 'during the day',
  evening: 'in the evening',
  dusk: 'at dusk',
  night: 'at night',
};

export function captionTime(t: TimeOfDay): string {
  return WHEN[t];
}

export function captionTeam(hero: Character, friend?: Character): string {
  return friend ? `${captionActor(hero)} and ${captionActor(friend)}` : captionActor(hero);
}
