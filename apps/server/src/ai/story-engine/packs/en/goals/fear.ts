import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { limb } from '../slots';
import { fearTurn } from './fear-turn';
import { fearFail, fearMeet, fearMeetAgain, fearStep } from './fear-steps';
import { what } from './fear-steps-night';

const o = (c: EnCtx) => c.owner.name;
const of = (c: EnCtx) => c.fear?.of ?? 'the dark';
const it = (c: EnCtx) => c.fear?.it ?? 'the dark';
const isDark = (c: EnCtx) => of(c) === 'the dark';
/** Afraid of something done ("falling", "being alone"), not of a thing. */
const deed = (c: EnCtx) => /^\S+ing\b/.test(of(c));
/** "spiders were", "loud noises were", but "the dark was", "falling was". */
const was = (c: EnCtx) => (/^(the )?(\S+ )?\S*[^su]s\b/.test(of(c)) && !deed(c) ? 'were' : 'was');

/** A small brave thing that suits the fear. */
const TIPS: Record<string, string[]> = {
  'the dark': [
    'the dark is just the day with its eyes closed',
    'the night is full of friendly things you cannot see',
    'every star is a night light',
    'the moon keeps watch all night',
    'the owls stay awake and look after everyone who sleeps',
  ],
  thunder: [
    'thunder is only the clouds bumping into each other',
    'count from flash to boom, and the storm goes away',
    'a storm always passes',
  ],
  'deep water': [
    'the water holds you up if you let it',
    'you can always start where it is shallow',
    'slow breaths make you float',
  ],
  'big dogs': [
    'let the dog sniff you first',
    'a wagging tail only wants to play',
    'stand still and talk softly, and the dog calms down too',
  ],
  'everyone watching': [
    'look at one friendly face and forget the rest',
    'everyone watching wants it to go well',
    'breathe out slowly before you start',
  ],
  'the waves': [
    'waves come and go, and you can jump them one at a time',
    'face the wave, and it only lifts you up',
    'after every big wave comes a small one',
  ],
  'high places': [
    'look at the next step, not the ground',
    'hold on with both hands and breathe',
    'high places show you the whole world',
  ],
  'being alone': [
    'you are never really alone when someone loves you',
    'friends are just people you have not met yet',
    'the stars keep you company',
  ],
  'monsters under the bed': [
    'most monsters are shy and only want a friend',
    'if you say hello, monsters usually say hello back',
    'monsters are more scared of you than you are of them',
  ],
  spiders: [
    'spiders are tiny and busy and mean no harm',
    'a spider’s web is a kind of lace',
    'spiders catch the flies that bother you',
  ],
  falling: [
    'whoever falls can get up again',
    'look at the next step, not at the ground',
    'everyone who learnt to walk fell lots of times',
    'hold on tight and you will stay up',
  ],
  'loud noises': [
    'a bang is gone as fast as it came',
    'cover your ears and count to three, and it is over',
    'most loud noises are just someone in a hurry',
    'drums are loud because they are happy',
  ],
  'noises in the night': [
    'every noise in the night has a name, and none of them is scary',
    'the house creaks because it is settling down to sleep too',
    'an owl hooting is only saying goodnight',
    'listen long enough, and a noise always turns out to be something small',
  ],
  'new things': [
    'new things are only strange until you know them',
    'every friend was a stranger once',
    'the first step is the biggest one',
  ],
};
/** Advice that fits any fear, one said in the family's own words too. */
const BRAVE = [
  'brave is being scared and trying anyway',
  'one small step at a time is enough',
  'breathe out slowly and the fear gets smaller',
  'a fear gets smaller every time you meet it',
];
const tip = (c: EnCtx) => c.p(TIPS[of(c)] ?? BRAVE);
const he = (c: EnCtx) => c.owner.he;
/** Who asks the helper: the one who is afraid, or the friend on their behalf. */
const asker = (c: EnCtx) => (c.buddy && c.chance(0.35) ? c.buddy : c.owner);
const hk = (c: EnCtx) => `the ${c.helper?.kind ?? 'owl'}`;
const hide =
  '{under a blanket|under the covers|behind the curtain|in the cupboard|under the bed|behind a big chair|inside a pile of cushions}';
const shiver = '{shivered|trembled|shook|wobbled}';

