// A first tooth and the tooth fairy: the tooth wobbles and comes out, is kept safe all day and
// nearly lost at each place (swept off with the crumbs, spinning towards the plughole, dropped
// in the grass, gone from a pocket), found again every time; at bedtime the thing made ready in
// the morning wins the last trouble, the tooth goes under the pillow, and in the night the tooth
// fairy comes: a glimpse of her light, a coin and a tiny note. Calm all through: no blood, no pain.
import type { EnCtx } from '../../../compose/ctx-en';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import type { Bank } from '../../../compose/ctx-base';
import {
  toothBank,
  toothHitch,
  toothSpare,
  type ToothHitch,
  type ToothMoment,
  type ToothSpare,
} from '../../tooth-beats';
import { eachOnce } from '../../place-beats';

const h = (c: EnCtx) => c.hero.name;
const He = (c: EnCtx) => c.hero.he.charAt(0).toUpperCase() + c.hero.he.slice(1);
/** Who helps here with hands: the grown-up met here, else a child friend, else one met before. */
const aide = (c: EnCtx) =>
  [c.helper, c.friend, ...c.helpersMet].find((a) => a?.person)?.name ?? 'Mum';
/** A pet beside the hero, if there is one. */
const pet = (c: EnCtx) => (c.friend && !c.friend.person ? c.friend : undefined);

/** The thing made ready, as it is first put by, and as it wins the last trouble at bedtime. */
const SPARE: Record<
  ToothSpare,
  {
    ready: string;
    short: string;
    /** The trouble and its answer in one short breath, for the youngest. */
    young: string;
    trouble: (c: EnCtx) => string;
    saves: (c: EnCtx) => string;
  }
> = {
  torch: {
    ready: 'the little torch from the drawer',
    short: 'the little torch',
    young: 'The tooth fell behind the bed! The torch found it.',
    trouble: (c) =>
      `the tooth slipped out of ${h(c)}'s fingers and vanished into the gap between the bed and the wall`,
    saves: (c) =>
      `${h(c)} shone the little torch {down the gap|into the dark gap|behind the bed}, and there it {gleamed|glinted|shone}, {tiny and white|small and white|white as milk}, and ${c.hero.he} {fished it out|fished it up|wiggled it out}`,
  },
  box: {
    ready: 'a tiny box with a tuft of cotton wool inside',
    short: 'the tiny box',
    young: 'The tooth kept slipping away. Into the tiny box it went!',
    trouble: (c) =>
      `every time ${h(c)} slid the tooth under the pillow, it slipped away into the folds of the sheet`,
    saves: (c) =>
      `${h(c)} laid the tooth on the cotton wool in the tiny box, closed the lid and put the box under the pillow, where it could not slip anywhere`,
  },
  letter: {
    ready: 'a letter to the tooth fairy, in ${his} very best writing,',
    short: 'the letter',
    young: 'Would she know it was the first one? The letter told her!',
    trouble: (c) =>
      `${h(c)} began to worry that the tooth fairy might not know this was ${c.hero.his} very first tooth`,
    saves: (c) =>
      `${h(c)} tucked the letter under the pillow beside the tooth, and in big, careful letters it told the tooth fairy that this was ${c.hero.his} very first tooth`,
  },
};
const spare = (c: EnCtx) => SPARE[toothSpare(c)];
const ready = (c: EnCtx) => spare(c).ready.replace('${his}', c.hero.his);

/** The scare at this place: the tooth nearly lost, in the way this place loses things. */
const scare = (c: EnCtx): string => {
  switch (toothHitch(c)) {
    case 'crumbs':
      return by(
        c,
        `Swish! The tooth went off the table with the crumbs.`,
        `${h(c)} laid the tooth on a {napkin|paper napkin|folded napkin} to show {everyone|the whole table}, but ${aide(c)} {shook|brushed|swept} the crumbs off the table, and the tooth went with them!`,
        `${h(c)} laid the tooth on a napkin so everyone could admire it, but then ${aide(c)} swept the crumbs off the table, and with a tiny click the tooth was gone with them.`,
      );
    case 'plughole':
      return by(
        c,
        `The tooth slipped into the sink!`,
        `${h(c)} rinsed the tooth under the tap{| to make it shine| till it sparkled}, but it {slipped|slid away|shot out of ${c.hero.his} fingers} and went spinning towards the plughole.`,
        `${h(c)} rinsed the tooth under the tap to make it shine, but it slid off ${c.hero.his} fingertip and went spinning round the sink, closer and closer to the plughole.`,
      );
    case 'grass':
      return by(
        c,
        `Oops! The tooth fell in the grass.`,
        `${h(c)} held the tooth up to the {light|sky|clouds} to {look at it|see it shine|show it off}, and {it dropped|it slipped|down it fell} into the grass.`,
        `${h(c)} held the tooth up to the light to see it shine, and then, just like that, it dropped from ${c.hero.his} fingers into the long grass.`,
      );
    case 'pocket':
      return by(
        c,
        `${h(c)} felt in ${c.hero.his} pocket. The tooth was gone!`,
        `{At the park|By the swings|At the top of the slide} ${h(c)} felt in ${c.hero.his} pocket for the tissue, but {the tissue was empty|there was nothing in the tissue|the tissue was flat and empty}!`,
        `At the park ${h(c)} felt in ${c.hero.his} pocket to check on the tooth, as ${c.hero.he} had done a hundred times, but this time the tissue was empty.`,
      );
    case 'asleep':
      return by(
        c,
        `${h(c)} could not {fall asleep|get to sleep|sleep a wink}{| at all| for ages}.`,
        `{In bed|Under the duvet|Tucked up in bed} ${h(c)} lay {wide awake|staring at the ceiling|tossing and turning}. {What if the tooth fairy did not come?|What if the tooth fairy forgot?|What if the tooth fairy went to the wrong house?}`,
        `In bed ${h(c)} lay wide awake, listening to every creak of the house. What if the tooth fairy forgot? What if she came while ${c.hero.he} was still awake?`,
      );
  }
};

