// The sky and the light by time of day: what shows the day going on towards night.
import type { TimeOfDay } from '../../../scene-spec';
import type { Bank } from '../../compose/ctx-base';
import type { EnCtx } from '../../compose/ctx-en';
import { by } from '../by-band';
import { isBare } from '../ground';

const bird = '{a lark|a robin|a blackbird|a blue tit|a finch|a cuckoo}';
const cloudShape = '{a boat|a rabbit|a teapot|a dragon|a shoe|a sheep|a fish|a hat}';

export const sky: Record<TimeOfDay, Bank<EnCtx>> = {
  dawn: [
    (c) =>
      by(
        c,
        `The sky was {pale|soft|light} and new.`,
        `The sky was {pale|soft} and new, like a {fresh page|clean sheet|washed window}.`,
        `The sky was {pale|soft} and new, like a page nobody had written on yet.`,
      ),
  ],
  morning: [
    (c) =>
      by(
        c,
        `The sun was {warm|bright|kind} on ${c.team.their} ${c.team.plural ? '{backs|faces|noses}' : '{back|face|nose}'}.`,
        `The morning sun {was warm|shone bright|climbed higher|glinted in the puddles}, and the air was {fresh|cool|sweet}.`,
        `The morning sun {was warm on ${c.team.their} ${c.team.plural ? 'backs' : 'back'}|climbed steadily higher|painted every leaf a brighter green}, and the air was {as fresh as an apple|cool and sweet|full of birdsong}.`,
      ),
    (c) =>
      by(
        c,
        `Dew made the {grass|leaves|flowers|webs} {shine|sparkle|glint}.`,
        `Drops of dew still {shone|sparkled|glittered} on every {blade of grass|leaf|petal|web}.`,
        `Drops of dew still clung to every {blade of grass|leaf|petal|spider's web} and flashed like tiny {lamps|beads|stars}.`,
      ),
    (c) =>
      by(
        c,
        `${bird} sang a {morning song|glad song|small song}.`,
        `Somewhere ${bird} was singing as if it had just heard {good news|a good joke|a nice tale}.`,
        `Somewhere above ${c.team.them}, ${bird} was singing as if it had just heard {the best news of the year|the best joke in the world|that summer had come}.`,
      ),
    (c) =>
      by(
        c,
        `The sky was {blue|pale blue|clear} and {big|clean|new}.`,
        `The sky was {pale blue|clear and blue|bright} and {without a cloud|dotted with little white puffs|high and clean}.`,
        `The sky was {pale blue|clear and blue} and {without a cloud|dotted with little white puffs}, as if it had got up early too.`,
      ),
  ],
  day: [
    (c) =>
      by(
        c,
        `The sun was high{| over ${c.place.the}}, and {the clouds were soft|the sky was blue|the air was warm|all was bright|the bees were busy}.`,
        `The sun was high, and {the clouds were fluffy|the sky was bright blue|the air was warm|the shadows were short} {over ${c.place.the}|all around|everywhere}.`,
        `The sun stood {high|right|straight} over ${c.team.them}, and {fat white clouds drifted past like sheep|the sky was the bluest of the whole year|the warm air smelled of grass|the shadows had curled up under ${c.team.their} feet|everything glittered}.`,
      ),
    (c) =>
      by(
        c,
        `A cloud sailed by, shaped like ${cloudShape}.`,
        `{Some soft|Some white|Two fat} clouds drifted by, and one looked like ${cloudShape}{| with a hat| upside down}.`,
        `{Some soft|Some big white|Three little} clouds sailed past, and one looked exactly like ${cloudShape}, until the wind {changed its mind|blew it round|made it into something else}.`,
      ),
    (c) =>
      by(
        c,
        `It was {warm|sunny|hot}, and the {bees|flies|butterflies} were busy.`,
        `It was {warm|bright|sunny} now, and the {bees|moths|flies|wasps} were busy {on each flower|all around|in the sun|${c.place.in}}.`,
        `The day had turned {warm|golden|lazy}, and the {bees|butterflies|dragonflies|bumblebees} were busy {everywhere|over every flower}, as if they {had a deadline|had a train to catch|had forgotten something}.`,
      ),
    (c) =>
      by(
        c,
        `{It was the middle of the day|It was noon|It was time for lunch}, and {tummies rumbled|the sun was hot|all was still|the shade was nice|the bees hummed}.`,
        `{It was the middle of the day|The sun was at its highest|It was lunchtime}, and {the sun tickled ${c.team.plural ? `the backs of ${c.team.their} necks` : `the back of ${c.team.their} neck`}|a warm smell rose from the ground|a light breeze kept everyone cool|a bumblebee bumbled past} {over ${c.place.the}|just then|all around}.`,
        `{It was the middle of the day|The sun was at its highest|It was lunchtime}, and {the sun tickled ${c.team.plural ? `the backs of ${c.team.their} necks` : `the back of ${c.team.their} neck`}|a warm smell of grass and earth rose from the ground|a light breeze came just when it was needed|a cuckoo called somewhere}.`,
      ),
  ],
  evening: [
    (c) =>
      by(
        c,
        `The sun was low, and the shadows grew {long|longer|thin}.`,
        `The sun was low, and the shadows grew {long|long and thin|long as stilts}.`,
        `The sun was sinking {low|slowly|behind the hill}, and the shadows stretched out {long and thin|across the ground|like stilts}, as if they were {tired too|going home|bored of the day}.`,
      ),
    (c) =>
      by(
        c,
        `The sky {turned|went|grew} {pink|gold|orange|purple|red}{| over ${c.place.the}| at the edges}.`,
        `The sky turned {pink|gold|orange|purple} {at the edges|over ${c.place.the}|behind the trees}, and the light grew {soft|warm|calm|golden}.`,
        `At the edges the sky turned {pink|gold|orange}, the colour of {ripe peaches|warm honey|apricot jam|raspberry juice}.`,
      ),
    (c) =>
      by(
        c,
        `It was late in the day, and the light was {gold|warm|soft}.`,
        `The late light fell {slanting|warm|golden|soft} over {it all|${c.place.the}|the trees}, and {gnats danced|swallows flew low|a dog barked far away|a cow lowed}.`,
        `The late light fell {slanting and golden|warm and low|soft and red} over {everything|${c.place.the}|every bush}, and {gnats danced in little clouds|swallows flew low and fast|somewhere someone called that supper was ready|a dog barked far away}.`,
      ),
  ],
  dusk: [
    (c) =>
      by(
        c,
        `The first star came out {high up|over the trees|in the sky}.`,
        `The first star blinked on, {high up there|above the trees|just over the hill}.`,
        `{High up|Above the trees|Just over the hill|Over ${c.place.the}}, the first star blinked on, {small and brave|bright and cheerful|faint and twinkly} in the {fading|blue|last} light.`,
      ),
    (c) =>
      by(
        c,
        `It grew {dark|dim}, and the {birds|bees} went home.`,
        `Blue shadows crept over the ground, and the {birds|bees|butterflies} went home.`,
        `{Soft|Long|Quiet} blue shadows crept across the ground, and somewhere a {blackbird|thrush|robin} sang {the last song of the day|a little goodnight song|for anyone who would listen}.`,
      ),
    (c) =>
      by(
        c,
        `It was dusk, and {bats|moths} flew {by|round}.`,
        `It was dusk now, and {a bat|a moth|an owl} {flew|swooped|drifted} past {overhead|close by|without a sound}.`,
        `Dusk came {creeping|tiptoeing|quietly} in, and {a bat|an owl|a moth} {swooped|drifted|fluttered} {silently|low|quickly} past, off to its own night's work.`,
      ),
  ],
  night: [
    (c) =>
      by(
        c,
        `The moon was up{| over ${c.place.the}| and round}, and the stars {were out|shone|twinkled|blinked|came out one by one}.`,
        `The moon was up {over ${c.place.the}|above the trees|in the east}, {round and silver|thin as a smile|yellow as butter|white as milk}, and the stars {were out|twinkled|glittered}.`,
        `The moon had risen, {round and silver|thin as a smile|yellow as cheese}, and the sky {over ${c.place.the}|above the trees|all around} was {sprinkled|dotted|full} with more stars than anyone could count.`,
      ),
    (c) =>
      by(
        c,
        `The night was {soft|still|calm|dark blue}, and the stars {twinkled|shone|winked|peeped out}{| over ${c.place.the}}.`,
        `The night was {soft|still|calm|warm} {over ${c.place.the}|all around|everywhere}, and the stars {twinkled|glittered|shone|winked}.`,
        `The night was {soft|still|calm}, and the stars twinkled as if they {shared a secret|knew something|were laughing at a joke}.`,
      ),
    (c) =>
      by(
        c,
        `{It was night|Night came|Now it was night|Night fell}, and ${c.p(isBare(c.setting) ? ['the moon said good night', 'the stars came out', 'all went still', `${c.hero.name} gave a yawn`] : ['the owl said hoo', 'the moon said good night', 'the wind said hush', 'the old oak said sleep well', 'the stars came out', 'all went still', `${c.hero.name} gave a yawn`, 'a fox trod past', 'a frog said croak', 'the grass slept'])}.`,
        `It was night now, and {an owl hooted|a fox barked far away|the trees stood very still} {while the stars came out|under the big moon|in the blue dark}.`,
        `Night had come, and {an owl hooted from a tree|a fox barked somewhere far away|the trees stood very still, as if asleep} {while the stars came out|under the big moon|in the blue dark}.`,
      ),
  ],
};