export const fear: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${o(c)} was {very|so|a little} afraid of ${of(c)}{|, most of all at night|, and that was hard|. It was a secret}.`,
        `${o(c)} had a {secret|little secret|worry}: ${he(c)} was afraid of ${of(c)}, {most of all at night|more than anything|and always had been}.`,
        `${o(c)} had a secret that hardly anyone knew: ${he(c)} was afraid of ${of(c)}, and the fear sat in ${c.owner.his} tummy like {a cold stone|an ice cube|a knot that would not come undone}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {did not like|was not fond of|could not stand} ${of(c)}, {not at all|not one bit|not even a little|not ever}.`,
        `There was one thing ${o(c)} did not like at all: ${of(c)}.`,
        `There was only one thing in the world that ${o(c)} really did not like, and that was ${of(c)}. Just thinking about it made ${c.owner.person ? '{knees|hands}' : '{tail|ears}'} tremble.`,
      ),
    (c) =>
      by(
        c,
        `{When|If} ${o(c)} thought of ${of(c)}, {${he(c)} ${shiver}|${c.owner.his} tummy felt funny|${he(c)} wanted to hide|${c.owner.his} legs went wobbly}{| at once}.`,
        `{When|Each time} ${o(c)} thought about ${of(c)}, {${he(c)} ${shiver} from top to toe|${c.owner.his} tummy tied itself in a bow|${he(c)} wanted to crawl under the covers and stay there}.`,
        `The moment ${o(c)} heard the words "${of(c)}", {${he(c)} ${shiver} from ears to toes|${c.owner.his} tummy turned into a tight little knot|${c.owner.his} heart jumped into ${c.owner.his} throat}.`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `{Only|Just} ${c.buddy.name} knew: ${o(c)} was {so|a bit|quite} scared of ${of(c)}.`,
            `{Only|Just} ${c.buddy.name} {knew|guessed|understood} that ${o(c)} was {so|a bit|terribly} afraid of ${of(c)}, {and it was a secret|most of all at night|though nobody else saw it}.`,
            `${c.buddy.name} was the only one who knew: ${o(c)}, who was usually so {${c.timid ? 'cheerful|busy|bouncy' : 'brave|bold|bouncy'}}, was afraid of ${of(c)}.`,
          )
        : null,
  ],
  problem: [
    (c) =>
      by(
        c,
        isDark(c)
          ? `{The sun went down|The light faded|The lamp went out}, and {soon|all at once|slowly} it grew {dark|black|dark everywhere}.`
          : `{Then one day|One morning|One evening}, ${o(c)} had to be {brave|bold|big}.`,
        isDark(c)
          ? `But the days grew shorter, and {soon|every evening|before long} the dark came {a little earlier|creeping in|like a cat}.`
          : `And then one day there was no getting away from it: ${o(c)} had to be brave.`,
        isDark(c)
          ? `But the days grew shorter, and every evening the dark came a little earlier and crept in at the windows like {a cat|a mist|a quiet animal}.`
          : `And then one day there was no way round it, and ${o(c)} had to find courage {somewhere|wherever it was hiding|deep inside}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} hid ${hide} and {whispered|said|squeaked}, "{I'm scared|I don't dare|I don't want to}."`,
        `${o(c)} hid ${hide} and whispered, "{I'm scared|I don't dare|I don't want to be scared}."`,
        `${o(c)} pulled the blanket right up to ${c.owner.his} {nose|eyes|ears} and whispered, "I'm scared, and I don't know how to stop."`,
      ),
    (c) =>
      c.buddy
        ? by(
            c,
            `${c.buddy.name} saw that ${o(c)} ${shiver} and asked {softly|kindly|gently}, "{Are you scared|What's wrong|What is it}?"`,
            `${c.buddy.name} saw that ${o(c)} ${shiver}. "{Are you scared|What's wrong}?" ${c.buddy.he} asked {softly|gently|kindly}.`,
            `${c.buddy.name} noticed that ${o(c)} ${shiver} and {was very quiet|would not look up|covered ${c.owner.his} eyes}. "Are you scared?" ${c.buddy.he} asked {softly|gently}, and ${o(c)} nodded.`,
          )
        : null,
  ],
  decide: [
    (c) =>
      c.buddy
        ? by(
            c,
            `"{I'll help you|I'm with you|We'll do it together|I'll look after you}," {said|whispered|promised} ${c.buddy.name} {and took ${c.owner.poss} hand|and smiled|softly|and gave ${o(c)} a hug}.`,
            `"{I'll help you|I'm with you all the way}," said ${c.buddy.name}, "and {together|side by side} we'll find out how to be brave."`,
            `"Then we'll find out how to be brave," said ${c.buddy.name}, "together. Nobody should have to be brave {all alone|on their own|without a friend}."`,
          )
        : null,
    (c) =>
      by(
        c,
        `"I want to {be brave|get brave|stop being scared}," {said|whispered|decided} ${o(c)}, "so I {will|must|am going to} {find out how|learn|ask around|practise}."`,
        `"I want to be brave," said ${o(c)}, "and maybe someone {out there|in the world|nearby} can show me how."`,
        `"I don't want to be scared {for ever|all my life|any more}," said ${o(c)}, "so I'm going to find {someone who knows how to be brave|the bravest one there is|someone wise}."`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} ${c.owner.dressed ? 'put on {a hat|boots|a coat|a scarf}' : 'gave a shake'} and said, "Now {we go|we try|let's go}!"`,
        `${o(c)} ${c.owner.dressed ? 'put on {a hat|boots|the warm coat}' : 'gave a little shake'}, took a breath and said, "{Let's go|I'm ready|Come on, we're going}."`,
        `${o(c)} ${c.owner.dressed ? 'put on {a hat|boots|the warm coat}' : 'stood up tall'}, took a {deep|long|slow} breath and said, "I'm scared, but I'm going anyway, {and I think that's what brave means|because that's what brave is|so there}."`,
      ),
  ],
  meet: fearMeet,
  meetAgain: fearMeetAgain,
  attempt: [
    ...fearFail,
    (c) =>
      by(
        c,
        `${o(c)} tried to be brave, but {shook and shook|wobbled like jelly|hid behind ${c.buddy ? c.buddy.name : 'a rock'}|shut both eyes|covered both ears}.`,
        `${o(c)} tried to be brave by ${c.p(['shutting both eyes', 'humming very loudly', 'counting to ten', 'standing on one leg'])}, but it did not help {much|very much|at all}.`,
        `${o(c)} tried to be brave by ${c.p(['squeezing both eyes shut', 'humming as loud as possible', 'counting to a hundred'])}, but the fear was still there, only a little quieter.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} took one {small|tiny|careful} step, and then {ran back|hopped back|spun round|backed away}!`,
        `${o(c)} took one small step forward, and then {ran straight back|turned on the spot|hopped back with a squeak}.`,
        `${o(c)} took one small step forward, then another, and then ${c.owner.his} legs decided all by themselves to run straight back.`,
      ),
    (c) =>
      by(
        c,
        `"I'm {not scared|brave|big}!" {said|shouted} ${o(c)}, but ${c.owner.his} voice was {small|thin|squeaky|tiny}.`,
        `"I'm not scared," said ${o(c)} loudly, but ${c.owner.his} voice came out {small and thin|squeaky as a mouse|fading at the end}.`,
      ),
  ],
  progress: [
    ...fearStep,
    (c) =>
      by(
        c,
        `${o(c)} felt a {little|tiny} bit {braver|bolder|calmer}{| now| ${c.place.in}}.`,
        `${o(c)} felt a {bit|lot|good bit} braver than {before|at the start|this morning}, {right there|just then} ${c.place.in}.`,
        `{Something was changing|Slowly, something changed|Bit by bit}, and ${o(c)} felt a little {braver|bolder|calmer}, like {a seed that has started to grow|a candle that has just been lit|the sun behind a cloud}.`,
      ),
    (c) =>
      by(
        c,
        `The fear {in ${c.owner.his} tummy|inside ${o(c)}|in ${c.owner.his} chest} got {smaller|a bit smaller|as small as {a pea|a bean|a button}}.`,
        `The fear was still there, but it had shrunk {a little|to the size of a nut|like a jumper in the wash}.`,
        `The fear was still there, but it had shrunk to the size of {a pebble|a button|a pea}, and {that is something you can carry|that fits in a pocket|that is not so much}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} dared to {look|listen|peek|walk} a bit {longer|more|further} now, {without shaking|all alone|and smiled}.`,
        `${o(c)} dared to {look up|keep both eyes open|go first} for a bit, and nothing {scary|bad|strange} happened.`,
        `For the first time, ${o(c)} dared to {look up|keep both eyes open|go first} for a while, and nothing scary happened, only ${c.p(['a bird singing', 'the wind whooshing', 'a leaf falling'])}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {hummed a tune|whistled a tune|smiled a brave smile|took a slow breath}, and it helped {a bit|a lot|a great deal}.`,
        `${o(c)} {hummed|whistled} a little song, and with each note ${c.owner.his} {steps|heart} felt a bit {lighter|calmer}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} {looked around|peeked around|looked up|glanced about} ${c.place.in}. {It was not so scary|It was quite nice|All was calm|Nothing was scary}{| after all| there}.`,
        `${o(c)} looked around ${c.place.in} and found that it was {not so scary after all|rather nice, really|just a place, like any other}.`,
        `${o(c)} took a proper look at ${c.place.the}, every corner of it, and found that a place looked at properly is {much less frightening|mostly just a place|full of ordinary things}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} counted to {five|ten|three}, and the fear {went quiet|sat down|got smaller}.`,
        `${o(c)} counted slowly to {five|ten}, the way ${c.owner.he} had practised, and by the end the fear {had sat down|had gone quiet|was smaller}.`,
        `${o(c)} counted slowly to ten, breathing in on the odd numbers and out on the even ones, and by ten the fear had {sat down to rest|gone quiet|lost its voice}.`,
      ),
    (c) =>
      by(
        c,
        `${o(c)} thought of something {funny|nice|cosy}, and the fear got {smaller|quieter}.`,
        `${o(c)} thought of {a warm bath|a funny joke|a happy birthday}. Then the fear had less room.`,
        `${o(c)} filled ${c.owner.his} head with {the smell of pancakes|the best joke ever told|a warm bath and a soft towel}, and there was simply less room left for the fear.`,
      ),
    (c) =>
      by(
        c,
        `"{Hello|Hush|Hi there}, {fear|little fear|you fear}," {said|whispered|muttered} ${o(c)}, and {it got a bit smaller|it shrank a little|it went quiet}.`,
        `"Hello, fear," said ${o(c)} quietly. "You can come along, but I decide where we go."`,
        `"Hello, fear," said ${o(c)} under ${c.owner.his} breath, "you can come along if you like, but you are not in charge any more," and it seemed to shrink a little at that.`,
      ),
  ],
  advice: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Hold my ${limb(c.helper)}," said ${hk(c)}, "and {look|listen|breathe} {slowly|calmly|with me}."`,
            `"Come and sit with me {a while|for a little while}," said ${hk(c)}, "and we'll {look|listen} together."`,
            `"Sit with me {a while|a bit|for a moment}," said ${hk(c)}, "and we'll {look at it|listen to it|think about it} together, until it feels {less big|smaller|not so scary}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `${hk(c)} {hummed|sang} a {soft|calm|sleepy|small} song for ${o(c)} {about the stars|about the moon|without words|very quietly}.`,
            `${hk(c)} {hummed|sang} a {soft|calm} little song, and ${o(c)} felt {calmer|warmer|less alone}.`,
            `${hk(c)} {hummed|sang} a {soft, slow|low, gentle|quiet, old} song, the kind that {undoes knots|makes eyes heavy|smells of summer}, and ${o(c)} felt the fear {grow a little smaller|loosen its grip|tiptoe away}.`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"{Did you know|Guess what|Think of this}: ${tip(c)}," said ${hk(c)}.`,
            `"Here's a secret," said ${hk(c)}: "${tip(c)}."`,
            `"Let me tell you something I learned {a long time ago|when I was small|from a wise old friend}," said ${hk(c)}: "${tip(c)}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"{We all get scared|All of us get scared|I get scared too} {sometimes|now and then|at times}," said ${hk(c)} {kindly|softly|with a wink}.`,
            `"Everyone gets scared, even me," said ${hk(c)}. "Being brave is being scared and {trying anyway|doing it anyway|taking a step anyway}."`,
            `"Everyone is scared of something," said ${hk(c)} {softly|kindly|with a wink}, "and being brave {doesn't mean you're not scared|is not the same as not being scared}, it means you {take one small step anyway|try anyway|go on anyway}."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Breathe {in|slowly|deeply}, count to {three|five|four}, and breathe out {again|slowly|like a balloon}," {said|whispered|taught} ${hk(c)}.`,
            `"When you get scared," said ${hk(c)}, "breathe in slowly and count to {three|five|four}. Then breathe out, like a balloon."`,
            `"When the fear comes," said ${hk(c)}, "breathe in slowly while you count to {three|five|four}, and let the breath go out again like {a balloon going down|a sigh|the tide}, {it helps every time|it always helps|and see}."`,
          )
        : null,
    // One says hello to a thing, not to "falling".
    (c) =>
      c.helper && !(c.young && deed(c))
        ? by(
            c,
            `"Say {hello|good day|hi} to ${of(c)}{| once| out loud}," said ${hk(c)} {with a wink|with a grin|with a smile|and laughed}.`,
            `"Try saying hello," said ${hk(c)} {with a smile|with a grin|with a wink}. "It's {hard|not easy} to fear something you've {said hello to|made friends with|waved at}."`,
          )
        : null,
  ],
  ask: [
    (c) => {
      if (!c.helper) return null;
      const a = asker(c);
      return by(
        c,
        `${a.name} asked ${hk(c)} {softly|with care|shyly|quietly}, "{Do you|Do you ever|Do you also} get scared?"`,
        `"What do you do when you get scared?" ${a.name} asked ${hk(c)} {softly|with care|in a small voice}.`,
        `"What do you do when it gets {dark|scary|hard|loud}?" asked ${a.name} {quietly|softly|shyly}, and ${hk(c)} {thought about it for a long time|was quiet for a while|looked up at the sky}.`,
      );
    },
    (c) =>
      c.helper
        ? by(
            c,
            `${o(c)} {told|whispered to} ${hk(c)} {all|a bit|a lot} about ${of(c)}{| and shivered| and sighed}.`,
            `${o(c)} told ${hk(c)} all about ${of(c)}, {in a whisper|a little embarrassed|in a shaky voice|stammering}.`,
            `${o(c)} told ${hk(c)} all about ${of(c)}, {in a whisper|a little embarrassed|stammering}, and ${hk(c)} listened {without interrupting|with kind eyes|and nodded}.`,
          )
        : null,
    (c) => {
      if (!c.helper) return null;
      const a = asker(c);
      return by(
        c,
        `"{What do you do|How do you feel} when you're {scared|worried|frightened}?" asked ${a.name} {softly|shyly|in a small voice}.`,
        `"Are you ever scared of ${of(c)}?" asked ${a.name} {shyly|quietly|in a small voice}.`,
        `"Can I ask you something?" said ${a.name} {shyly|with care|quietly}, "{are you ever scared|were you ever scared|do you ever get scared} of ${of(c)}?"`,
      );
    },
    (c) =>
      c.helper
        ? by(
            c,
            `"How do you get {brave|bold|less scared|strong}?" {asked ${o(c)} ${hk(c)}|asked ${o(c)} softly|wondered ${o(c)} softly|asked ${o(c)} quietly}.`,
            `"How do you get {brave|less scared|bold}?" asked ${o(c)}, and ${hk(c)} {smiled|thought hard|scratched ${c.helper.his} head}.`,
            `"Do you know how to be {brave|bold|less scared}?" asked ${o(c)}, and ${hk(c)} {looked at ${c.owner.him} for a long time|smiled a slow smile|nodded} before saying, "{I think I do|Yes, a little|Perhaps}."`,
          )
        : null,
    (c) =>
      c.helper && c.buddy
        ? by(
            c,
            `"${o(c)} is {scared|so scared|a bit scared} of ${of(c)}, can you {help|help us|show us something}?" {asked|said} ${c.buddy.name} {softly|with care|with hope}.`,
            `"My friend is afraid of ${of(c)}," said ${c.buddy.name} {softly|with care} to ${hk(c)}. "Can you help ${c.owner.him}?"`,
          )
        : null,
  ],
  turn: fearTurn,
  resolution: [
    (c) => {
      // Noises in the night are found out: each was something small all along.
      const found =
        c.fearId === 'night-noises' &&
        by(
          c,
          `And the noises were only ${what(c, true)}!`,
          `And the noises in the night were only ${what(c, false)}, not scary at all.`,
          `And the noises in the night had been ${what(c, false)} all along, nothing to be afraid of.`,
        );
      const main =
        found ||
        by(
          c,
          isDark(c)
            ? `And the dark was {not scary|not dangerous|just quiet|not nasty} {at all|after all|in the end}, {it was soft|it was full of stars|it was like a blanket|the stars were shining|the moon smiled}!`
            : `And ${of(c)} ${was(c)} not {so scary|so bad|scary} after all!`,
          isDark(c)
            ? `And the dark was not scary at all. It was {soft and quiet|quiet and warm|calm and kind} and full of {stars|little sounds|fireflies}.`
            : `And ${of(c)} ${was(c)} not nearly as scary as ${o(c)} had thought.`,
          isDark(c)
            ? `And the dark was not scary at all. It was soft and quiet, full of stars and night sounds, like a big blue {blanket|quilt} over the world.`
            : `And to ${c.owner.his} {great|huge|own} surprise, ${o(c)} found that ${of(c)} ${was(c)} {not so scary after all|only a little scary|nothing like a monster}, just something {new|strange|big} ${he(c)} had not {understood|got to know|looked at} yet.`,
        );
      const cheer = by(
        c,
        `${o(c)} {laughed|giggled|cheered|shouted} {out loud|softly|with a grin}: "{I did it|I'm brave|Look at me|I dared}!"`,
        `${o(c)} laughed out loud: "I'm not scared any more{!|, not one bit!| – well, only a little!}"`,
        `${o(c)} {laughed out loud|giggled|laughed softly}, surprised at ${c.owner.him}self: "I'm not scared, {only a little|well, hardly|not much}, and {that's all right|that's fine|that's allowed}."`,
      );
      return `${main} ${cheer}`;
    },
    // (Noises in the night are told found out, above.)
    (c) =>
      c.fearId === 'night-noises'
        ? null
        : by(
            c,
            `${o(c)} {looked|peeked|peered} {up|around|straight ahead}, and {it was lovely there|nothing was scary after all|all was calm and quiet|it was just night|the moon smiled down}.`,
            `${o(c)} looked around, and the ${c.p(['scary', 'frightening', 'big, black'])} feeling was gone. Left behind was only {calm|stars|a quiet, kind world}.`,
            `${o(c)} looked around, and the scary feeling had vanished, the way {mist vanishes when the sun comes|frost melts in the morning|a bad dream fades}, leaving only ${isDark(c) ? '{a quiet night full of stars|a soft, kind dark|the moon and the stars}' : '{the ordinary, friendly world|a calm, kind day|the world as it was}'}.`,
          ),
  ],
  reflection: [
    (c) =>
      by(
        c,
        `{Now|From that day|After that} ${o(c)} was {brave|braver|much braver|as brave as a lion}{| deep inside| from top to toe}.`,
        `${o(c)} had found out that being brave means taking {one small step|one step at a time|the first step}.`,
        `${o(c)} had found out something {important|big|true}: being brave is not about never being scared, it is about {taking one small step, and then another|trying anyway|holding on and going on}.`,
      ),
    (c) =>
      by(
        c,
        `{A little|A tiny bit|A teeny bit} scared ${he(c)} {still was|might be|was now and then}, {but that was all right|and that was just fine|and it did not matter|but only a little}.`,
        `Sometimes ${he(c)} would still be a little scared, and that was {quite all right|just fine|no trouble at all}.`,
        `Sometimes ${he(c)} would still feel a little flicker of fear, and that was all right too. Now ${he(c)} knew what to do with it.`,
      ),
    // Sleeping without the night light or with the door shut is the dark's and being alone's
    // ending, not the ending of a fear of dogs or of the big slide.
    (c) =>
      isDark(c) || c.fearId === 'alone'
        ? by(
            c,
            `${isDark(c) ? 'That night' : '{That night|At bedtime}'} ${o(c)} slept {with no night light|all alone|with the door shut|with no lamp} and {smiled till morning|dreamed sweet dreams|snored like a log|slept all night}.`,
            `${isDark(c) ? 'That night' : 'That evening'} ${o(c)} slept {without a night light for the first time|with the door shut|right through till morning}, and ${he(c)} was {proud|pleased|happy}.`,
          )
        : null,
    (c) =>
      c.buddy
        ? by(
            c,
            `"You were {brave|bold|great|strong} today," {said|whispered|laughed} ${c.buddy.name}, and ${o(c)} {smiled|nodded|beamed} {in the dark|under the covers|proudly}.`,
            `"You were really brave today," said ${c.buddy.name}. "{You too|Thanks to you|Only a little}," said ${o(c)}, smiling.`,
          )
        : null,
  ],
  refrain: [
    (c) => `Step by step, and hand in hand! ${o(c)} is brave, and ${o(c)} can stand!`,
    (c) =>
      isDark(c)
        ? `Dark or light, we hold on tight! ${o(c)} will be all right tonight.`
        : `Big or small, we stand up tall! ${o(c)} will be all right, after all.`,
  ],
  title: [
    (c) => `${o(c)} and ${it(c)}`,
    (c) => `the ${c.owner.kind} who was afraid of ${of(c)}`,
    (c) => `brave little ${o(c)}`,
    (c) => `${o(c)} is not scared any more`,
  ],
};