/** How the tooth is found again, told with the scare: it is never left lost. */
const foundAgain = (c: EnCtx): string => {
  switch (toothHitch(c)) {
    case 'crumbs':
      return by(
        c,
        `There it was, under the table!`,
        `They {knelt on the floor|crawled under the table|got down on their knees}, and there, next to {a crumb|a pea|a crust}, lay the little tooth.`,
        `They got down on hands and knees, and there, under the table, next to a crumb of toast, lay the little tooth, shining.`,
      );
    case 'plughole':
      return by(
        c,
        `The plug was in. The tooth lay safe in the sink.`,
        `{Lucky for ${h(c)}|What luck|Phew}, the plug was in, and the tooth lay {waiting|shining|safe and sound} at the bottom of the sink.`,
        `But the plug was in, by luck or by magic, and the tooth came to rest at the bottom of the sink. ${h(c)} picked it up with the very tips of ${c.hero.his} fingers.`,
      );
    case 'grass':
      return by(
        c,
        `Something white shone in the grass. The tooth!`,
        `${h(c)} parted the grass {very slowly|blade by blade|with careful fingers}, and there it was, {white as a tiny pearl|white as a tiny pearl, and just as shiny|white as a tiny pearl in the green}.`,
        `${h(c)} crawled through the grass, parting it blade by blade, until something glinted: the tooth, white as a tiny pearl.`,
      );
    case 'pocket':
      return by(
        c,
        `The tooth was in the mitten! Phew!`,
        `Then ${h(c)} felt something {small|hard|tiny} in ${c.hero.his} {mitten|wet mitten|woolly mitten}. The tooth had {slipped|rolled|tucked itself} in there!`,
        `Then ${h(c)} felt something tiny and hard in the thumb of ${c.hero.his} mitten. The tooth had been hiding there all along.`,
      );
    case 'asleep':
      return '';
  }
};

/** What the scare teaches: a safer way to keep the tooth from then on. */
const keepSafe = (c: EnCtx): string => {
  switch (toothHitch(c)) {
    case 'crumbs':
      return by(
        c,
        `No more napkins! Back in the tissue it went.`,
        `{After that|From then on|This time}, the tooth stayed folded in its tissue, and the tissue stayed {in|deep in|right at the bottom of} ${h(c)}'s pocket.`,
        `After that, the tooth stayed folded in its tissue, and the tissue stayed deep in ${h(c)}'s pocket, no napkins, no showing off.`,
      );
    case 'plughole':
      return by(
        c,
        `Now the tooth got washed in a cup.`,
        `{From then on|After that}, ${h(c)} rinsed the tooth only in {a cup|a mug|an eggcup}, never over the sink.`,
        `From then on, ${h(c)} rinsed the tooth only in an eggcup of water, far away from any plughole.`,
      );
    case 'grass':
      return by(
        c,
        `Now ${h(c)} held the tooth in both hands.`,
        `{After that|From then on}, ${h(c)} only looked at the tooth with both hands cupped round it{| like a nest| like a shell}.`,
        `After that, ${h(c)} only looked at the tooth with both hands cupped round it, like a tiny secret.`,
      );
    case 'pocket':
      return by(
        c,
        `The tooth went in the pocket with the zip.`,
        `${h(c)} moved the tissue to the pocket with the zip and {zipped it shut|pulled the zip all the way up|closed it, zzzip}.`,
        `${h(c)} moved the tissue to the one pocket with a zip, zipped it shut and patted it twice for luck.`,
      );
    case 'asleep':
      return by(
        c,
        `"She only comes when you sleep," said ${aide(c)}.`,
        `"The tooth fairy only comes when children are fast asleep," said ${aide(c)} softly, and tucked ${h(c)} in.`,
        `"The tooth fairy is very shy," whispered ${aide(c)}, tucking the duvet round ${h(c)}. "She only comes when children are fast asleep."`,
      );
  }
};

/** The day's other small things at each place, in a longer story: what goes a little wrong, and what helps. */
const MORE: Record<
  Exclude<ToothMoment, ToothHitch>,
  { trouble: (c: EnCtx) => string; fix: (c: EnCtx) => string }
