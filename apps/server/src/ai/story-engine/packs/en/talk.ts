// What the team says to each other on the way: small talk, jokes, questions and courage.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { airOf, isBare } from '../ground';
import { other, who } from './slots';

/** Both of the team, in random order: the one who asks and the one who answers. */
const pair = (c: EnCtx) => {
  const a = who(c);
  return [a, other(c, a) ?? c.hero] as const;
};

export const talk: Bank<EnCtx> = [
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `"Are you {tired|hungry|worn out}?" asked ${a.name}. "{Not a bit|No way|Not at all}!" said ${b.name}.`,
      `"Are you {tired|worn out|hungry}?" asked ${a.name}. "{Not a bit|Not at all|Only a little}," said ${b.name}, though ${b.his} {legs|feet|tummy} did not agree.`,
      `"Are you {tired|worn out} yet?" asked ${a.name}. "{Not one bit|Not in the least}," said ${b.name} firmly, though ${b.his} {legs|feet} had quite a different opinion.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `"I'm glad you're here," said ${a.name}, and ${b.name} {smiled|grinned|nodded}.`,
      `"I'm glad you {came|are here|are my friend}," said ${a.name}, and ${b.name} {smiled|grinned}: "{Me too|Same here|Always}."`,
      `"I'm really glad you came along," said ${a.name} {quietly|softly}, and ${b.name} nudged ${a.him}: "{Where else would I be?|As if I'd miss this!|I wouldn't miss it!}"`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `${a.name} told a joke about {a snail|a sock|a spoon|a carrot}, and ${b.name} laughed.`,
      `${a.name} told a silly joke about {a snail|a sock|a cabbage|a cow}, and ${b.name} laughed so much ${b.he} {had to sit down|got hiccups|nearly fell over}.`,
      `${a.name} told a joke about {a snail in a hurry|a sock without a partner|a very proud cabbage|a cow who wanted to be an astronaut}, and ${b.name} laughed so hard ${b.he} had to hold on to {a tree|a fence post|${a.name}}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"We can do it," said ${a.name} {softly|to ${a.him}self|with a nod}.`,
      `"We can do this," said ${a.name} {firmly|quietly|with a grin}, "I {just know it|can feel it|am sure of it}."`,
      `"We can {do|manage|fix} this," said ${a.name} {firmly|quietly|to nobody}, and saying it {out loud|twice|to the sky} made it feel {true|real|certain}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `"What will we find ${c.next ? c.next.in : 'next'}?" {asked|wondered} ${a.name}.`,
      `"What do you think we'll find ${c.next ? c.next.in : 'next'}?" {wondered|asked} ${a.name} out loud.`,
      `"What do you think is {waiting|hiding|out there} ${c.next ? c.next.in : 'up ahead'}?" wondered ${a.name}, {half eager|a bit excited|curious} and {half nervous|a bit shy|a little uneasy}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `${a.name} held ${b.poss} hand {for a while|for a bit|tight}.`,
      `${a.name} held ${b.poss} hand for a while, and that made {everything easier|the path shorter|the shadows less dark}.`,
      `For a while ${a.name} walked close beside ${b.name}, and somehow that made {the path shorter|the shadows less dark|everything easier}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `"What's your {best colour|best food|best song}?" asked ${a.name}, and ${b.name} had to think.`,
      `"What {colour|food|game|song|kind of cake} do you like best?" asked ${a.name}, and ${c.team.they} {talked|chatted|argued happily} about it {all the way|for ages|until the path turned|up the next hill|${c.place.in}}.`,
      `"If you could have {any animal|any food|any superpower} at all, what would you choose?" asked ${a.name}, and ${b.name} thought {for a long time|so hard it creaked|all the way}.`,
    );
  },
  (c) => {
    const a = who(c);
    return by(
      c,
      `${a.name} {hummed|whistled|sang} as ${a.he} went.`,
      `${a.name} {hummed|whistled} {a little tune|an old song|a song from nursery} to keep ${a.his} spirits up.`,
      `${a.name} {hummed|whistled} {a little tune|an old song|a funny song}, the one ${a.he} {always used|liked to use|had learned long ago} when ${a.he} needed to be {brave|happy|patient}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `"You know what?" said ${a.name}. "You are {kind|funny|brave}."`,
      `"You're the {kindest|funniest|bravest|best} friend I know," said ${a.name} {suddenly|softly|with a grin}, and ${b.name} {went pink|went quiet|beamed}.`,
      `"I don't think I'd have {dared|managed|wanted} to do {this|this trip|any of this} without you," said ${a.name} {suddenly|softly|out of the blue}, and ${b.name} {smiled all the way|walked a little taller|took ${a.poss} hand|went pink}.`,
    );
  },
  (c) => {
    if (!c.friend) return null;
    const [a, b] = pair(c);
    return by(
      c,
      `${a.name} and ${b.name} played {knights|the floor is lava|moon explorers}.`,
      `${a.name} and ${b.name} played {knights|the floor is lava|pirates} for a while, and {the time flew|nobody got tired|it went fast}.`,
      `For a while ${a.name} and ${b.name} pretended {to be knights riding to a castle|the ground was lava and only the stones were safe|to be pirates hunting for gold}, and {the time flew|nobody noticed their tired legs}.`,
    );
  },
  (c) => {
    // Out in space and on bare rock or snow there is no smell of grass and flowers.
    if (isBare(c.setting)) return null;
    const a = who(c);
    const air = airOf(c.setting);
    const short = {
      indoors: '{cinnamon|toast|cocoa|soap}',
      sea: '{the sea|seaweed|salt}',
      outdoors: '{flowers|rain|grass|smoke|pine}',
    }[air];
    const smell = {
      indoors: '{fresh bread|warm toast|hot cocoa|clean washing}',
      sea: '{salt and sea|seaweed and tar|salt and sun}',
      outdoors: '{flowers and rain|fresh-cut grass|a fire far away|raspberries}',
    }[air];
    const scent = {
      indoors: '{new bread and cinnamon|hot cocoa and waffles|soap and old books}',
      sea: '{salt and seaweed|sea and tar|sun-warm stone and salt}',
      outdoors:
        '{flowers and rain|fresh-cut grass and summer|a bonfire somewhere far off|raspberries and warm stone|pine needles and sun}',
    }[air];
    return by(
      c,
      `"{Sniff|Smell that|Mmm|Oh, smell}!" said ${a.name}, for it smelt of ${short} {here|all around|${c.place.in}}.`,
      `"{Can you smell that|Do you smell that|What's that smell}?" asked ${a.name} {sniffing|with a grin|nose in the air|and stopped}, for it smelled of ${smell}.`,
      `"{Can you smell that|Do you smell that|What is that smell}?" asked ${a.name}, {sniffing|nose up|stopping short}. {It smelled of|The air was full of} ${scent}, and {everyone felt a little happier|it made the way shorter|suddenly everyone was hungry|${a.name} felt happy right to the heart|nobody was in a hurry any more|a tummy began to rumble}.`,
    );
  },
];
