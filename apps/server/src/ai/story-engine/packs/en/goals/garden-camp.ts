// A night in a tent in the garden at home: what it needs is fetched from the house first, the
// sleeping bag, the pillow, the cocoa, the torch, the teeth brushed, and each goes wrong once
// and is put right.
import type { EnCtx } from '../../../compose/ctx-en';
import { by } from '../../by-band';
import type { HomeCampTexts } from '../../home-camp';

const h = (c: EnCtx) => c.hero.name;
const self = (c: EnCtx) =>
  c.hero.him === 'her' ? 'herself' : c.hero.him === 'him' ? 'himself' : 'themselves';

export const enHouseSteps: HomeCampTexts<EnCtx> = {
  hitch: {
    chairs: (c) =>
      by(
        c,
        `The camping chair would not unfold!`,
        `${h(c)} found two camping chairs ${c.place.in}, but one would not unfold, and the other folded up the moment ${c.hero.he} sat in it.`,
        `${h(c)} found the camping chairs ${c.place.in}, but the first was stuck in a knot of legs, and the second snapped shut like a cross crab the very moment ${c.hero.he} sat in it.`,
      ),
    pyjamas: (c) =>
      by(
        c,
        `The pyjamas were inside out!`,
        `${h(c)} changed into pyjamas, but got them on inside out, with the label under ${c.hero.his} chin.`,
        `${h(c)} changed into pyjamas in a great hurry, but got them on both back to front and inside out, with the label under ${c.hero.his} chin and one arm quite stuck.`,
      ),
    tentbag: (c) =>
      by(
        c,
        `The tent was on the top shelf in the garage!`,
        `The tent was in a bag on the top shelf ${c.place.in}, behind the bikes and a box of Christmas decorations, and ${h(c)} could not reach it.`,
        `The tent lay in its green bag on the top shelf ${c.place.in}, behind three bikes, an old tin bath and a box of Christmas decorations, and however high ${h(c)} stretched, ${c.hero.he} could only just touch the string.`,
      ),
    poles: (c) =>
      by(
        c,
        `One tent pole was missing!`,
        `${h(c)} counted the tent poles, but there were only three, and there should have been four.`,
        `${h(c)} laid the tent poles in a row on the garage floor and counted them twice, but there were only three, and the bag clearly said four.`,
      ),
    'sleeping-bag': (c) =>
      by(
        c,
        `The sleeping bag was too big to carry!`,
        `${h(c)} went to fetch the sleeping bag ${c.place.in}, but it was so big and slippery that it kept sliding out of ${c.hero.his} arms.`,
        `${h(c)} found the sleeping bag on the top shelf ${c.place.in}, but when ${c.hero.he} pulled it down, it unrolled across the whole floor, as long as ${self(c)} and impossible to carry.`,
      ),
    pillow: (c) =>
      by(
        c,
        `The pillow would not go in the bag!`,
        `${h(c)} wanted to bring ${c.hero.his} pillow, but it was too big to fit in the rucksack.`,
        `${h(c)} would not sleep a single night without ${c.hero.his} own pillow, but it was so big and plump that it burst out of the rucksack however hard ${c.hero.he} pushed.`,
      ),
    snack: (c) =>
      by(
        c,
        `The cocoa sloshed over!`,
        `${h(c)} made cocoa for the night, but poured too fast, and it sloshed all over the counter.`,
        `${h(c)} was filling the flask with hot cocoa for the night, but poured so fast that it sloshed over the rim and ran across the counter in a brown river.`,
      ),
    torch: (c) =>
      by(
        c,
        `The torch would not shine!`,
        `${h(c)} found the torch in the drawer ${c.place.in}, but when ${c.hero.he} pressed the button, it only flickered and went out.`,
        `${h(c)} dug the torch out of the drawer ${c.place.in}, but when ${c.hero.he} pressed the button, there was only a faint yellow blink before it went out altogether.`,
      ),
    teeth: (c) =>
      by(
        c,
        `The toothpaste squirted out!`,
        `Teeth had to be brushed before a night in the tent, but ${h(c)} squeezed the tube so hard that the toothpaste squirted into the sink.`,
        `Nobody sleeps in a tent with unbrushed teeth, but ${h(c)} was in such a hurry that ${c.hero.he} squeezed the tube in the middle, and a long white worm shot out into the sink.`,
      ),
    zip: (c) =>
      by(
        c,
        `The tent zip got stuck!`,
        `${h(c)} wanted to crawl into the tent, but the zip stuck halfway, and the door would neither open nor close.`,
        `${h(c)} wanted to crawl into the tent to try it out, but the zip caught in the fabric halfway, and the door hung crooked, neither open nor shut.`,
      ),
    dark: (c) =>
      by(
        c,
        `Then it got dark. The garden looked strange!`,
        `Then the dark came, and the garden ${h(c)} knew so well turned strange at once: the bush became a troll, and the swing creaked.`,
        `Then the dark settled over the garden, and everything ${h(c)} knew so well by day turned strange: the bush grew shoulders, the swing creaked by itself, and the windows of the house seemed very far away.`,
      ),
    cold: (c) =>
      by(
        c,
        `Cold toes!`,
        `As the evening grew late, the cold crept up from the ground, and ${h(c)}’s toes went as cold as icicles.`,
        `As the evening grew late, the cold crept up from the grass and through the sleeping mat, and ${h(c)}’s toes got so cold it was impossible to think of anything else.`,
      ),
    clouds: (c) =>
      by(
        c,
        `Clouds hid the stars!`,
        `${h(c)} opened the tent door to look at the stars, but a thick cloud had spread over the whole sky.`,
        `${h(c)} opened the tent door to look at the stars, the thing ${c.hero.he} had looked forward to most, but a thick grey cloud had spread over the whole sky like a blanket.`,
      ),
    teddy: (c) =>
      by(
        c,
        `Where was Teddy? Gone!`,
        `${h(c)} could not sleep outside without Teddy, but Teddy was not in the bed, not on the shelf and not in the toy basket.`,
        `${h(c)} had never slept a single night without Teddy, but now he was not in the bed, not on the shelf and not in the toy basket, and ${h(c)}’s tummy began to knot.`,
      ),
    sausages: (c) =>
      by(
        c,
        `The sausages were frozen, hard as stones!`,
        `${h(c)} fetched the sausages for the fire, but they came straight from the freezer and were as hard as stones.`,
        `${h(c)} found the sausages for the fire at the bottom of the freezer, but they were so frozen they clunked on the counter like logs.`,
      ),
    wash: (c) =>
      by(
        c,
        `The water was icy! Brr!`,
        `Faces had to be washed before the night, but the water from the tap was so cold that ${h(c)} jumped.`,
        `Faces had to be washed before a night in the tent, but the first water from the tap was so icy that ${h(c)} jumped half a step back and shook like a wet dog.`,
      ),
    mat: (c) =>
      by(
        c,
        `The sleeping mat rolled up again!`,
        `${h(c)} unrolled the sleeping mat in the tent, but it rolled itself up again with a snap every time ${c.hero.he} let go.`,
        `${h(c)} unrolled the sleeping mat inside the tent, but every time ${c.hero.he} let go, it rolled itself up again with a snap, as if it would rather sleep in a roll.`,
      ),
    pegs: (c) =>
      by(
        c,
        `The bag of pegs split! Pegs rolled everywhere.`,
        `${h(c)} lifted the bag of tent pegs, but the bottom split, and the pegs rolled off in every direction, right under the car.`,
        `${h(c)} lifted the bag of tent pegs, but the old bottom split, and twenty little metal pegs clattered across the garage floor and rolled under the car, behind the tyres and into every corner.`,
      ),
    mallet: (c) =>
      by(
        c,
        `Where was the mallet? The pegs had to go in!`,
        `The pegs had to be knocked into the ground, but the mallet was not in the toolbox where it always lived.`,
        `The pegs had to be knocked into the ground, and without a mallet they would never go into the hard lawn. But the mallet was not in the toolbox, where it always lived.`,
      ),
    book: (c) =>
      by(
        c,
        `Which book should come? ${h(c)} could not choose!`,
        `${h(c)} wanted a book to read in the tent, but the shelf was full, and ${c.hero.he} could not choose.`,
        `${h(c)} wanted a book to read in the tent, but the shelf was full of favourites, and every time ${c.hero.he} took one out, ${c.hero.he} thought of another that was even better.`,
      ),
    bottle: (c) =>
      by(
        c,
        `The water bottle leaked! Drip, drip.`,
        `${h(c)} filled a water bottle for the night, but the lid was on crooked, and it dripped straight onto ${c.hero.his} socks.`,
        `${h(c)} filled a water bottle for the night, because everyone gets thirsty in a tent, but the lid was on crooked, and a cold little stream ran down the bottle and straight into ${c.hero.his} socks.`,
      ),
    basket: (c) =>
      by(
        c,
        `It was too much to carry! Everything fell.`,
        `Now there were sausages, cocoa, the torch and the water, and ${h(c)} tried to carry it all at once, but ${c.hero.his} arms were not long enough.`,
        `Now there were sausages, cocoa, the torch and the water bottle, and ${h(c)} tried to carry it all at once, but every time one thing was picked up another slipped, and in the end the torch rolled across the floor.`,
      ),
  },
  fix: {
    chairs: (c) =>
      by(
        c,
        `Click! Now the chairs stood.`,
        `Then it turned out there was a little catch on the side, and with a click both chairs stood steady and ready for the fire.`,
        `Then they found the little catch on the side of each chair, and with a click, and another click, both chairs stood steady, ready to stand by the fire all evening.`,
      ),
    pyjamas: (c) =>
      by(
        c,
        `Off again, and on the right way!`,
        `${h(c)} laughed, took the pyjamas off again, turned them the right way out and put them on properly, label at the back.`,
        `${h(c)} laughed so much ${c.hero.he} had to sit down, turned the pyjamas right side out, swung them round and got them on properly at last, label at the back where it belonged.`,
      ),
    tentbag: (c) =>
      by(
        c,
        `They moved the bikes and got the step-ladder. There!`,
        `They wheeled the bikes out, fetched the step-ladder, and then ${h(c)} could climb up and lift the tent bag down ${self(c)}.`,
        `They wheeled the bikes out onto the drive, moved the decorations and fetched the step-ladder, and then ${h(c)} climbed up, step by step, and lifted the tent bag down all by ${self(c)}.`,
      ),
    poles: (c) =>
      by(
        c,
        `The fourth one was in the car!`,
        `They looked everywhere, and at last the fourth pole turned up in the boot of the car, from last summer.`,
        `They looked on every shelf and in every box, and at last they found the fourth pole in the boot of the car, where it had lain ever since last summer.`,
      ),
    'sleeping-bag': (c) =>
      by(
        c,
        `They rolled it up tight. Now it worked!`,
        `They rolled the sleeping bag up tight and tied a string round it, and now ${h(c)} could carry it under one arm.`,
        `They laid the sleeping bag flat, rolled it up tight from the bottom and tied a string round it, and now it was a soft, firm sausage ${h(c)} could carry under one arm.`,
      ),
    pillow: (c) =>
      by(
        c,
        `${h(c)} carried the pillow under one arm instead.`,
        `So the pillow came along under one arm instead, and the rucksack shut with a snap.`,
        `So the pillow came along under one arm instead, like a soft friend, and the rucksack shut with a satisfied snap.`,
      ),
    snack: (c) =>
      by(
        c,
        `This time they used a funnel.`,
        `This time they put a funnel in the flask and poured slowly, and not a drop was wasted.`,
        `This time they put a funnel in the flask and poured slowly, a little at a time, and not a single drop was wasted. Then they put biscuits in a tin, just in case.`,
      ),
    torch: (c) =>
      by(
        c,
        `They put in new batteries. Light!`,
        `At the bottom of the drawer lay new batteries, and once they were in, the torch shone so brightly it made a sun on the ceiling.`,
        `At the bottom of the drawer, under rubber bands and old keys, lay new batteries, and once they were in, the torch shone so brightly it drew a white sun on the ceiling.`,
      ),
    teeth: (c) =>
      by(
        c,
        `A little blob, from the bottom. Done!`,
        `Then ${h(c)} squeezed from the bottom of the tube, just a little blob, and brushed every tooth, top and bottom and right at the back.`,
        `Then ${h(c)} squeezed gently from the bottom of the tube, a blob the size of a pea, and brushed every single tooth, top and bottom, counting to a hundred in ${c.hero.his} head.`,
      ),
    zip: (c) =>
      by(
        c,
        `They pulled the fabric tight, and the zip slid.`,
        `They held the fabric tight with one hand and pulled slowly with the other, and the zip slid all the way round.`,
        `They held the fabric tight with one hand and coaxed the zip back with the other, and then it slid all the way round with the best little zipping sound in the world.`,
      ),
    dark: (c) =>
      by(
        c,
        `They shone the torch around. It was just the garden.`,
        `They shone the torch around, and there was the bush, and there was the swing. It was only the garden, in its pyjamas.`,
        `They shone the torch around, slowly, from one thing to the next, and there was the bush, and there was the swing: only the garden, which had put on its pyjamas.`,
      ),
    cold: (c) =>
      by(
        c,
        `Woolly socks! Now the toes were warm.`,
        `${h(c)} ran in for a pair of thick woolly socks and an extra blanket, and soon ${c.hero.his} toes were warm again.`,
        `${h(c)} ran in for the thickest woolly socks in the drawer and an extra blanket under the sleeping mat, and soon the warmth came back into ${c.hero.his} toes, one by one.`,
      ),
    clouds: (c) =>
      by(
        c,
        `They waited. Then the stars came out.`,
        `They lay on their backs and waited, and little by little the cloud drifted away, and the stars came out, one by one.`,
        `They lay on their backs with their heads out of the tent door and waited, and little by little the cloud drifted on, and the stars came out one by one until the whole sky glittered.`,
      ),
    teddy: (c) =>
      by(
        c,
        `There, under the bed! Teddy was found.`,
        `They searched room by room, and at last there was Teddy under the bed, nose-down in an old jigsaw.`,
        `They searched drawer by drawer and corner by corner, and at last they found Teddy under the bed, fast asleep with his nose in an old jigsaw box.`,
      ),
    sausages: (c) =>
      by(
        c,
        `They put them in warm water. Soon they were soft.`,
        `They put the sausages in a bowl of warm water, and by the time the fire was ready, they were soft and ready to cook.`,
        `They put the sausages in a bowl of lukewarm water to thaw, and by the time the fire in the garden had burned down to embers, they were soft and ready for the sticks.`,
      ),
    wash: (c) =>
      by(
        c,
        `They waited for the warm water.`,
        `They let the tap run a little until the warm water came, and then the washing was quick.`,
        `They let the tap run for a while, until steam rose from the sink, and then faces were washed with warm water and a soft flannel without a single jump.`,
      ),
    mat: (c) =>
      by(
        c,
        `They put books on the corners. Now it lay flat!`,
        `They put a book on each corner for a while, and when they took them away, the mat lay nice and flat.`,
        `They put a thick book on each corner and let the mat lie and think it over for a while, and when the books came off, it lay flat and still, ready for the night.`,
      ),
    pegs: (c) =>
      by(
        c,
        `They picked them up one by one. All there!`,
        `They crawled about on hands and knees and picked up the pegs one by one, and put them in an old tin that could not split.`,
        `They crawled about on hands and knees with a torch and picked up the pegs one by one, counting to twenty twice, before they put them in an old biscuit tin that could not split.`,
      ),
    mallet: (c) =>
      by(
        c,
        `There! The mallet hung on the wall.`,
        `In the end they found the mallet hanging on a nail on the wall, right above their heads, and everyone laughed.`,
        `In the end they found the mallet hanging on a nail on the wall, where it had been all along, right above their heads while they searched, and everyone had to laugh.`,
      ),
    book: (c) =>
      by(
        c,
        `${h(c)} chose the old favourite.`,
        `In the end ${h(c)} decided: the old favourite with the worn corners, the one ${c.hero.he} almost knew by heart.`,
        `In the end ${h(c)} decided on the old favourite with the worn corners, the one ${c.hero.he} almost knew by heart, because it was the best one to hear in the dark.`,
      ),
    bottle: (c) =>
      by(
        c,
        `They found the right lid. No more drips!`,
        `It was the wrong lid. The right one was on the draining rack, and with it the bottle clicked shut tight.`,
        `It turned out to be the wrong lid. The right one was drying on the draining rack, and when it was screwed on, the bottle clicked shut tight, and not a drop got out.`,
      ),
    basket: (c) =>
      by(
        c,
        `They put it all in a basket. Easy!`,
        `They found the big picnic basket in the cupboard, and everything fitted inside, with the lid on.`,
        `They found the big picnic basket at the top of the cupboard, and everything fitted inside, the sausages at the bottom and the torch on top, where it would be easy to find in the dark.`,
      ),
  },
  lead: {
    poles: () => `But a tent does not stand up by itself: it needed poles.`,
    pegs: () => `The poles hold a tent up, but it is the pegs that hold it down.`,
    mallet: () => `And pegs do not go into a lawn by themselves.`,
    chairs: () => `Now the tent was complete. But where would they sit by the fire?`,
    'sleeping-bag': () => `The pyjamas were on. Now there had to be something to sleep in.`,
    pillow: () => `The sleeping bag was ready, but a head wants a pillow.`,
    teddy: (c) => `With the pillow sorted, ${h(c)} remembered something even more important.`,
    book: () => `Teddy would sleep, but first there had to be a story.`,
    torch: () => `Cocoa is not much help in the dark: they needed light.`,
    sausages: () => `With the torch shining, it was time for the food for the fire.`,
    bottle: (c) => `Sausages make you thirsty, so ${h(c)} needed water.`,
    basket: () => `Everything from the kitchen had to go out into the garden.`,
    mat: () => `Inside the tent there had to be something soft to lie on.`,
    dark: () => `While they were busy, the sun went down behind the hedge.`,
    cold: () => `The darker it got, the colder it got.`,
    clouds: () => `Now it was time for the stars.`,
    wash: () => `With clean teeth, it was the face's turn.`,
  },
  ready: {
    chairs: 'the camping chairs',
    tentbag: 'the tent bag',
    poles: 'the tent poles',
    'sleeping-bag': 'the sleeping bag',
    pillow: 'the pillow',
    teddy: 'Teddy',
    snack: 'the flask of cocoa',
    torch: 'the torch',
    sausages: 'the sausages',
    pegs: 'the tent pegs',
    mallet: 'the mallet',
    book: 'the book',
    bottle: 'the water bottle',
    basket: 'the picnic basket',
  },
  problem: (c) =>
    by(
      c,
      `But the tent had to be up before dark.`,
      `But first everything for the night had to be found around the house, and the tent had to be up before dark.`,
      `But first everything for the night had to be found around the house, and everyone knew the tent had to be up and pegged down before dark.`,
    ),
  decide: [
    (c) =>
      by(
        c,
        `"Come on, let's find everything we need!" said ${h(c)}.`,
        `"Come on, let's find everything we need for the night!" said ${h(c)}, pulling on ${c.hero.his} slippers.`,
        `"Come on, let's find everything we need for the night!" said ${h(c)}, pulling on ${c.hero.his} slippers and making a list in ${c.hero.his} head: tent, sleeping bag, torch and something nice to eat.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} was ready at once. First everything had to be fetched from the house.`,
        `${h(c)} was ready at once, but first everything for the night had to be fetched from around the house.`,
      ),
  ],
  refrain: [
    () => `Tent from the garage, cocoa in a cup, we sleep in the garden till the sun comes up!`,
    (c) => `Sleeping bag and torch and hat, ${c.hero.name} sleeps out, and that is that!`,
  ],
  readyLines: [
    (c, thing) =>
      by(
        c,
        `Now ${thing} was ready!`,
        `Now ${thing} lay ready by the back door with the rest of the things for the night.`,
      ),
    (c, thing) =>
      by(
        c,
        `${thing.charAt(0).toUpperCase()}${thing.slice(1)}: ready for the night.`,
        `${h(c)} put ${thing} on the pile by the door, and the pile grew and grew.`,
      ),
    (c, thing) =>
      by(
        c,
        `One more thing was ready: ${thing}.`,
        `One more thing was ready for the night in the garden: ${thing}.`,
      ),
  ],
};