> = {
  apple: {
    trouble: (c) =>
      by(
        c,
        `The apple was too big for the new gap!`,
        `At lunch ${h(c)} took a big bite of an apple, but the bite got wedged {right in the new gap|just where the tooth had been|in the empty space}, and ${c.hero.he} could get it neither in nor out.`,
        `At lunch ${h(c)} took a big, brave bite of an apple, forgetting all about the gap, and the bite wedged itself just where the tooth had been, so ${c.hero.he} sat there with the apple in ${c.hero.his} mouth, unable to get it in or out.`,
      ),
    fix: (c) =>
      by(
        c,
        `${aide(c)} cut the apple into little boats.`,
        `${aide(c)} cut the rest of the apple into {thin little boats|small pieces|thin slices}, and ${h(c)} chewed carefully on the other side of ${c.hero.his} mouth.`,
        `${aide(c)} laughed and cut the rest of the apple into thin little boats, and ${h(c)} found that the other side of ${c.hero.his} mouth chewed perfectly well, only a little slower.`,
      ),
  },
  photo: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} wanted a photo of the gap. But ${c.hero.he} kept laughing!`,
        `${h(c)} wanted a photo of the gap for the fridge, but every time the {phone|camera} clicked, ${c.hero.he} started to giggle, and every picture came out {blurry|as a mouth squeezed shut|as one big giggle}.`,
        `${h(c)} wanted a photo of the new gap for the fridge door, but every time ${aide(c)} held up the phone the giggles came, and picture after picture showed only a mouth squeezed shut or a blurry face.`,
      ),
    fix: (c) =>
      by(
        c,
        `Click! The photo went on the fridge.`,
        `In the end ${h(c)} held ${c.hero.his} breath and pulled ${c.hero.his} lip down with one finger, and click: there was the gap, big as a door. The photo {went up on the fridge with a magnet|got a place on the fridge door}.`,
        `In the end ${h(c)} held ${c.hero.his} breath, pulled ${c.hero.his} lip gently down with one finger and stood perfectly still, and click: there was the gap, big as a gate in a fence. The photo was printed and stuck on the fridge door with a magnet shaped like a strawberry.`,
      ),
  },
  mirror: {
    trouble: (c) =>
      by(
        c,
        `In the mirror the gap looked huge. Would a new tooth come?`,
        `In the mirror the gap looked {much bigger|twice as big|enormous}, and ${h(c)} suddenly wondered if ${c.hero.he} would look like that forever.`,
        `In the mirror above the sink the gap looked far bigger than it felt, and ${h(c)} stood and stared. What if no new tooth ever came, and ${c.hero.he} whistled every time ${c.hero.he} spoke, for the rest of ${c.hero.his} life?`,
      ),
    fix: (c) =>
      by(
        c,
        `Deep in the gap was a tiny white edge. The new one!`,
        `${aide(c)} leaned in to the mirror and pointed: deep in the gap they could just see a tiny white edge. The new tooth was already on its way.`,
        `${aide(c)} leaned in to the mirror beside ${h(c)} and pointed with a little finger: deep in the gap they could just see a tiny white edge, like a boat still under the water. The new tooth was already on its way.`,
      ),
  },
  polish: {
    trouble: (c) =>
      by(
        c,
        `The tooth was too small for the toothbrush!`,
        `${h(c)} wanted to brush the tooth so the tooth fairy would get a shiny one, but it was so small that it hopped off the toothbrush and skidded across the shelf.`,
        `${h(c)} wanted the tooth fairy to get the finest tooth in town, so ${c.hero.he} tried to brush it with a toothbrush, but it was so small that it hopped off the bristles and skidded across the shelf like a slippery little bit of soap.`,
      ),
    fix: (c) =>
      by(
        c,
        `A cotton bud made it shine.`,
        `${aide(c)} found a cotton bud, and with a little water ${h(c)} wiped the tooth {gently|carefully|slowly} clean until it {shone|gleamed|was shiny as a pearl}.`,
        `${aide(c)} found a cotton bud, and with a drop of water ${h(c)} rubbed the tooth gently clean, round and round, until it lay gleaming on ${c.hero.his} palm like the finest little pearl.`,
      ),
  },
  magpie: {
    trouble: (c) =>
      by(
        c,
        `A magpie came. It wanted the tooth!`,
        `A magpie landed on the fence and tilted its head. It stared right at the little white thing in ${h(c)}'s hand, and magpies love anything that shines.`,
        `A black and white magpie landed on the fence, tilted its head and looked straight at the little shiny thing in ${h(c)}'s hand. Everyone knows magpies collect whatever glitters, and this one looked as if it had already made up its mind.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} closed ${c.hero.his} fist. "Find your own tooth!"`,
        `${h(c)} closed ${c.hero.his} hand tight around the tooth. "Find your own tooth," ${c.hero.he} said, and the magpie {flapped away|flew off|chattered and flew}.`,
        `${h(c)} closed ${c.hero.his} hand tight around the tooth and slipped it into ${c.hero.his} pocket. "Go and find your own tooth," ${c.hero.he} said sternly, and the magpie chattered crossly and flew off over the hedge.`,
      ),
  },
  tissue: {
    trouble: (c) =>
      by(
        c,
        `The wind took the tissue!`,
        `A gust of wind tugged the tissue out of ${h(c)}'s hand, and it sailed away across the lawn {like a little white bird|like a paper plane|towards the hedge}.`,
        `Just as ${h(c)} was about to fold the tooth back up, a gust of wind tugged the tissue out of ${c.hero.his} hand, and it sailed across the lawn like a little white bird, straight for the hedge.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} caught the tissue by the hedge.`,
        `${h(c)} ran after it and caught the tissue by the hedge. Now the tooth was folded into two layers, {snug and tight|neat and firm|tight as a parcel}.`,
        `${h(c)} ran after it and caught the tissue just before it vanished into the hedge. Luckily the tooth had been in ${c.hero.his} other hand all along, and now it was folded into two layers of tissue, tight as a tiny parcel.`,
      ),
  },
  show: {
    trouble: (c) =>
      by(
        c,
        `All the children wanted to see the tooth!`,
        `By the sandpit some children heard about the tooth, and soon {everyone|a whole crowd|five children} stood round ${h(c)} wanting to {hold it|see it|touch it}, all at once.`,
        `By the sandpit some children heard about the tooth, and soon a whole crowd stood round ${h(c)} with their hands held out, and every one of them wanted to hold it, just for a second, all at once.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} showed it on ${c.hero.his} palm. All looked, nobody took.`,
        `${h(c)} put the tooth on ${c.hero.his} open palm and held very still, and everyone could look, but nobody could take. One boy showed off his own gap, and it was nearly as big.`,
        `${h(c)} laid the tooth in the middle of ${c.hero.his} open palm and held it perfectly still, and one by one everybody looked, but nobody took. Then a boy showed off his own gap, and they compared their gaps very seriously.`,
      ),
  },
  swing: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} wanted to swing high. But the tooth?`,
        `${h(c)} wanted to swing high, higher than ever, but what if the tooth flew out of ${c.hero.his} pocket on the way up?`,
        `${h(c)} wanted to swing higher than ever before, right up to the treetops, but on the first push ${c.hero.he} felt ${c.hero.his} pocket jump, and thought of how far a tiny tooth could fly.`,
      ),
    fix: (c) =>
      by(
        c,
        `${aide(c)} held the tooth. Up, up!`,
        `${aide(c)} held the tooth safe in one hand, and ${h(c)} swung so high that the gap whistled in the wind.`,
        `${aide(c)} took the tooth and held it close like treasure, and ${h(c)} swung so high that the gap whistled in the wind and ${c.hero.his} tummy tickled on the way down.`,
      ),
  },
  creak: {
    trouble: (c) =>
      by(
        c,
        `Creak! Was it the tooth fairy?`,
        `Creak, went the stairs. ${h(c)} sat {bolt upright|straight up|up in bed}. Was it the tooth fairy, {already|so soon|now}?`,
        `Creak, went the stairs, and then again. ${h(c)} sat bolt upright in bed, heart thumping. Was it the tooth fairy, already, before ${c.hero.he} had even fallen asleep?`,
      ),
    fix: (c) =>
      by(
        c,
        `It was only the house. ${h(c)} shut ${c.hero.his} eyes.`,
        `"That's just the house settling down," said ${aide(c)} from the door. ${h(c)} lay back down and {squeezed ${c.hero.his} eyes shut|shut ${c.hero.his} eyes tight|closed ${c.hero.his} eyes hard}, just in case.`,
        `"That's only the house getting ready for sleep as well," said ${aide(c)} softly from the door. ${h(c)} lay back down and squeezed ${c.hero.his} eyes shut, because if it was her, the tooth fairy should at least find ${h(c)} asleep.`,
      ),
  },
  straw: {
    trouble: (c) =>
      by(
        c,
        `The juice squirted out through the gap!`,
        `${h(c)} drank juice through a straw, but the juice found its way straight out of the new gap and {squirted onto the tablecloth|ran down ${c.hero.his} chin|splashed onto the plate}.`,
        `${h(c)} went to drink juice through a straw, as always, but now there was a new way out of ${c.hero.his} mouth, and the juice squirted out through the gap in a thin red stream, right onto the clean tablecloth.`,
      ),
    fix: (c) =>
      by(
        c,
        `Now ${h(c)} drank from a cup.`,
        `${aide(c)} wiped the tablecloth and gave ${h(c)} a cup instead, and with both lips round the rim it went {just fine|much better|perfectly}.`,
        `${aide(c)} laughed, wiped the tablecloth and gave ${h(c)} an ordinary cup instead. With both lips round the rim and small, careful sips, not a drop came out through the gap.`,
      ),
  },
  count: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} counted ${c.hero.his} teeth. The number came out odd!`,
        `${h(c)} tried to count ${c.hero.his} teeth with ${c.hero.his} tongue, but every time it reached the gap, ${c.hero.he} {lost count|got muddled|had to start again}.`,
        `${h(c)} tried to count ${c.hero.his} teeth with ${c.hero.his} tongue in front of the mirror, but every time the tongue reached the gap it lost count, and ${c.hero.he} had to start all over, first from the left, then from the right.`,
      ),
    fix: (c) =>
      by(
        c,
        `They counted together: nineteen, and one on its way.`,
        `${aide(c)} counted with ${c.hero.him}, tooth by tooth in the mirror: nineteen teeth, and one on its way.`,
        `${aide(c)} counted with ${c.hero.him}, tooth by tooth, one finger in the air in front of the mirror: nineteen teeth in ${c.hero.his} mouth, one in the tissue and one on its way. That made twenty-one, said ${h(c)}, which was nearly right.`,
      ),
  },
  pebble: {
    trouble: (c) =>
      by(
        c,
        `A white pebble lay there. Or was it the tooth?`,
        `In the gravel lay a tiny white pebble {just like the tooth|exactly like the tooth|almost like the tooth}, and for a moment ${h(c)} could not tell which was which.`,
        `In the gravel by the step lay a tiny white pebble, so like the tooth that ${h(c)} had to crouch down and hold them side by side, and for one dreadful moment ${c.hero.he} could not tell which was which.`,
      ),
    fix: (c) =>
      by(
        c,
        `The tooth was smoother. The pebble came too.`,
        `But the tooth was {smoother|lighter|shinier}, with a tiny edge where it had been fixed in. The tooth went back in the tissue, and the pebble went in ${c.hero.his} pocket, just for fun.`,
        `But the tooth was smoother and lighter, and on one side it had a tiny edge where it had been fixed in ${c.hero.his} mouth. The tooth was folded back into its tissue, and the pebble went into the other pocket, for ${c.hero.his} collection.`,
      ),
  },
  zip: {
    trouble: (c) =>
      by(
        c,
        `The zip was stuck!`,
        `On the bench ${h(c)} wanted to check the tooth again, but the zip on the pocket {was stuck|had caught|would not budge}.`,
        `On the bench ${h(c)} only wanted to check the tooth once more, but the zip on the pocket had caught in the fabric and would go neither up nor down, however hard ${c.hero.he} pulled.`,
      ),
    fix: (c) =>
      by(
        c,
        `${aide(c)} wiggled it open. The tooth was there!`,
        `${aide(c)} wiggled the zip {gently|carefully|patiently} back and forth, and with a little tug it opened. The tissue was there, and the tooth inside it.`,
        `${aide(c)} wiggled the zip gently, back and forth, a little at a time, until it suddenly slid open with a small tug. There lay the tissue, and inside it the tooth, as white and as tiny as before.`,
      ),
  },
  story: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} wanted a story about the tooth fairy.`,
        `${h(c)} wanted a story about the tooth fairy, but ${aide(c)} {did not know a single one|could not think of any|had never heard one}.`,
        `${h(c)} wanted a story about the tooth fairy before the light went out, but ${aide(c)} sat and thought for a long time and had to admit to never having heard a single one.`,
      ),
    fix: (c) =>
      by(
        c,
        `So they made up their own.`,
        `So they made one up together: about a tooth fairy who built a castle out of all the first teeth, one tooth for every child.`,
        `So they made one up together, line by line: about a tooth fairy who built a white castle out of all the first teeth in the world, where every tooth was a stone in the wall, and there was still one space left.`,
      ),
  },
  sign: {
    trouble: (c) =>
      by(
        c,
        `The sign for the tooth fairy went crooked!`,
        `${h(c)} made a sign so the tooth fairy would find the right house, but the letters grew bigger and bigger and ran off the page.`,
        `${h(c)} wanted to make a sign for the tooth fairy, so she would not go to the wrong house, but the letters grew bigger and bigger across the page, and "WELCOME" ended up as "WELCO" right at the edge.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} drew small letters. Now it fitted!`,
        `${aide(c)} drew faint pencil lines first, and this time all the letters fitted, small and neat.`,
        `${aide(c)} showed how to draw faint pencil lines first, and the second time every single letter fitted, small and neat, with a heart at the end.`,
      ),
  },
  bath: {
    trouble: (c) =>
      by(
        c,
        `The tooth wanted to come in the bath!`,
        `At bath time ${h(c)} wanted the tooth in the bath too, but a tub full of bubbles is a dangerous place for a tiny tooth.`,
        `When it was bath time, ${h(c)} wanted the tooth in the bath too, but a tub full of bubbles and splashing is the very worst place for a tiny tooth.`,
      ),
    fix: (c) =>
      by(
        c,
        `The tooth watched from the shelf.`,
        `The tooth stood in the egg cup on the high shelf, where ${h(c)} could see it all the time, quite dry.`,
        `The tooth stood in the egg cup on the top shelf, safe and dry, where ${h(c)} could see it between the bubbles the whole time.`,
      ),
  },
  trade: {
    trouble: (c) =>
      by(
        c,
        `The boy over the fence wanted to swap!`,
        `The boy next door leaned over the fence and wanted to swap the tooth for {a blue marble|a shiny sticker|a nice stone}.`,
        `The boy next door leaned over the fence and held out his best blue marble. "I'll swap," he said, "the marble for the tooth."`,
      ),
    fix: (c) =>
      by(
        c,
        `"No thanks, it's for the tooth fairy!"`,
        `"No thanks," said ${h(c)}, "this one is for the tooth fairy." But ${c.hero.he} let the boy look at it, up close.`,
        `"No thank you," said ${h(c)} politely, "the tooth fairy has ordered this one." But ${c.hero.he} held it out so the boy could look at it up close, and he nodded seriously, like someone who understood.`,
      ),
  },
  ducks: {
    trouble: (c) =>
      by(
        c,
        `At the pond ${h(c)} leaned right out!`,
        `At the pond ${h(c)} leaned out to feed the ducks, and the pocket with the tooth dangled right over the water.`,
        `At the pond ${h(c)} leaned far out to throw bread to the ducks, and suddenly felt the pocket with the tooth dangling right over the dark water.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} fed the ducks from the bench.`,
        `${h(c)} stepped back and fed the ducks from the bench instead, one hand on the pocket.`,
        `${h(c)} took two big steps back and threw the rest of the bread from the bench instead, one hand firmly on the pocket, and the ducks came anyway, quack, quack.`,
      ),
  },
  lamp: {
    trouble: (c) =>
      by(
        c,
        `The night light was so bright. Would she dare?`,
        `The night light shone so brightly that ${h(c)} wondered whether a shy tooth fairy would dare to come in at all.`,
        `The night light shone so brightly in the dark room that ${h(c)} suddenly wondered whether such a shy tooth fairy would dare to come in at all.`,
      ),
    fix: (c) =>
      by(
        c,
        `Now the lamp glowed softly, like the moon.`,
        `${aide(c)} turned the lamp down to its dimmest, a small yellow glow, just enough to find the way.`,
        `${aide(c)} turned the lamp down to its very dimmest, a small yellow glow like moonlight on the floor, just enough for a tooth fairy to find her way.`,
      ),
  },
  awake: {
    trouble: (c) =>
      by(
        c,
        `${h(c)} wanted to stay awake and see the tooth fairy.`,
        `But ${h(c)} so wanted to see the tooth fairy, just once. ${He(c)} kept ${c.hero.his} eyes wide open and {counted the stars on the ceiling|counted the squares on the curtains|hummed a quiet tune}, but ${c.hero.his} eyelids grew heavier and heavier.`,
        `But ${h(c)} so wanted to see the tooth fairy, just one little glimpse. ${He(c)} had a plan: hold ${c.hero.his} eyes open with ${c.hero.his} fingers, count the squares on the curtains, hum a quiet tune. But ${c.hero.his} eyelids grew heavier and heavier, as if someone had hung tiny weights on them.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} put a drawing by the glass for her.`,
        `Instead ${h(c)} drew the tooth fairy the way ${c.hero.he} imagined her and put the drawing by the glass on the bedside table. Then the tooth fairy would know somebody had waited.`,
        `Instead, by torchlight under the duvet, ${h(c)} drew the tooth fairy the way ${c.hero.he} imagined her, with wings like glass and a little bag for the teeth, and put the drawing by the glass on the bedside table. Then the tooth fairy would know somebody had waited for her.`,
      ),
  },
};

export const tooth: GoalTexts<EnCtx> = {
  want: [
    (c) =>
      by(
        c,
        `${h(c)}'s first tooth came out! Would the tooth fairy come?`,
        `${h(c)}'s first tooth had wobbled {for days|for a whole week|since last Sunday}, and {this morning|at breakfast|just after breakfast}, with one last {wiggle|wobble|push of ${c.hero.his} tongue}, it came out! {Tonight, ${c.hero.he} hoped, the tooth fairy would come.|Now, ${c.hero.he} hoped, the tooth fairy would come tonight.|And tonight, if ${c.hero.he} was lucky, the tooth fairy would come.}`,
        `For days ${h(c)}'s first tooth had wobbled like a loose fence post, and this morning, with one last push of ${c.hero.his} tongue, it came out. Now there was a gap, and a tooth, and one big wish: that tonight the tooth fairy would come.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `The tooth was tiny. By the bed, just in case: ${spare(c).short}.`,
        `${h(c)} held the tooth {on one finger|in ${c.hero.his} palm|between finger and thumb}: tiny, white and smaller than {a pea|a grain of rice|a shirt button}. {Just in case|To be on the safe side|And just in case}, ${c.hero.he} put ${ready(c)} by the bed for tonight.`,
        `${h(c)} held the tooth up to the light on the tip of one finger: tiny, white, and smaller than a pea. Then, just in case, ${c.hero.he} put ${ready(c)} by the bed for tonight.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `But it was so small, and bedtime was far away.`,
        `But a first tooth is {very small|tiny|easy to lose}, and bedtime was {a whole day away|still hours and hours away|a long way off}.`,
        `But a first tooth is a very small thing to keep safe, and bedtime was a whole long day away.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `"I'll keep it safe all day," said ${h(c)}.`,
        `${h(c)} {folded|wrapped|tucked} the tooth {into|up in|inside} a {clean|soft|fresh} tissue. "I'll {keep it safe|look after it|take good care of it} {until bedtime|all day|till the tooth fairy comes}," ${c.hero.he} {said|promised|whispered}.`,
        `${h(c)} folded the tooth into a clean tissue and put it in ${c.hero.his} pocket. "I'll keep it safe all day," ${c.hero.he} said, "right up until the tooth fairy comes."`,
      ),
  ],
  attempt: toothBank<EnCtx>(
    'trouble',
    (c, m) =>
      m in MORE ? MORE[m as keyof typeof MORE].trouble(c) : `${scare(c)} ${foundAgain(c)}`,
    [
      (c) =>
        by(
          c,
          `${h(c)}'s tongue kept {finding|poking|checking} the {gap|hole|empty spot}.`,
          `${h(c)}'s tongue kept {poking into|finding|wandering back to} the {new gap|empty space|little gap}, all by itself.`,
          `${h(c)}'s tongue kept sneaking into the new gap, as if it had to check, again and again, that the tooth really was gone.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} tried to whistle. It came out funny!`,
          `${h(c)} tried to {whistle|hum a tune|say "Susie sells shells"} through the gap, and out came a funny little {hiss|whistle|squeak}.`,
          `${h(c)} tried to say "sixty-six sausages", and the gap made it come out as a whistle, which made everyone laugh.`,
        ),
      (c) => {
        const p = pet(c);
        return p
          ? by(
              c,
              `${p.name} sniffed at the tooth.`,
              `${p.name} came to sniff at the tooth, very curious.`,
              `${p.name} came over to sniff at the tooth, as if ${p.he} wanted to know what all the fuss was about.`,
            )
          : null;
      },
    ],
  ),
  progress: toothBank<EnCtx>(
    'fix',
    (c, m) => (m in MORE ? MORE[m as keyof typeof MORE].fix(c) : keepSafe(c)),
    [
      (c) =>
        by(
          c,
          `${h(c)} peeked at the tooth. Still safe.`,
          `${h(c)} {peeked|looked|peered} into the tissue {again|once more|for the tenth time}. {Still there, still safe.|Still there, safe and sound.|Yes, still there.}`,
          `${h(c)} peeked into the folded tissue once more, just to be sure. Still there, still safe.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} grinned a gappy grin.`,
          `${h(c)} smiled at everyone with a big, gappy smile.`,
          `${h(c)} smiled at everyone ${c.hero.he} met with a big, gappy smile, rather proud of it.`,
        ),
    ],
  ),
  advice: eachOnce<EnCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `"Keep it somewhere safe," said ${c.helper.name}.`,
            `"{Keep it somewhere safe|Look after that tooth|Hold on to it tight}," said ${c.helper.name}. "First teeth are {very small|tiny|so easy to lose}."`,
            `"Keep it somewhere safe," said ${c.helper.name}. "First teeth are tiny, and they love to hide."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"A big tooth will grow there," said ${c.helper.name}.`,
            `"A new, big tooth will grow in that gap," said ${c.helper.name}. "{That's what it's for|It's making room|That's why the little one left}."`,
            `"In that gap a new tooth will grow," said ${c.helper.name}, "a big, strong one that you will keep for the rest of your life."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"Fold it in a tissue," said ${c.helper.name}.`,
            `"Teeth {like to hide|are good at hiding|love hide-and-seek}," said ${c.helper.name}. "Fold it in a tissue and keep {the tissue in your pocket|it in your pocket|it close}."`,
            `"Teeth are champion hiders," said ${c.helper.name}. "Fold it up in a tissue, and keep the tissue deep in your pocket."`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `"I lost my first tooth too," said ${c.helper.name}.`,
            `"I lost my first tooth {biting an apple|eating a carrot|in a crust of bread}," said ${c.helper.name}, smiling at the memory.`,
            `"My first tooth came out in an apple," said ${c.helper.name}, "and I was so proud that I showed it to the whole street."`,
          )
        : null,
  ]),
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `"Does the tooth fairy {really come|come to everyone|know where I live}?" asked ${h(c)}.`,
            `"${c.helper.name}, how does the tooth fairy {find the teeth|know where to go|carry all those teeth}?" asked ${h(c)}.`,
            `"${c.helper.name}," asked ${h(c)}, "how does the tooth fairy know where all the teeth are?" ${c.helper.name} smiled. "She just knows."`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          spare(c).young,
          `At bedtime, one last trouble: ${spare(c).trouble(c)}. Then ${h(c)} remembered ${spare(c).short}, and ${spare(c).saves(c)}.`,
          `At bedtime came one last trouble: ${spare(c).trouble(c)}. For a moment ${h(c)} felt like crying. Then ${c.hero.he} remembered ${spare(c).short} from the morning, and ${spare(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${spare(c).young} ${aide(c)} helped.`,
          `At bedtime, ${spare(c).trouble(c)}. "What did you get ready this morning?" asked ${aide(c)}, and ${spare(c).saves(c)}.`,
          `At bedtime, ${spare(c).trouble(c)}. "What was it you got ready this morning, just in case?" asked ${aide(c)}, and together they fetched ${spare(c).short}: ${spare(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `By the bed lay ${spare(c).short} and the ${c.gift.sg}.`,
              `At bedtime, ${spare(c).trouble(c)}, but ${h(c)} had ${spare(c).short}, and ${spare(c).saves(c)}. The ${c.gift.sg} {went on|was set on|got a place on} the windowsill, {to welcome|as a hello for|as a present for} the tooth fairy.`,
              `At bedtime, ${spare(c).trouble(c)}, but ${h(c)} had ${spare(c).short} ready, and ${spare(c).saves(c)}. Last of all ${c.hero.he} put the ${c.gift.sg} on the windowsill, as a welcome for the tooth fairy.`,
            )
          : '',
    ],
    clever: [
      (c) =>
        by(
          c,
          spare(c).young,
          `At bedtime, ${spare(c).trouble(c)}. ${h(c)} thought hard, then smiled, and ${spare(c).saves(c)}.`,
          `At bedtime, ${spare(c).trouble(c)}. ${h(c)} sat very still and thought, and then ${c.hero.he} laughed, because the answer had been ready since the morning: ${spare(c).saves(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `The tooth went under the pillow, and ${h(c)} fell asleep. In the night a tiny light shone at the window. Under the pillow lay a shiny coin!`,
        `{At last|Finally|In the end} the tooth lay {under the pillow|safe under the pillow|snug under the pillow}, and ${h(c)} {fell asleep|was soon fast asleep|at last fell asleep}. {In the night|Deep in the night|Late in the night} there was {a tinkle like a tiny bell|a sound like the smallest bell|a soft little jingle}, and ${h(c)} {opened one eye|peeked out|opened one sleepy eye}: a little light was {flickering|dancing|twinkling} at the window, like {a star with wings|a firefly|a tiny lantern}. When ${c.hero.he} {felt|looked|reached} under the pillow, the tooth {was gone|had vanished|was not there any more}. In its place lay a {shiny|bright|golden} coin and a {tiny|little|folded} note: "Thank you for your {beautiful|lovely|shiny} first tooth. {Love|With love|Hugs}, the Tooth Fairy."`,
        `At last the tooth lay safe under the pillow, and after a long, long while ${h(c)} fell asleep. Deep in the night came a sound like the smallest bell in the world, and ${h(c)} opened one eye, just a crack: at the window a little light flickered and danced, like a star that had grown wings, and then it was gone. ${He(c)} slid a hand under the pillow. The tooth had gone, and in its place lay a shiny coin and a note no bigger than a stamp: "Thank you for your beautiful first tooth. Love, the Tooth Fairy."`,
      ),
  ],
  home: eachOnce<EnCtx>('home', [
    (c) =>
      by(
        c,
        `${h(c)} held the coin tight and smiled.`,
        `${h(c)} held the coin {tight in ${c.hero.his} fist|close to ${c.hero.his} heart|under ${c.hero.his} chin} and smiled ${c.hero.his} {gappy smile|new gappy smile|widest gappy smile} into the dark.`,
        `${h(c)} closed ${c.hero.his} fist round the coin, still warm from the pillow, and smiled ${c.hero.his} gappy smile into the dark.`,
      ),
    (c) =>
      by(
        c,
        `The note went under the pillow again.`,
        `${h(c)} put the tiny note {back under the pillow|on the bedside table|in ${c.hero.his} pyjama pocket}, to show {everyone|the whole family|everybody at breakfast} in the morning.`,
        `${h(c)} slid the tiny note back under the pillow, to show everyone at breakfast, and pulled the duvet up to ${c.hero.his} nose.`,
      ),
  ]),
  reflection: eachOnce<EnCtx>('reflection', [
    (c) =>
      by(
        c,
        `The tooth fairy had the tooth, and there was a gap now for a big new one.`,
        `{Where the little tooth had been|In the little gap}, a big new one would {grow|soon grow|grow in time}, and the tooth fairy had the little one.`,
        `The tooth fairy had the little tooth now, and in the gap where it had been, a big new one was already getting ready to grow.`,
      ),
    (c) =>
      by(
        c,
        `The tooth fairy had come!`,
        `The tooth fairy had {come|really come|found the way}, just as ${h(c)} had {wished|hoped|dreamed}.`,
        `The tooth fairy had really come, just as ${h(c)} had wished, and somewhere out in the night a very small tooth was on its way to wherever first teeth go.`,
      ),
  ]),
  refrain: [() => `Wiggle, wobble, one, two, three, the tooth fairy's coming, wait and see!`],
  title: [
    (c) => `${h(c)} and the Tooth Fairy`,
    (c) => `${h(c)}'s First Tooth`,
    () => `A Coin Under the Pillow`,
  ],
};

