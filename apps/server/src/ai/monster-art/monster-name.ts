// A friendly made-up name ("Blubbo", "Fnugg") when the child gave none. Built from soft,
// bouncy syllables in the sound of the child's language, and never a rude word by accident.

import { createRng } from '../illustrator/random';
import type { MonsterSpec } from './monster-spec';

const words = (text: string) => text.split(' ');
const ONSETS = words('B Bl Pl Fl Fn Gl Gr Kn M N P Sn Tr Z Sk Pr Br Dr');
const ONSETS_BY_LANGUAGE = { no: words('Kv Hj Pj V Tj'), en: words('W Sw Wh J Ch') };
const VOWELS = { no: words('u o i a e ø y å'), en: words('u o i a e u o') };
const MIDDLES = {
  no: words('bb gg mp nk ff ll pp mm nd kk lt ms tt b m l'),
  en: words('bb gg mp nk ff ll pp mm nd ck lt ms zz b m l'),
};
const ENDINGS = {
  no: ['o', 'e', 'is', 'a', 'en', 'e', 'ert', 'le', ''],
  en: ['o', 'y', 'le', 'ie', 'a', 'er', 'ums', 'kins', ''],
};
const WHOLE = {
  no: words('Fnugg Trulte Knøtt Tuss Plopp Mumle Snurre Tufse Kvikk Bolle'),
  en: words('Blubbo Fizzle Wobble Pip Gloop Snuggles Bumble Noodle Mochi Biscuit'),
};

// Checked as substrings of the lower-case name, in both languages.
const UNKIND =
  /fitt|kuk|pikk|pul|pis|dritt|faen|rass|homo|neger|nazi|fuck|shit|cock|dick|cunt|twat|fag|sex|ass|tit|poo|kill|dead|hitl|jew|slut|hor|tiss|bæs|promp|boob|skam|grim|møk|møg|stygg|dum|fis|rump|død|ugly|fat|tjukk|feit|pee|butt|bum|nig|gay|jævl|satan|helv|(.)\1\1/;

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function monsterName(spec: MonsterSpec, seed: string, language: 'no' | 'en'): string {
  if (spec.name) return spec.name;
  const rng = createRng(`${seed}/name`);
  if (rng.chance(0.25)) return rng.pick(WHOLE[language]);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const onset = rng.pick([...ONSETS, ...ONSETS_BY_LANGUAGE[language]]);
    const vowels = VOWELS[language];
    let name = onset + rng.pick(vowels) + rng.pick(MIDDLES[language]) + rng.pick(ENDINGS[language]);
    // Now and then a doubled sound, which small children love: "Bubu", "Plipli".
    if (rng.chance(0.12)) {
      const half = onset + rng.pick(vowels);
      name = half + half.toLowerCase();
    }
    name = capitalise(name.toLowerCase());
    if (name.length >= 3 && !UNKIND.test(name.toLowerCase())) return name;
  }
  return WHOLE[language][0] as string;
}
