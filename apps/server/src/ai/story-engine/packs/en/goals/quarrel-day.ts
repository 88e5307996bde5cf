// The day after two friends (or twins) fall out, at home and close by: each try at making up goes
// wrong its own way and teaches something, the grown-ups at home give advice, the other one's side
// is thought over, and in the end they make up and take turns.
import type { EnCtx } from '../../../compose/ctx-en';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts, SceneBanks } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { betterElsewhere, cheeksHot, gaveUpNot, sighed } from './friend-day-words';
import { eachStep } from '../../family-beats';
import { goingOn, type QuarrelTry, quarrelTry, thingUse, withGrownUp } from '../../friend-beats';

type Steps = NonNullable<GoalTexts<EnCtx>['steps']>;

const h = (c: EnCtx) => c.hero.name;
const o = (c: EnCtx) => c.other?.name ?? 'the other child';
const he = (c: EnCtx) => c.other?.he ?? 'they';
const him = (c: EnCtx) => c.other?.him ?? 'them';
/** The other child's own "his" or "her". */
const his2 = (c: EnCtx) => c.other?.his ?? 'their';
const He = (c: EnCtx) => he(c).charAt(0).toUpperCase() + he(c).slice(1);
const it = (c: EnCtx) => c.thing?.the ?? 'the swing';
const It = (c: EnCtx) => it(c).charAt(0).toUpperCase() + it(c).slice(1);
/** The grown-up here, by what the child calls them: "Mum", "Grandpa". */
const v = (c: EnCtx) => c.helper?.name ?? 'Mum';
const vHe = (c: EnCtx) => c.helper?.he ?? 'she';
/** A swing hangs where it hangs; anything else can be carried in. */
const hangs = (c: EnCtx) => thingUse(c.thing?.id) === 'swing';

/** What is done with the thing they fell out over: "rode a lap on the red bike". */
const used = (c: EnCtx) =>
  ({
    ride: `rode a lap on ${it(c)}`,
    swing: `swung high on ${it(c)}`,
    throw: `threw ${it(c)} high and caught it`,
    fly: `sent ${it(c)} up into the air`,
    play: `played with ${it(c)}`,
  })[thingUse(c.thing?.id)];

