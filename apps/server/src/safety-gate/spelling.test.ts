import { describe, it } from 'vitest';
import { expectAllowed, expectRefused } from './gate.testing.js';

// Misspelt, split, emoji and keyboard-less words are read as the rule words they stand for;
// words one letter away from a rule word that mean something else are left alone.

describe('reading past spelling', () => {
  it.each([
    ['lag en historie om selv mord', 'SELF_HARM'],
    ['i think about sucide a lot', 'SELF_HARM'],
    ['pappa har slatt meg', 'ABUSE'],
    ['i want to 💀', 'SELF_HARM'],
    ['how 2 make a b0mb', 'WEAPONS_DRUGS'],
    ['how to make a 💣 at home', 'WEAPONS_DRUGS'],
    ['murdur the teacher', 'VIOLENCE'],
    ['k*i*l*l the teacher', 'VIOLENCE'],
    ['s. e. x story', 'SEXUAL'],
    ['slvmrd', 'SELF_HARM'],
    ['mrdr the teacher', 'VIOLENCE'],
    ['the wizard brews crystal m e t h in his tower', 'WEAPONS_DRUGS'],
  ] as const)('refuses %j as %s', (text, category) => expectRefused(text, category));

  it.each([
    'a strange man in a funny hat sells balloons',
    'the laughter of the children fills the garden',
    'store hvite skyer drev forbi',
    'en kat der hedder Mira',
    'a sock puppet who wants to be real',
    'jegeren og reven blir venner',
    'the dragon possesses a golden egg',
    'a brr cold day, and the cat says psst',
    // Swedish "berättelse" (a story) is one letter from Danish "besættelse" (possession).
    'En berättelse om en katt som älskar att baka',
    'Kan vi stanna hemma och bygga en koja med mormor',
    'Døra knirket, og inn kom en liten mus med lykt',
    'She goes to ballet class with her pet penguin',
    'Barna spiser boller og drikker saft i parken',
    // Danish "nogen" (someone) is not "nøgen" typed without the ø.
    'et spøgelse der bare vil have nogen at spille kort med',
    'sex små grodor hoppar i sex vattenpölar',
    'En pirat vars kanon skjuter konfetti över hela hamnen',
    'eg vil ha ei soge om ein jeger som vernar reven i staden for å skyte han',
  ])('allows %j', (text) => expectAllowed(text));
});
