// Colours a child might ask for, with the Norwegian forms that agree with their noun.
import { adj, type AdjNo } from '../grammar/norwegian';

export const ColourId = [
  'red',
  'blue',
  'green',
  'yellow',
  'purple',
  'pink',
  'orange',
  'black',
  'white',
  'brown',
  'grey',
  'gold',
  'silver',
  'turquoise',
] as const;
export type ColourId = (typeof ColourId)[number];

export interface ColourEntry {
  id: ColourId;
  en: string;
  no: AdjNo;
  /** Surface forms to recognise in a description, in either language. */
  alias: string[];
}

const same = (w: string): AdjNo => ({ m: w, n: w, pl: w });

export const COLOURS: Record<ColourId, ColourEntry> = {
  red: { id: 'red', en: 'red', no: adj('rød'), alias: ['red', 'rød', 'rødt', 'røde', 'raud'] },
  blue: { id: 'blue', en: 'blue', no: adj('blå'), alias: ['blue', 'blå', 'blått', 'blåe'] },
  green: {
    id: 'green',
    en: 'green',
    no: adj('grønn'),
    alias: ['green', 'grønn', 'grønt', 'grønne'],
  },
  yellow: { id: 'yellow', en: 'yellow', no: adj('gul'), alias: ['yellow', 'gul', 'gult', 'gule'] },
  purple: {
    id: 'purple',
    en: 'purple',
    no: same('lilla'),
    alias: ['purple', 'violet', 'lilac', 'lilla', 'fiolett'],
  },
  pink: { id: 'pink', en: 'pink', no: same('rosa'), alias: ['pink', 'rosa'] },
  orange: { id: 'orange', en: 'orange', no: same('oransje'), alias: ['orange', 'oransje'] },
  black: {
    id: 'black',
    en: 'black',
    no: adj('svart', 'svart', 'svarte'),
    alias: ['black', 'svart', 'svarte'],
  },
  white: {
    id: 'white',
    en: 'white',
    no: adj('hvit', 'hvitt', 'hvite'),
    alias: ['white', 'hvit', 'hvitt', 'hvite'],
  },
  brown: { id: 'brown', en: 'brown', no: adj('brun'), alias: ['brown', 'brun', 'brunt', 'brune'] },
  grey: { id: 'grey', en: 'grey', no: adj('grå'), alias: ['grey', 'gray', 'grå', 'grått'] },
  gold: {
    id: 'gold',
    en: 'golden',
    no: { m: 'gyllen', n: 'gyllent', pl: 'gylne' },
    alias: ['gold', 'golden', 'gyllen', 'gyllent', 'gylne', 'gull', 'gullfarget'],
  },
  silver: {
    id: 'silver',
    en: 'silver',
    no: adj('sølvblank'),
    alias: ['silver', 'silvery', 'sølv', 'sølvfarget', 'sølvblank'],
  },
  turquoise: {
    id: 'turquoise',
    en: 'turquoise',
    no: same('turkis'),
    alias: ['turquoise', 'turkis'],
  },
};