/** Each try at making up, and how it goes wrong. */
const tries: Record<QuarrelTry, (c: EnCtx) => string> = {
  blame: (c) =>
    by(
      c,
      `"It was all ${o(c)}'s fault!" ${h(c)} told ${v(c)}.`,
      `"It was all ${o(c)}'s fault," said ${h(c)} at the table. ${v(c)} only asked, "And what did you do?" ${h(c)} did not want to answer that.`,
      `"It was all ${o(c)}'s fault, the whole thing," said ${h(c)}, stabbing a fork into lunch. ${v(c)} nodded and only asked, "And what did you do?" ${h(c)} opened ${c.hero.his} mouth, shut it again and pushed the plate away.`,
    ),
  note: (c) =>
    by(
      c,
      `${h(c)} wrote a note: "I'm not cross. But it's mine." It came back with a big NO.`,
      `${h(c)} wrote a note to ${o(c)}: "I'm not cross any more. But it IS mine." A little later the note came back, and underneath ${o(c)} had written a big, angry NO.`,
      `${h(c)} tore a page out of a notebook and wrote, "I'm not cross any more. But it really is mine." The note went off to ${o(c)}, and a while later it came back with a NO underneath, pressed so hard that the pen had nearly gone through the paper.`,
    ),
  treat: (c) =>
    by(
      c,
      `${h(c)} put the biggest bun on a plate for ${o(c)}. The plate came back untouched.`,
      `${h(c)} put the biggest bun on a plate and asked ${v(c)} to take it over to ${o(c)}. But the plate came back, and the bun was still on it, untouched.`,
      `${h(c)} picked out the very biggest bun, the one with the most sugar on top, put it on a plate and asked ${v(c)} to carry it over to ${o(c)}. A little later the plate came back, and the bun sat there, not even nibbled.`,
    ),
  wave: (c) =>
    by(
      c,
      `${h(c)} waved at ${o(c)}. ${He(c)} turned away.`,
      `${h(c)} waved over at ${o(c)}, but ${he(c)} turned ${c.other?.his ?? 'their'} back, and the wave hung in the air.`,
      `${h(c)} waved, gently at first and then with the whole arm, but ${o(c)} turned ${c.other?.his ?? 'their'} back, and the wave hung in the air with nowhere to go.`,
    ),
  showoff: (c) =>
    by(
      c,
      `${h(c)} ${used(c)}, right in front of ${o(c)}. It did not help.`,
      `${h(c)} ${used(c)}, right where ${o(c)} could see, and laughed a bit too loudly. But that only made ${o(c)} crosser.`,
      `${h(c)} ${used(c)}, right where ${o(c)} could see, and laughed a laugh that was a little too loud. But ${o(c)} only got crosser, and afterwards ${h(c)} felt smaller, not bigger.`,
    ),
  chalk: (c) =>
    by(
      c,
      `${h(c)} wrote SORRY in chalk. But tiny, behind a bush.`,
      `${h(c)} found some chalk and wrote SORRY on the paving stones, but so tiny and so far behind the bush that ${o(c)} never saw it.`,
      `${h(c)} found some chalk and wrote SORRY on the paving stones, but in such tiny letters and so far in behind the rose bush that nobody but a snail was ever going to read it.`,
    ),
  giveall: (c) =>
    by(
      c,
      `"Take it, then!" shouted ${h(c)}. But ${o(c)} would not.`,
      `${h(c)} pushed ${it(c)} towards ${o(c)}. "Take it, then! I don't care!" But ${o(c)} only shook ${c.other?.his ?? 'their'} head. "Not like that."`,
      `In the end ${h(c)} shoved ${it(c)} over towards ${o(c)}. "Take it, then, I don't even care!" But ${o(c)} did not touch it. "Not like that," ${he(c)} said quietly, and walked off.`,
    ),
  alone: (c) =>
    by(
      c,
      `${h(c)} played a game alone. It was boring.`,
      `${h(c)} got out the cards and tried to play against ${c.hero.him}self, but it is hard to trick yourself, and winning was no fun either.`,
      `${h(c)} got out the cards and played against ${c.hero.him}self, first on one side of the bed and then on the other, but it is hard to trick yourself, and nobody cheered when somebody won.`,
    ),
  list: (c) =>
    by(
      c,
      `${h(c)} wrote down all that ${o(c)} did wrong. The list got long.`,
      `${h(c)} wrote a list of everything ${o(c)} had done wrong, and it got long. Then ${c.hero.he} wrote a list of what ${c.hero.he} had done. It was only one line, but it was the hardest to write.`,
      `${h(c)} wrote a list of everything ${o(c)} had done wrong, and it grew long and cross. Then ${c.hero.he} tried a list of what ${c.hero.he} had done ${c.hero.him}self, and it was only one single line, but the pencil hardly wanted to write it.`,
    ),
  draw: (c) =>
    by(
      c,
      `${h(c)} drew ${c.hero.him}self and ${o(c)}. But ${o(c)} got a cross face.`,
      `${h(c)} wanted to draw ${c.hero.him}self and ${o(c)} together, but ${o(c)}'s mouth came out cross however much ${c.hero.he} rubbed it out. So ${c.hero.he} crumpled up the paper.`,
      `${h(c)} wanted to draw a picture of ${c.hero.him}self and ${o(c)} together, but ${o(c)}'s mouth kept coming out cross and straight however many times ${c.hero.he} rubbed it out, and in the end the paper became a hard little ball in the bin.`,
    ),
  call: (c) =>
    by(
      c,
      `"Are you still cross?" called ${h(c)}. "YES!" called ${o(c)}.`,
      `${h(c)} opened the window and called out, "Are you still cross, then?" It came out much grumpier than ${c.hero.he} meant. "YES!" ${o(c)} called back.`,
      `${h(c)} opened the window and called, "Are you still cross, then?" But the words came out sour and sharp, much sourer than ${c.hero.he} had meant, and "YES!" came back, just as sour.`,
    ),
  messenger: (c) =>
    by(
      c,
      `${h(c)} sent a boy to tell ${o(c)} ${c.hero.he} was not cross. The message came out wrong!`,
      `${h(c)} asked a boy from down the road to tell ${o(c)} that ${c.hero.he} was not cross any more. But when the message arrived, it had turned into: "${h(c)} says you're cross!"`,
      `${h(c)} asked a small boy from down the road to run over with a message: "Tell ${him(c)} I'm not cross any more." But on the way the message got twisted, and what arrived was: "${h(c)} says you're cross!" ${o(c)} put ${c.other?.his ?? 'their'} nose in the air.`,
    ),
  copy: (c) =>
    by(
      c,
      `${h(c)} did everything ${o(c)} did. ${o(c)} moved away.`,
      `${h(c)} sat just like ${o(c)} and kicked the gravel just like ${him(c)}, to show they were the same. But ${o(c)} thought ${h(c)} was making fun, and moved away.`,
      `${h(c)} sat exactly like ${o(c)}, chin in hands, and kicked the gravel in the same rhythm, to show that they were really the same. But ${o(c)} thought ${h(c)} was copying to tease, and moved to another bench.`,
    ),
  joke: (c) =>
    by(
      c,
      `${h(c)} pulled a silly face. ${o(c)} turned away.`,
      `${h(c)} pulled ${c.hero.his} very best silly face, the one with the tongue poking out. ${o(c)} almost laughed, but turned away at the last moment.`,
      `${h(c)} pulled ${c.hero.his} very best silly face, tongue poking out and one eye shut, the one that always made ${o(c)} laugh. The corner of ${o(c)}'s mouth twitched, but then ${he(c)} turned away.`,
    ),
  wait: (c) =>
    by(
      c,
      `${h(c)} waited on the bench. But ${o(c)} did not come.`,
      `${h(c)} sat down on the bench where they always met, and waited for ${o(c)} to come over first. But ${o(c)} sat waiting for exactly the same thing.`,
      `${h(c)} sat down on the bench where the two of them always met, and waited for ${o(c)} to come over first. But ${o(c)} sat a little way off waiting for exactly the same thing, and the time went by.`,
    ),
  blurt: (c) =>
    by(
      c,
      `"It was your fault!" said ${h(c)}. ${o(c)} walked off.`,
      `"It was your fault!" ${h(c)} blurted out, and ${o(c)} walked away. That was not the right thing to say.`,
      `"It was all your fault!" ${h(c)} blurted out before ${c.hero.he} could stop ${c.hero.him}self, and ${o(c)} walked away, and ${h(c)} knew at once it had been exactly the wrong words.`,
    ),
  first: (c) =>
    by(
      c,
      `"We can share! But I go first," said ${h(c)}. ${o(c)} shook ${c.other?.his ?? 'their'} head.`,
      `"We can share ${it(c)}," said ${h(c)}, "but I go first." ${o(c)} shook ${c.other?.his ?? 'their'} head. "You always go first."`,
      `"We could share ${it(c)}," said ${h(c)}, which was nearly right, "but I go first." ${o(c)} shook ${c.other?.his ?? 'their'} head. "You always go first," ${he(c)} said, and it was true, and ${h(c)} knew it.`,
    ),
  stuck: (c) =>
    by(
      c,
      `${h(c)} wanted to say sorry. But the word got stuck.`,
      `${h(c)} walked all the way up to ${o(c)} to say sorry, but the word got stuck in ${c.hero.his} throat. "Nice weather today," ${c.hero.he} said instead.`,
      `${h(c)} walked all the way up to ${o(c)} to say sorry, but the word got stuck somewhere in ${c.hero.his} throat, and what came out was, "Nice weather today." ${o(c)} looked at ${c.hero.him} as if ${c.hero.he} had gone quite silly.`,
    ),
  door: (c) =>
    by(
      c,
      `${h(c)} knocked on ${o(c)}'s door. "Go away!"`,
      `${h(c)} went and knocked on ${o(c)}'s door, three gentle knocks. The door stayed shut, and all that came from inside was, "Go away!"`,
      `${h(c)} went and knocked on ${o(c)}'s door, three gentle knocks and then one a bit harder. The door stayed shut, and the only thing that came through it was a muffled "Go away!"`,
    ),
  ball: (c) =>
    by(
      c,
      `${h(c)} kicked a ball to ${o(c)}. ${He(c)} kicked it back hard.`,
      `${h(c)} kicked the ball gently over to ${o(c)}, like an invitation to play. But ${o(c)} only kicked it back hard, straight into the flower bed, without a word.`,
    ),
  teddy: (c) =>
    by(
      c,
      `${h(c)} practised on the teddy: "Sorry." That was easy!`,
      `${h(c)} sat the teddy on the bed and practised: "Sorry, ${o(c)}." To the teddy it was easy to say. But the teddy was not ${o(c)}.`,
      `${h(c)} sat the teddy on the bed and practised: "Sorry, ${o(c)}." To the teddy it came out easily, again and again. But when ${c.hero.he} thought of saying it to the real ${o(c)}, ${c.hero.his} mouth went dry.`,
    ),
  swap: (c) =>
    by(
      c,
      `"You can have my marble if you're not cross," said ${h(c)}. "No!"`,
      `${h(c)} held out ${c.hero.his} best marble. "You can have it if you're not cross any more." ${o(c)} only sniffed. "I'm not for sale."`,
      `${h(c)} held out ${c.hero.his} very best marble, the one with a blue swirl inside. "You can have it, if you're not cross any more." But ${o(c)} only sniffed. "I'm not for sale," ${he(c)} said.`,
    ),
  others: (c) =>
    by(
      c,
      `Some children played tag. ${h(c)} joined in, but only watched ${o(c)}.`,
      `Some children called to ${h(c)} to join their game of tag, and ${c.hero.he} did. But ${c.hero.he} kept looking over at ${o(c)} and was caught straight away.`,
    ),
};

