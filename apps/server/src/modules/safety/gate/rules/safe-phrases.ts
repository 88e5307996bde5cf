import type { SafePhrases } from './types.js';

// Phrases that contain a rule's decisive word in a harmless sense. A rule match whose first or
// last word falls inside one of these is dropped: "pappa er full av energi" is not "pappa er
// full", "dø av latter" is not "vil dø", a bath bomb is not a bomb.

export const SAFE_PHRASES: readonly SafePhrases[] = [
  {
    id: 'idioms',
    patterns: [
      // Full of something, not drunk.
      'full ~1 av|of|med|opp',
      // Dying of laughter, boredom, curiosity; dead tired; scared to death.
      'dø|døy|die|dying|died|døde|død|dead ~2 av|of|from ~1 latter|laughter|laughing|kjedsomhet|boredom|nysgjerrighet|curiosity|embarrassment|flauhet',
      'die|dying|died ~1 laughing',
      'dying ~1 to',
      'dead ~1 tired|beat|easy|quiet|end|ends',
      'scared|bored|frightened|tickled ~1 to ~1 death',
      'kill|killing ~1 time',
      'killer ~1 whale|whales|bee|bees|app|move',
      // Swedish "sex" is six.
      'sex ~1 år|åring|åringar|timmar|dagar|veckor|månader|stycken|barn|katter|hundar|bullar|personer|gånger',
      'klockan|kl|klokka|klokken ~1 sex|seks',
      'root|ginger|butter ~1 beer|beers',
      // Swedish "till slut" (in the end) is not the English insult.
      'till|til|i|på|vid ~1 slut',
      // A water pistol only makes things wet.
      'vannpistol|vannpistolen|vannpistoler|vattenpistol|vattenpistolen|vandpistol|water-pistol|squirt-gun ~4 skyter|skjuter|skyder|shoots|sprayer|spruter',
      'water|squirt ~1 gun|guns|pistol ~4 shoots|shoot|sprays',
      // Toy guns.
      'water|squirt|nerf|toy|cap|leke|vann|vatten|vand|lego|plastic|plast ~1 gun|guns|pistol|pistols|pistolen|pistoler|våpen|gevær|geværet|rifle',
      'beat|beats|slår|slo ~2 me|meg ~2 at|in|i ~1 chess|sjakk|cards|kort|games|spill|uno|ludo|race|løp|fotball',
      // Passing a ball is not a blow.
      'kick|kicks|kicked|throw|throws|threw|hit|hits|sparker|sparket|kaster|kastet|slår|passes|sender ~1 [the] ball|ballen|bollen|bolden|frisbee|frisbeen ~2 to|til|till ~1 me|meg|mig|us|oss',
    ],
  },
  {
    // A fairy-tale foe's head off is the oldest ending there is ("Askeladden hugger hodet av
    // trollet", "the knight chops the dragon's head off").
    id: 'fairy-tale-foes',
    patterns: [
      'troll|trolls|trollet|trollets|dragon|dragons|dragen|dragens|drage|monster|monsters|monsteret|monsterets|beast|beasts|giant|giants|kjempe|kjempen|kjempens|risen|risens|jotun|jotunen|ogre|ogres|serpent|ormen|sjøormen|hydra ~1 head|heads|hode|hodet|hodene|hoder|hovudet|huvud|huvudet|hoved|hovedet [off|av|af]',
      'head|heads|hode|hodet|hodene|hoder|hovudet|huvudet|hovedet ~2 off|av|af ~1 [the|a] troll|trolls|trollet|trollene|dragon|dragen|dragene|monster|monsteret|beast|giant|kjempen|risen|jotunen|ogre|ormen|sjøormen|hydra',
    ],
  },
  {
    id: 'play',
    patterns: [
      // Bombs and guns at play.
      'bath|water|glitter|stink|seed|confetti|paint|colour|color|fizz ~1 bomb|bombs',
      'vannbombe|vannbomber|badebombe|badebomber|frøbombe|frøbomber|stinkbombe|glitterbombe',
      'bombe|bomben|kanonkula|bomb ~2 i|in|into ~2 bassenget|vannet|sjøen|poolen|pool|bassengen|water|lake',
      'water|toy|nerf|pop|bubble|paint|glue|laser ~1 gun|guns|pistol|pistols',
      'vannpistol|lekepistol|vannpistoler|lekepistoler|såpeboblepistol',
      'shoot|shoots|shooting|skyte|skyter|skjøt ~2 goal|goals|hoops|mål|blink|ball|stars|photos|video|film',
      'shooting ~1 star|stars',
      'bomb-sniffing|bombesnifferhund',
    ],
  },
];
