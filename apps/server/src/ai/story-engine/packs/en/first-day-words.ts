// What a first day at school or nursery needs in every scene: the school, the teacher, the
// grown-up who takes the hero there and fetches them, the worry, what the hero loves, and the
// little thing from home in a pocket.
import type { EnCtx } from '../../compose/ctx-en';
import { steady, worryOf as worry } from '../first-day';
import { cap } from '../../text';

/** What the hero dreads, read the same in both languages. */
export { worry };

export const h = (c: EnCtx) => c.hero.name;
export { cap };
export const He = (c: EnCtx) => cap(c.hero.he);
export const kg = (c: EnCtx) => c.target?.id === 'kindergarten';
/** "school", "nursery": said without an article ("at school", "at nursery"). */
export const schoolWord = (c: EnCtx) => (kg(c) ? 'nursery' : 'school');
export const atSchool = (c: EnCtx) => `at ${schoolWord(c)}`;
/** The grown-up who walks there in the morning and fetches in the afternoon: "Mum", "Grandpa". */
export const carer = (c: EnCtx) => c.recipient?.name ?? 'Mum';
export const carerHe = (c: EnCtx) => c.recipient?.he ?? 'she';
export const carerHis = (c: EnCtx) => c.recipient?.his ?? 'her';

const TEACHERS = {
  f: ['Miss Hart', 'Mrs Penny', 'Miss Rose', 'Mrs Lark', 'Miss Amber', 'Mrs Holly'],
  m: ['Mr Bell', 'Mr Moss', 'Mr Cole', 'Mr Finch'],
};
export const teacherName = (c: EnCtx) => {
  const list = steady(`${h(c)}t`, ['f', 'f', 'm'] as const);
  return steady(h(c), TEACHERS[list]);
};
export const teacherHe = (c: EnCtx) => (TEACHERS.f.includes(teacherName(c)) ? 'she' : 'he');
const metTeacher = (c: EnCtx) => c.helpersMet.some((a) => a.char.size === 'big');
/** The teacher by name once met; before that "the teacher" or "a grown-up". */
export const teacher = (c: EnCtx) =>
  metTeacher(c) ? teacherName(c) : kg(c) ? 'one of the grown-ups' : 'the teacher';
export const Teacher = (c: EnCtx) => cap(teacher(c));

/** The new friend. */
export const o = (c: EnCtx) => c.other?.name ?? 'the other child';
export const oHe = (c: EnCtx) => c.other?.he ?? 'they';
export const OHe = (c: EnCtx) => cap(oHe(c));

/** Told: "most of all that nobody would want to play with her". */
export const worryTold = (c: EnCtx): string =>
  ({
    nobody: `nobody wanting to play with ${c.hero.him}`,
    toilet: 'not finding the toilet',
    miss: `missing ${carer(c)}`,
    lost: `getting lost ${atSchool(c)}`,
  })[worry(c)];
/** Said: "I'm scared nobody will play with me." */
export const worrySaid = (c: EnCtx): string =>
  ({
    nobody: 'nobody will play with me',
    toilet: "I won't find the toilet",
    miss: "I'll miss you",
    lost: "I'll get lost",
  })[worry(c)];

/** What the hero and the new friend both love: it wins the friend in the end. */
const LOVES = [
  {
    love: 'drawing',
    doing: 'drawing a horse with a very long tail',
    turn: 'drew a horse right next to it and slid the paper over',
    end: 'drew a whole herd of horses on the same sheet of paper',
  },
  {
    love: 'dinosaurs',
    doing: 'building a dinosaur out of blocks',
    turn: 'built a tiny dinosaur too and set it down beside the big one',
    end: 'built a whole dinosaur world out of blocks',
  },
  {
    love: 'singing',
    doing: 'humming a song',
    turn: 'hummed along to the very same song',
    end: 'sang the same song again and again, louder every time',
  },
  {
    love: 'little cars',
    doing: 'driving a little car up and down',
    turn: 'found another car and drove it alongside',
    end: 'made a traffic jam of little cars right across the floor',
  },
  {
    love: 'shiny stones',
    doing: 'sorting little stones into rows',
    turn: 'laid the shiniest stone from a pocket at the end of the row',
    end: 'laid all their stones in one long, shiny line',
  },
];
export const love = (c: EnCtx) => steady(`${h(c)}${o(c)}`, LOVES);

/** The thing from home in a pocket, when the story gave one. */
export const pocket = (c: EnCtx) => c.gift?.the ?? 'the little thing in the pocket';