/** What each try taught: the next try remembers it. */
const lessons: Record<QuarrelTry, (c: EnCtx) => string> = {
  blame: (c) =>
    by(
      c,
      `"I grabbed it first," said ${h(c)} quietly.`,
      `At last ${h(c)} said quietly, "I grabbed it first." It was hard to say, but afterwards it was easier to breathe.`,
      `At last it came out, quietly: "I grabbed it first." It was the heaviest thing ${h(c)} had said in a long time, but afterwards it was as if something inside ${c.hero.him} had come loose.`,
    ),
  note: (c) =>
    by(
      c,
      `${h(c)} saw it: a sorry with a "but" is no sorry.`,
      `${h(c)} read the note once more and saw it: a sorry with a "but" in it is no sorry at all.`,
      `${h(c)} read ${c.hero.his} own note one more time, and then ${c.hero.he} saw it: the little word "but" had eaten up everything else. A sorry with a "but" in it is no sorry at all.`,
    ),
  treat: (c) =>
    by(
      c,
      `A bun cannot say sorry. Only ${h(c)} could.`,
      `${h(c)} looked at the bun and understood: a bun cannot say sorry for you, however much sugar it has on top.`,
    ),
  wave: (c) =>
    by(
      c,
      `A wave says hello. It does not say sorry. Sorry needs words.`,
      `${h(c)} thought: a wave says hello, but it does not say what needs saying.`,
      `${h(c)} lowered ${c.hero.his} arm and thought: a wave says hello, but it does not say what really needs saying, and they both knew it.`,
    ),
  showoff: (c) =>
    by(
      c,
      `${It(c)} was no fun alone. ${o(c)} made it fun.`,
      `And ${h(c)} noticed something odd: ${it(c)} was no fun at all. It was ${o(c)} who made it fun.`,
      `And ${h(c)} noticed something odd: ${it(c)} was no fun at all without somebody to laugh with. It had never been the thing that was fun. It was ${o(c)}.`,
    ),
  chalk: (c) =>
    by(
      c,
      `A sorry must be where the other one can see it. Not behind a bush!`,
      `A sorry hiding behind a bush is only a sorry to yourself, thought ${h(c)}.`,
      `${h(c)} looked at the tiny letters and understood: a sorry hiding behind a bush is only a sorry to yourself. It has to be where the other one can see it.`,
    ),
  giveall: (c) =>
    by(
      c,
      `${o(c)} did not want the thing. ${He(c)} wanted ${his2(c)} friend.`,
      `${h(c)} stood there and understood: giving it away while you are cross is not making up. ${o(c)} did not want the thing. ${He(c)} wanted ${h(c)}.`,
      `${h(c)} stood there with empty hands and finally understood: giving it away while you are cross is not making up. ${o(c)} did not miss the thing. ${He(c)} missed ${h(c)}.`,
    ),
  alone: (c) =>
    by(
      c,
      `A game for two needs two. And there was only one ${h(c)}.`,
      `${h(c)} put the cards down. A game for two needs two, ${c.hero.he} thought, and there was only one ${o(c)}.`,
      `${h(c)} put the cards down. Some things are made for two, ${c.hero.he} thought, and there was only one who was exactly the right number two.`,
    ),
  list: (c) =>
    by(
      c,
      `The short list was the one that mattered. ${h(c)} kept it.`,
      `${h(c)} crossed out the long list and kept the short one. That was the one that mattered.`,
      `${h(c)} tore the long list in two and kept only the short one. One line was enough, ${c.hero.he} thought, when it was the right line.`,
    ),
  draw: (c) =>
    by(
      c,
      `${h(c)} missed ${o(c)}'s smile. ${h(c)} wanted to see it again.`,
      `${h(c)} tried to remember ${o(c)}'s smile, the real one, and felt how much ${c.hero.he} wanted to see it again.`,
      `${h(c)} closed ${c.hero.his} eyes and tried to remember ${o(c)}'s smile, the lopsided, real one, and felt how badly ${c.hero.he} wanted to see it again for real.`,
    ),
  call: (c) =>
    by(
      c,
      `The words were fine. The voice was cross. Voices matter too.`,
      `${h(c)} shut the window. The words had been fine, but the voice had been cross, and the voice was what ${o(c)} heard.`,
      `${h(c)} shut the window and thought it over. The words had been fine, but the voice had been sour and sharp, and people always hear the voice first.`,
    ),
  messenger: (c) =>
    by(
      c,
      `Some words you must say yourself. Nobody can carry them.`,
      `${h(c)} sighed. Some words nobody else can carry for you. You have to say them yourself.`,
      `${h(c)} sighed deeply. Some words nobody else can carry for you, however fast they run. You have to say them yourself, with your own mouth.`,
    ),
  copy: (c) =>
    by(
      c,
      `Copying is not talking. ${h(c)} had to use words.`,
      `${h(c)} understood: doing the same as somebody is not the same as talking to them.`,
    ),
  joke: (c) =>
    by(
      c,
      `First sorry. Then you can laugh. ${h(c)} knew that now.`,
      `But ${h(c)} had seen that mouth twitch. The laugh was still there, waiting for somebody to say sorry first.`,
      `But ${h(c)} had seen the mouth twitch, and that was enough: the laugh was still there, only waiting for somebody to say sorry first, and not instead.`,
    ),
  wait: (c) =>
    by(
      c,
      `If both wait, they wait for ever. Somebody must go first.`,
      `${h(c)} saw it: if both of them wait for the other, they could wait until winter. Somebody has to go first.`,
      `${h(c)} suddenly saw it: if both of them wait for the other to come first, they could sit there until winter. Somebody has to go first, and it might just as well be ${c.hero.him}.`,
    ),
  blurt: (c) =>
    by(
      c,
      `${h(c)} knew now: start with what you did.`,
      `${h(c)} bit ${c.hero.his} lip. Next time, ${c.hero.he} decided, ${c.hero.he} would start with what ${c.hero.he} had done.`,
      `${h(c)} bit ${c.hero.his} lip and promised ${c.hero.him}self one thing: next time ${c.hero.he} would start with what ${c.hero.he} had done, not with what ${o(c)} had done.`,
    ),
  first: (c) =>
    by(
      c,
      `Sharing is letting the other one start. ${h(c)} would try that.`,
      `${h(c)} thought about it. Sharing was maybe not only taking turns. It was letting the other one start.`,
      `${h(c)} thought about it. Sharing was maybe not only taking turns; it was letting the other one start, even when you want to go first most of all.`,
    ),
  stuck: (c) =>
    by(
      c,
      `Next time, sorry would come first. Before anything else!`,
      `${h(c)} almost laughed at ${c.hero.him}self. Next time the word would come first, before anything else got a chance.`,
      `${h(c)}'s cheeks went hot, but ${c.hero.he} almost laughed at ${c.hero.him}self too. Next time sorry would come first of all, before anything else could sneak in front of it.`,
    ),
  door: (c) =>
    by(
      c,
      `Maybe ${o(c)} needed a little time.`,
      `${h(c)} walked slowly back. Maybe ${o(c)} needed a little time, ${c.hero.he} thought. A little time, but not for ever.`,
    ),
  ball: (c) =>
    by(
      c,
      `Playing again starts with talking again. ${h(c)} fetched the ball.`,
      `${h(c)} fetched the ball out of the flower bed and understood: playing together again starts with talking together again.`,
    ),
  teddy: (c) =>
    by(
      c,
      `To the teddy it was easy. To ${o(c)} it mattered.`,
      `It was easy to say to the teddy, because a teddy cannot be sad. It was hard to say to ${o(c)}, because ${o(c)} mattered.`,
      `${h(c)} understood why: it was easy to say to the teddy, because a teddy cannot be sad. It was hard to say to ${o(c)}, exactly because ${o(c)} mattered so much.`,
    ),
  swap: (c) =>
    by(
      c,
      `You cannot buy a friend back. ${h(c)} kept the marble.`,
      `${h(c)} put the marble back in ${c.hero.his} pocket. You cannot buy a friend back, not even with the best marble.`,
    ),
  others: (c) =>
    by(
      c,
      `Nobody else was ${o(c)}. Only ${o(c)} was ${o(c)}.`,
      `There were lots of children at the playground, but ${h(c)} understood it now: none of them was ${o(c)}.`,
      `There were lots of children at the playground, and they were all nice enough, but ${h(c)} understood it now: none of them, not one, could be ${o(c)}.`,
    ),
};

