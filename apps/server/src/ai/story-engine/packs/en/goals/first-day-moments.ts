// What a long first day tells as each part of it ends, besides what goes wrong: the goodbye at
// the door, the note in the lunch box, the bell for break after PE. Each moment leads into the
// next part of the day.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { carer, cap, h, kg, schoolWord, teacher } from '../first-day-words';

type Steps = NonNullable<GoalTexts<EnCtx>['steps']>;

/** The way there, before the school is in sight: the tummy, the hand, and then there it is. */
const walk: Steps['walk'] = [
  (c) =>
    by(
      c,
      `On the way ${h(c)} held ${carer(c)}'s hand tight. Then the ${schoolWord(c)} came in sight!`,
      `On the way ${h(c)} kept close to ${carer(c)}. They passed the bakery and the red postbox, and at every corner ${c.hero.his} tummy grew a little more fluttery. Then the ${schoolWord(c)} came in sight.`,
      `On the way ${h(c)} kept close to ${carer(c)} and hardly said a word. They passed the bakery, the red postbox and the house with the grumpy cat in the window, and at every corner ${c.hero.his} tummy fluttered a little more. Then the ${schoolWord(c)} came in sight, much bigger than ${c.hero.he} remembered.`,
    ),
];

const goodbye: Steps['goodbye'] = [
  (c) =>
    by(
      c,
      `Now ${carer(c)} had to go. ${h(c)} waved and waved.`,
      `Now ${carer(c)} really had to go. ${h(c)} stood at the window and waved, and ${carer(c)} waved back all the way to the gate.`,
      `Now ${carer(c)} really had to go. ${h(c)} stood at the window and waved, and ${carer(c)} waved back all the way to the gate. It felt strange inside, but then ${teacher(c)} put a hand on ${c.hero.his} shoulder: "Come on, let's find your place."`,
    ),
];

const lunch: Steps['lunch'] = [
  (c) =>
    by(
      c,
      `In the lunch box lay a note from ${carer(c)}. A heart!`,
      `When ${h(c)} had eaten everything, there was a little note at the bottom of the lunch box. ${cap(carer(c))} had drawn a heart and written: "You can do it!"`,
      `When ${h(c)} had eaten everything, there was a little note at the bottom of the lunch box. ${cap(carer(c))} had drawn a big heart and written: "You can do it!" ${h(c)} folded the note and tucked it in ${c.hero.his} pocket, where it stayed warm for the rest of the day.`,
    ),
];

const bell: Steps['bell'] = [
  (c) => {
    const out = kg(c) ? 'Then it was time to go outside' : 'Then the bell rang for break';
    return by(
      c,
      `${out}. Everyone ran for their coats!`,
      `${out}, and ${teacher(c)} clapped: "Out you go!" Everyone ran to the cloakroom for coats and shoes, and ${h(c)} ran with them.`,
      `${out}, and ${teacher(c)} clapped: "Out you go, everyone!" Everyone ran to the cloakroom for coats and shoes, and ${h(c)} ran with them, for the first time without wondering where to go.`,
    );
  },
];

const courage: Steps['courage'] = [
  (c) =>
    by(
      c,
      `${h(c)} thought of everything that had gone well today. Maybe this could too?`,
      `${h(c)} stood still for a moment and thought of everything that had already gone well today, one thing after another. "Then maybe I can do this too," ${c.hero.he} thought.`,
      `${h(c)} stood still for a moment and thought back over the day: everything that had gone wrong, and everything that had come right anyway, one thing after another. Each time it had gone better than feared. "Then maybe I can do this too," ${c.hero.he} thought, and stood up straight.`,
    ),
];

/** The moments a long first day tells as each part of it ends (plan GoalStep). */
export const firstDayMoments: Steps = { walk, goodbye, lunch, bell, courage };