/** Going from room to room and out to the park with the tooth in a pocket, never over a bridge. */
const GO: Record<string, (c: EnCtx) => string> = {
  kitchen: (c) =>
    by(
      c,
      `Then it was lunchtime in the kitchen.`,
      `{At lunchtime|When lunch was ready|Later} ${h(c)} went into the kitchen, one hand on the pocket with the tooth.`,
      `At lunchtime ${h(c)} went into the kitchen, one hand pressed to the pocket where the tooth lay folded in its tissue.`,
    ),
  bathroom: (c) =>
    by(
      c,
      `${h(c)} went to the bathroom to wash.`,
      `{Then|After that|Later} ${h(c)} went into the bathroom to {wash ${c.hero.his} hands|brush ${c.hero.his} teeth|wash ${c.hero.his} face}, and the tooth {went too|came along|had to come too}.`,
      `Then ${h(c)} went into the bathroom to wash ${c.hero.his} hands, and of course the tooth had to come along and be washed as well.`,
    ),
  garden: (c) =>
    by(
      c,
      `${h(c)} ran out into the garden.`,
      `${h(c)} {ran|skipped|hurried} out into the garden to show the tooth to the {sky|birds|apple tree}.`,
      `${h(c)} ran out into the garden, because a tooth that special ought to see the sky at least once.`,
    ),
  park: (c) =>
    by(
      c,
      `In the afternoon they went to the park.`,
      `In the afternoon ${h(c)} went to the park, the tooth {safe|tucked away|snug} in ${c.hero.his} pocket.`,
      `In the afternoon ${h(c)} went to the park, patting ${c.hero.his} pocket every few steps to feel the little bump of the tooth.`,
    ),
  bedroom: (c) =>
    by(
      c,
      `Then it was bedtime.`,
      `{Soon|Before long|At last} it {grew dark outside|was dark outside the window|got dark outside}, and it was {time for bed|bedtime|time to snuggle down}.`,
      `Soon the sky outside went dark, teeth were brushed (all but one), and it was time for bed.`,
    ),
};

export const toothScenes = {
  travel: [
    (c: EnCtx) => GO[c.place.id]?.(c) ?? null,
    (c: EnCtx) =>
      c.place.id === 'bedroom'
        ? null
        : by(
            c,
            `${h(c)} {hurried|skipped} ${c.place.to}.`,
            `${h(c)} {hurried|skipped|tiptoed} ${c.place.to}, {patting|holding} the pocket with the tooth.`,
          ),
  ] as Bank<EnCtx>,
};