export const quarrelAttempt: Bank<EnCtx> = eachStep(quarrelTry, tries);
export const quarrelLesson: Bank<EnCtx> = eachStep(quarrelTry, lessons);

/** Where the other one is when the hero comes to a new place that day. */
export const quarrelMeet: Bank<EnCtx> = [
  (c) =>
    c.setting === 'kitchen' || c.setting === 'house'
      ? by(
          c,
          `The kitchen was far too quiet without ${o(c)}.`,
          `The kitchen was far too quiet without ${o(c)}'s chatter, and the chair where ${he(c)} always sat stood empty.`,
          `The kitchen was far too quiet without ${o(c)}'s chatter and giggles, and the chair where ${he(c)} always sat stood empty and looked almost offended.`,
        )
      : null,
  (c) =>
    c.setting === 'garden'
      ? by(
          c,
          `Over by the fence sat ${o(c)}, looking the other way.`,
          `Over by the fence ${o(c)} crouched, picking at the grass, pretending not to see ${h(c)}.`,
          `Over by the fence ${o(c)} crouched, pulling up blade after blade of grass, and pretending not to have seen ${h(c)} at all.`,
        )
      : null,
  (c) =>
    c.setting === 'bedroom'
      ? by(
          c,
          `From the window ${h(c)} saw ${o(c)} outside, kicking the gravel.`,
          `From the window ${h(c)} could see ${o(c)} outside, kicking the gravel with ${his2(c)} hands in ${his2(c)} pockets.`,
          `From the window ${h(c)} could see ${o(c)} out there, walking in circles and kicking the gravel with ${his2(c)} hands deep in ${his2(c)} pockets, just the way ${h(c)} did when ${c.hero.he} was sad.`,
        )
      : null,
  (c) =>
    c.outdoors && c.setting !== 'garden'
      ? by(
          c,
          `${o(c)} was ${c.place.in} too, all alone.`,
          `${o(c)} was ${c.place.in} too, but ${he(c)} sat on ${his2(c)} own and did not look at ${h(c)}.`,
          `${o(c)} was ${c.place.in} too. ${He(c)} sat on ${his2(c)} own, staring very hard at nothing, just so as not to look at ${h(c)}.`,
        )
      : null,
];

