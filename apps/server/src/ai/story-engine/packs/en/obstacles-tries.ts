// The first try at an obstacle, the one that suits it and still falls short: a jump too short,
// a door that will not budge. The try shows why the obstacle blocks the way.
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import type { ObstacleKind } from '../../compose/pack-types';
import { by } from '../by-band';
import { isBare } from '../ground';
import { hasHands, limb } from './slots';

export const obstacleTry: Record<ObstacleKind, Bank<EnCtx>> = {
  stream: [
    (c) =>
      by(
        c,
        `${c.hero.name} {took a run and jumped|jumped as far as ${c.hero.he} could|tried a giant leap}, but {splash|splosh|plop}, {one foot|a foot|a back foot} went in!`,
        `${c.hero.name} took a run and jumped, but landed with one foot in the {cold|icy} water, {splash|splosh}.`,
        `${c.hero.name} took a run and jumped, but the far bank was {further than it looked|a step too far|further off than it seemed}, and {one foot|${c.hero.his} back foot|one heel|${c.hero.his} left foot} {went straight into|splashed down into|dipped right into|slid into} the {icy|cold|brown|rushing} water.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {{tried to|did ${c.hero.his} best to} wade|dipped a foot in|stepped in carefully}, but the water was too {fast|cold|deep}{| and tugged at ${c.hero.his} legs}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} wade across, but the water pulled {so hard|so strongly} at ${c.hero.his} legs that ${c.hero.he} {had to turn back|had to give up|had to go back|hurried back to the bank|splashed back out}{| again| at once}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} wade across, but after only two steps the current tugged {so hard|so strongly} at ${c.hero.his} legs that ${c.hero.he} had to scramble back out.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {walked|ran|trudged|hurried|tiptoed} along the bank, but the water was {wide|just as wide|too wide} {all the way|all round|at every spot}.`,
        `${c.hero.name} walked {a long way|quite a way|a good way} along the bank to find a narrow spot, but the water was just as {wide|wide and fast|deep and wide} {as far as ${c.hero.he} could see|all the way|at every bend|wherever ${c.hero.he} looked|there too}.`,
        `${c.hero.name} followed the bank {a long way|quite a way|a good way}, looking for a narrow spot, but the water stayed just as {wide and fast|wide and deep|fast and cold} {as far as ${c.hero.he} could see|round every bend|wherever ${c.hero.he} looked|all the way along}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} threw in a {stone|big stone|flat stone}, but {plop|splash|blub}, {it sank|it was {gone|lost|sunk}}!`,
        `${c.hero.name} threw in a big stone to step on, but the {water|current|stream} took it, and {plop|splash|gulp}, it was {gone|lost|sunk|swept away}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {reached|stretched|reached and reached}, but {could not get there|it was too far}.`,
        `${c.hero.name} reached as far as ${c.hero.he} could for a branch on the far side, but ${c.hero.his} ${hasHands(c.hero) ? 'fingers' : `${limb(c.hero)}s`} {did not quite get there|were just too short|missed by a whisker}.`,
      ),
  ],
  steep: [
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} climb straight up, but {slipped back down|only got three steps|slithered back}!`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} climb straight up, but the {pebbles|stones|little rocks} rolled, and ${c.hero.he} {slipped back down|slid all the way down|ended up at the bottom again}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} climb straight up, but the {pebbles|stones|little rocks} rolled away under ${c.hero.his} feet, and ${c.hero.he} slipped all the way back to the start.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {ran at it fast|took a long run|raced up}, but only got {halfway|a little way}.`,
        `${c.hero.name} took a run at it, but halfway up ${c.hero.his} legs gave out, and ${c.hero.he} had to {come back down|turn round|start again}.`,
        `${c.hero.name} took a long run at it and went as fast as ${c.hero.he} could, but halfway up ${c.hero.his} legs gave out, and ${c.hero.he} {had to turn back|had to give up|had to go back}.`,
      ),
    (c) =>
      isBare(c.setting)
        ? by(
            c,
            `${c.hero.name} {held on to|grabbed|caught} a knob of rock, but {it crumbled|it broke off|it rolled away}!`,
            `${c.hero.name} found a knob of rock to hold and got a little way up, but then the rock {crumbled|broke off|rolled away}, and ${c.hero.he} {slipped back down|slid down again|bumped back to the bottom}.`,
          )
        : by(
            c,
            `${c.hero.name} {held on to|grabbed|caught} a root, but {it came loose|it snapped|it slipped out}!`,
            `${c.hero.name} found a root to hold and got a little way up, but then the root {came loose|snapped|pulled out of the earth}, and ${c.hero.he} {slipped back down|slid down again|bumped back to the bottom}.`,
          ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} crawl up, but it was {too slippery|far too slippery|as slippery as ice}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} crawl up on all fours, but the ground was so slippery that ${c.hero.he} only slid about.`,
      ),
  ],
  tunnel: [
    (c) =>
      by(
        c,
        `${c.hero.name} {went|tiptoed|crept|peeped} in, but it was so {dark|black|very dark} that ${c.hero.he} {turned back|came out again|backed out|ran back out}.`,
        `${c.hero.name} took a few steps in, but the dark was so thick that ${c.hero.he} could not see {${c.hero.his} own feet|${c.hero.his} own nose|a thing}, and ${c.hero.he} turned back.`,
        `${c.hero.name} took a few steps in, but the dark grew so thick that ${c.hero.he} {no longer knew which way was up|could not tell left from right|could not see ${c.hero.his} own hands}, and ${c.hero.he} {went back to the light|turned back towards the light|felt ${c.hero.his} way back out}.`,
      ),
    (c) =>
      by(
        c,
        `"{Hello|Hi|Anyone there}?" called ${c.hero.name} into the tunnel, but only the echo answered{| "hello, hello"}.`,
        `${c.hero.name} called into the tunnel to hear how long it was, but the echo just {rolled on and on|went on and on|answered and answered}.`,
        `${c.hero.name} called into the tunnel to hear how long it was, but the echo {rolled on|went on and on|bounced back and forth} for so long that {nobody dared to guess|${c.hero.name} stopped counting|nobody could say where it ended}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {felt along the wall|went in by the wall|followed the wall|kept one ${limb(c.hero)} on the wall}, but {then it ended|then it was gone|all at once it stopped}{| in the dark}.`,
        `${c.hero.name} went in with one ${limb(c.hero)} on the wall, but all at once the wall {ended|stopped|turned away}, and ${c.hero.he} {no longer knew where ${c.hero.he} was|had nothing left to follow|stood alone in the dark}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {counted the steps|counted out loud|counted each step}, but {lost count|forgot how far|got muddled}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} count the steps to find the way back, but in the dark ${c.hero.he} lost count after {twenty|thirty|fifteen}.`,
      ),
  ],
  locked: [
    (c) =>
      by(
        c,
        `${c.hero.name} {pulled and pulled|pushed and pulled|shoved with all ${c.hero.his} might}, but it would not {move|budge|shift an inch}.`,
        `${c.hero.name} pulled at the handle with all ${c.hero.his} might, but it did not move an inch.`,
        `${c.hero.name} took hold ${c.hero.hands ? 'with both hands' : `as well as ${c.hero.he} could`} and pulled with all ${c.hero.his} might, but it did not move an inch.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} {climb|scramble|get} over, but it was {too high|far too high|taller than a house}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} climb over, but it was too high and too smooth to hold on to.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} climb over, but it was {too high|far too high|higher than it looked}, and there was not a single {place to put a foot|crack to hold|ledge to stand on}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} crawl under, but the gap was {too small|far too small|too tight}.`,
        `${c.hero.name} lay flat and {tried to|did ${c.hero.his} best to} crawl under, but the gap was too small, and ${c.hero.he} nearly got stuck.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {called|knocked and called|shouted}, but {nobody answered|nobody came|all was quiet}.`,
        `${c.hero.name} knocked and called, "Hello, is anyone there?" but nobody answered, and it stayed shut.`,
      ),
  ],
  waves: [
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} get out, but a {big|huge|white} wave pushed ${c.team.them} back{| to the shore}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} get out between the waves, but a big one pushed ${c.team.them} right back to the shore.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} slip out between the waves, but the next one was bigger than all the rest and carried ${c.team.them} back to where ${c.team.they} had started.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} waited for a {small|calm} wave, but only {big|huge|bigger} ones came.`,
        `${c.hero.name} waited a long time for a small wave, but the waves kept coming, {each bigger than the last|one after another|bigger and bigger}.`,
        `${c.hero.name} stood and waited a long time for a small wave, but they only came closer and bigger, as if the sea would let nobody past.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {paddled fast|paddled and paddled|rowed hard}, but the waves {spun ${c.team.them} round|pushed ${c.team.them} back}.`,
        `${c.hero.name} paddled as fast as ${c.hero.he} could, but the waves spun ${c.team.them} round and round and off course.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} tried {the shore|going along the edge}, but {the water came right up|the waves washed over}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} get past along the shore, but the waves came right up to the rocks, and there was no way through.`,
      ),
  ],
  wind: [
    (c) =>
      by(
        c,
        `${c.hero.name} {walked|stomped|leaned} into the wind, but it blew ${c.hero.him} {back|backwards|right back}.`,
        `${c.hero.name} leaned into the wind. But for every step, ${c.hero.he} was blown {a step|two steps} back.`,
        `${c.hero.name} leaned into the wind and pushed on, but for every step ${c.hero.he} took, the wind shoved ${c.hero.him} just as far back.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} held on {tight|hard${c.hero.hands ? '|with both hands' : ''}}, but the wind {pulled and tugged|howled and pushed|huffed and puffed|shoved and shook}.`,
        `${c.hero.name} held on to the nearest thing ${c.hero.he} could find, but the wind {tugged and tore|pulled and tore|howled and tugged}, and ${c.hero.he} {got nowhere|stayed stuck|did not move an inch}.`,
        `${c.hero.name} held on to the nearest thing ${c.hero.he} could find, but the wind {tugged|pulled|shoved} {so hard|so strongly|so wildly} that {staying on ${c.hero.his} feet was all ${c.hero.he} could do|${c.hero.he} could not take a single step|${c.hero.he} had to crouch low and hold tight}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {crawled|lay down low|crept}, but the wind {pushed all the same|found ${c.hero.him} there too}.`,
        `${c.hero.name} lay down and {tried to|did ${c.hero.his} best to} crawl, but the wind found ${c.hero.him} {even down there|all the same} and {pushed ${c.hero.him} back|rolled ${c.hero.him} over|shoved ${c.hero.him} away}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {waited|waited and waited|sat and waited}, but the wind {just blew|blew and blew|only got worse}.`,
        `${c.hero.name} waited a long time for the wind to drop, but it only blew and blew, {worse and worse|harder and harder|stronger and stronger}.`,
      ),
  ],
  thorns: [
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} {crawl|squeeze|wriggle} through, but {ouch|ow|oh}, the thorns pricked!`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} crawl through, but the thorns {caught and pricked|snagged and scratched|hooked and poked}, and ${c.hero.he} had to {back out again|crawl back out|pull back}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} crawl through on all fours, but the thorns caught at every inch, and ${c.hero.he} had to {back out again|crawl back out|pull back}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} go {round|the long way}, but the bushes were {thick|just as thick} {all round|all the way}.`,
        `${c.hero.name} walked along the thorns to find a gap, but they were just as thick {everywhere|all along|as far as the eye could see}.`,
        `${c.hero.name} followed the thorns {a long way|quite a way|a good way}, looking for a gap, but they stayed just as {thick and prickly|thick and sharp|tangled and prickly} {as far as ${c.hero.he} could see|all the way round|wherever ${c.hero.he} looked|at every turn}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to|had a go and tried to} {jump|leap|hop} over, but the thorns were {too high|far too high|taller than ${c.hero.him}}.`,
        `${c.hero.name} took a run and {tried to|did ${c.hero.his} best to} jump over, but the thorns were too high, and ${c.hero.he} landed {right in front of them again|back where ${c.hero.he} started|on ${c.hero.his} bottom in the grass}.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {pushed|shoved|bent} the branches, but they {sprang back|snapped back|swung back}{| with a swish}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} push the branches aside, but they sprang back {so fast that|so suddenly that} ${c.hero.he} had to {duck|jump back|shut ${c.hero.his} eyes}.`,
      ),
  ],
  snow: [
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} wade, but {sank|plopped|sank deep} into the snow{| up to ${c.hero.his} tummy| right up to ${c.hero.his} nose}!`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} wade across, but sank up to ${c.hero.his} {tummy|knees|middle} in the soft snow.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} wade across, but by the third step ${c.hero.he} had sunk up to ${c.hero.his} tummy in the soft, deep snow.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} {run|hop|dash} across, but the snow was {too deep|far too deep|too soft}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} run across, but the snow was so deep that ${c.hero.he} sank with every step and soon {got tired|ran out of breath|had heavy legs}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} run across before ${c.hero.he} could sink, but the snow was deeper than it looked, and ${c.hero.he} soon ran out of puff.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} slide, but it was {too flat|far too flat|not steep enough}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} slide across on ${c.hero.his} bottom, but it was too flat, and ${c.hero.he} just sat there in the middle of the snow.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {stamped|trampled|stomped} a path, but {the snow blew over it|the snow filled it in}.`,
        `${c.hero.name} stamped a path with big steps, but the snow blew over it as fast as ${c.hero.he} stamped.`,
      ),
  ],
  float: [
    (c) =>
      by(
        c,
        `${c.hero.name} {kicked and wriggled|swam in the air|waved ${c.hero.his} arms}, but {got nowhere|stayed stuck|did not move an inch}.`,
        `${c.hero.name} kicked and wriggled to move along, but with nothing to push against ${c.hero.he} only spun {round|slowly round}.`,
        `${c.hero.name} kicked and wriggled to move along, but with no gravity there was nothing to push against, and ${c.hero.he} only turned slowly round and round.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {pushed off|took a push}, but floated right past{| the spot| where ${c.hero.he} meant to go}.`,
        `${c.hero.name} pushed off from a big rock, but floated right past where ${c.hero.he} meant to go.`,
        `${c.hero.name} pushed off from a big rock, but went too fast and floated right past where ${c.hero.he} meant to go, far out into the dark.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} grabbed at {something|a rock|a rope}, but {it all floated away|it floated off|it slid away}.`,
        `${c.hero.name} {tried to|did ${c.hero.his} best to} grab something to hold on to, but everything ${c.hero.he} reached for floated slowly away.`,
      ),
    (c) =>
      by(
        c,
        `${c.hero.name} {blew and blew|puffed hard|blew as hard as ${c.hero.he} could}, but {hardly moved|moved only a tiny bit}.`,
        `${c.hero.name} blew out as hard as ${c.hero.he} could to push ${c.hero.him}self along, but moved only a tiny bit.`,
      ),
  ],
};