/** The other one's side, and the anger shrinking: a step closer, once each. */
export const quarrelProgress: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${o(c)} looked sad. ${He(c)} missed ${h(c)} too.`,
      `When ${o(c)} thought nobody was looking, ${he(c)} peeked over at ${h(c)}. ${He(c)} missed ${c.hero.him} too.`,
      `When ${o(c)} thought nobody was looking, ${he(c)} peeked over at ${h(c)}, and ${h(c)} saw it plainly: ${o(c)} missed ${c.hero.him} just as much.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} thought: maybe ${o(c)} is sad too.`,
      `${h(c)} thought about how ${o(c)} must feel, and the anger got smaller.`,
      `For the first time ${h(c)} thought about the quarrel from ${o(c)}'s side, and the anger in ${c.hero.his} tummy slowly went quiet.`,
    ),
  (c) =>
    by(
      c,
      `The anger was nearly gone now.`,
      `The anger in ${h(c)}'s tummy, so big and hot this morning, was now no bigger than a small stone.`,
      `The anger in ${h(c)}'s tummy, which had been as big and hot as an oven this morning, was now no bigger than a small, cold stone, and that was easy to put down.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} wanted ${o(c)} more than ${it(c)}.`,
      `${h(c)} felt it clearly now: ${c.hero.he} would much rather have ${o(c)} back than have ${it(c)} to ${c.hero.him}self.`,
      `${h(c)} felt it clearly now, more clearly than anything else that day: ${c.hero.he} would much rather have ${o(c)} back than have ${it(c)} all to ${c.hero.him}self.`,
    ),
];

/** The grown-ups' advice at home. */
export const quarrelAdvice: Bank<EnCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `"It is brave to say sorry," said ${v(c)}.`,
      `"Saying sorry is one of the bravest things there is," said ${v(c)}.`,
      `"Saying sorry first is the bravest thing of all," said ${v(c)}, "and it is never too late to say it."`,
    ),
  (c) =>
    by(
      c,
      `"You can take turns," said ${v(c)}.`,
      `"When two want the same thing, they can take turns," said ${v(c)}.`,
      `"When two friends want the same thing, they can take turns," said ${v(c)}, "and then both of them win."`,
    ),
  (c) =>
    by(
      c,
      `"Think how ${o(c)} feels," said ${v(c)}.`,
      `"Try to see it from ${o(c)}'s side," said ${v(c)}. "How do you think it felt for ${him(c)}?"`,
      `"Try standing in ${o(c)}'s shoes for a moment," said ${v(c)}. "How do you think it felt when it was grabbed away from ${him(c)}?"`,
    ),
  (c) =>
    by(
      c,
      `"Start with what you did," said ${v(c)}.`,
      `"Start with what you did," said ${v(c)}. "Not with what ${o(c)} did."`,
      `"Start with your own part," said ${v(c)}, "even if it is small. It is the only part you can do anything about."`,
    ),
  (c) =>
    by(
      c,
      `"Friends can be cross and still be friends," said ${v(c)}.`,
      `${v(c)} stroked ${h(c)}'s hair. "Friends can be cross with each other and still be friends. That is almost how you know they are."`,
      `${v(c)} stroked ${h(c)}'s hair. "My best friend and I once fell out for three whole days over a roller skate," ${vHe(c)} said. "Now neither of us can remember whose it was."`,
    ),
  (c) =>
    by(
      c,
      `"Sorry is a small word with a big job," said ${v(c)}.`,
      `"Sorry is a small word," said ${v(c)}, "but it does a big job."`,
    ),
  (c) =>
    by(
      c,
      `"Ask ${him(c)} how it felt," said ${v(c)}.`,
      `"Ask ${o(c)} how it felt," said ${v(c)}, "and then listen, right until ${he(c)} has finished."`,
    ),
  (c) =>
    by(
      c,
      `"You don't need to know the answer first," said ${v(c)}.`,
      `"You don't have to be sure ${o(c)} will forgive you to say sorry," said ${v(c)}. "That is why it is brave."`,
    ),
]);

export const quarrelAsk: Bank<EnCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `"How do we make up?" asked ${h(c)}.`,
      `"How do I make up with ${o(c)}?" asked ${h(c)}.`,
      `"We had a fight," said ${h(c)}, "and now I don't know how to make up."`,
    ),
  (c) =>
    by(
      c,
      `"${o(c)} is cross with me," ${h(c)} told ${v(c)}.`,
      `"${o(c)} won't talk to me," ${h(c)} told ${v(c)}, looking down.`,
      `"${o(c)} won't even look at me," ${h(c)} told ${v(c)}, and ${c.hero.his} voice came out thinner than ${c.hero.he} wanted.`,
    ),
]);

/** What a long day tells between the tries (plan GoalStep). */
export const quarrelSteps: Steps = {
  chat: [
    (c) =>
      by(
        c,
        `${v(c)} made ${h(c)} a cocoa. "Tell me," ${vHe(c)} said. And ${h(c)} told it all.`,
        `${v(c)} put a mug of cocoa in front of ${h(c)} and sat down. "Do you want to tell me what happened?" And ${h(c)} told it from the start, and out loud it sounded different than inside ${c.hero.his} head.`,
        `${v(c)} put a mug of cocoa in front of ${h(c)} and sat down across the table. "Do you want to tell me what happened?" And ${h(c)} told all of it, from the start, and it was strange: said out loud, the quarrel sounded much smaller than it felt inside ${c.hero.his} head.`,
      ),
  ],
  lunch: [
    (c) =>
      by(
        c,
        `There were pancakes for lunch. ${h(c)} ate only one. There was nobody to race.`,
        `There were pancakes for lunch, the ones ${h(c)} and ${o(c)} always raced to eat the most of. Today there was nobody to race, and ${h(c)} ate only one.`,
        `There were pancakes for lunch, the ones ${h(c)} and ${o(c)} always raced to eat the most of, with jam right out to the edges. Today there was nobody to race, and the one pancake ${h(c)} ate hardly tasted of anything.`,
      ),
  ],
  stakes: [
    (c) =>
      hangs(c)
        ? by(
            c,
            `Then it began to rain. ${It(c)} hung empty and wet.`,
            `Then the rain came. ${h(c)} looked out at ${it(c)}, dangling empty and wet in the wind, and now nobody could swing at all.`,
          )
        : by(
            c,
            `Then dark clouds came. ${h(c)} had to put ${it(c)} away alone.`,
            `Then it clouded over for rain. ${h(c)} had to take ${it(c)} into the shed alone, and it was strange how heavy everything got when there was only one of you.`,
            `Then it clouded over for rain, and the first drops fell. ${h(c)} had to take ${it(c)} into the shed all alone, and it was strange how heavy everything got when there was only one of you, and nobody to laugh with when you got wet.`,
          ),
  ],
  think: [
    (c) =>
      by(
        c,
        `${h(c)} remembered: ${o(c)} had looked forward to it all week.`,
        `${h(c)} lay down on the bed and remembered something ${c.hero.he} had forgotten in the anger: ${o(c)} had looked forward all week to a go on ${it(c)}, and ${h(c)} had taken it first.`,
        `${h(c)} lay on the bed with ${c.hero.his} arms under ${c.hero.his} head and remembered something ${c.hero.he} had managed to forget in the middle of being cross: ${o(c)} had talked about ${it(c)} all week, and then ${h(c)} had just taken it, right under ${his2(c)} nose.`,
      ),
  ],
  listen: [
    (c) =>
      by(
        c,
        `Outside, ${o(c)} told the cat, "I'm just sad."`,
        `Through the open window ${h(c)} heard ${o(c)} talking to the cat outside: "I'm not really cross with ${h(c)}. I'm just sad."`,
        `Through the open window ${h(c)} heard ${o(c)}'s voice, talking to the cat next door: "I'm not really cross with ${h(c)}," ${he(c)} said. "I'm just sad." ${h(c)} held ${c.hero.his} breath so as not to be found out.`,
      ),
  ],
  word: [
    (c) =>
      c.next
        ? by(
            c,
            `A boy came by: "${o(c)} went ${c.next.to}."`,
            `A boy from down the road came by and said that ${o(c)} had gone ${c.next.to}, and that ${he(c)} did not look happy.`,
            `A boy from down the road came by on his scooter and called out that ${o(c)} had gone ${c.next.to}, and that ${he(c)} did not look very happy at all.`,
          )
        : null,
  ],
  courage: [
    (c) =>
      by(
        c,
        `${h(c)} thought of all ${c.hero.he} had learnt. Then ${c.hero.he} took a deep breath. Now!`,
        `${h(c)} stood still and thought about all ${c.hero.he} had learnt today: no "but", no blame, and go first. Then ${c.hero.he} took a deep breath.`,
        `${h(c)} stood still for a moment and thought about all the day had taught ${c.hero.him}: that a sorry has no "but" in it, that you start with your own part, and that somebody has to go first. Then ${c.hero.he} breathed in right down to ${c.hero.his} tummy.`,
      ),
  ],
};

/** The evening at home after making up. */
export const quarrelHome: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `That evening ${h(c)} told ${c.helpersMet[0]?.name ?? 'Mum'} everything.`,
      `That evening ${h(c)} told ${c.helpersMet[0]?.name ?? 'Mum'} the whole story, from the quarrel that morning to the sorry at the end.`,
      `That evening ${h(c)} told ${c.helpersMet[0]?.name ?? 'Mum'} the whole story, from the quarrel that morning to the one word that finally came out in the right place.`,
    ),
  (c) =>
    by(
      c,
      `There were pancakes for supper. ${h(c)} ate three.`,
      `For supper there were pancakes, and suddenly everything tasted good again. ${h(c)} ate three.`,
      `For supper there were pancakes, and suddenly they tasted just as they should. ${h(c)} ate three and wondered why nothing had tasted of anything earlier that day.`,
    ),
  (c) =>
    hangs(c)
      ? by(
          c,
          `Outside, ${it(c)} waited for tomorrow.`,
          `Outside in the evening light ${it(c)} hung waiting for tomorrow, and now it was for two.`,
        )
      : by(
          c,
          `${It(c)} stood safe in the shed.`,
          `Out in the shed ${it(c)} stood waiting for tomorrow, and now it was for two.`,
          `Out in the shed ${it(c)} stood waiting for tomorrow, and it was strange to think it was just the same as yesterday and yet quite different, because now it was for two.`,
        ),
];

/** On to the next place: the last try is why they go there. */
const onward: Bank<EnCtx> = goingOn([
  (c) =>
    by(
      c,
      `${h(c)} could not stay ${c.place.in} any longer.`,
      `${h(c)} could not stand being ${c.place.in} any longer, where everything reminded ${c.hero.him} of the quarrel.`,
      `${h(c)} could not stand being ${c.place.in} a minute longer, where every little thing reminded ${c.hero.him} of the quarrel, so ${c.hero.he} decided to try somewhere else.`,
    ),
  betterElsewhere,
  (c) =>
    by(
      c,
      `${h(c)} took along what ${c.hero.he} had learnt.`,
      `It had not worked this time either, but ${h(c)} was a little wiser than before, and that was something.`,
    ),
]);

const thanks: Bank<EnCtx> = withGrownUp([
  (c) =>
    by(
      c,
      `"Thanks," said ${h(c)}, and hugged ${v(c)}.`,
      `"Thanks," said ${h(c)}, and gave ${v(c)} a hug, and ${v(c)} hugged back hard.`,
    ),
  (c) =>
    by(
      c,
      `${v(c)} winked. "You'll work it out."`,
      `${v(c)} winked at ${h(c)}. "You'll work it out. You always do."`,
    ),
]);

/** The feeling after a try that went wrong: at home, not far from home. */
const worry: Bank<EnCtx> = [
  cheeksHot,
  (c) =>
    by(
      c,
      `${h(c)} felt a lump in ${c.hero.his} throat.`,
      `${h(c)} felt a lump in ${c.hero.his} throat, the kind that does not go away when you swallow.`,
    ),
  (c) =>
    c.outdoors
      ? by(
          c,
          `${h(c)} kicked a stone.`,
          `${h(c)} kicked a stone that had done nothing wrong, and it rolled a long way off.`,
        )
      : null,
  sighed,
];

const idea: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} thought hard.`,
      `${h(c)} sat down and thought hard. What was it that had gone wrong?`,
    ),
  gaveUpNot,
];

/** To the park or the playground, close by. */
const travelNear: Bank<EnCtx> = [
  (c) =>
    by(
      c,
      `${h(c)} put on a jacket and went ${c.place.to}.`,
      `${h(c)} put on a jacket and went ${c.place.to}, hands in pockets and eyes on the ground.`,
      `${h(c)} put on a jacket and went ${c.place.to}, hands deep in pockets, past the letterboxes and the yellow hedge, thinking all the way about what to say.`,
    ),
  (c) =>
    by(
      c,
      `It was not far ${c.place.to}.`,
      `It was only a short walk ${c.place.to}, round the corner, and ${h(c)} walked more slowly than usual.`,
    ),
];

/** The banks a quarrel tells its own way. */
export const quarrelScenes: Partial<SceneBanks<EnCtx>> = {
  onward,
  thanks,
  worry,
  idea,
  travelNear,
};
