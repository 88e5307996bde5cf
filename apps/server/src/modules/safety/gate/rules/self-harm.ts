import type { Rule } from './types.js';

// SELF_HARM: a child (or a story) saying they want to die, to hurt themselves or to end their
// life. A disclosure gets a caring answer and the helplines, so these rules lean towards
// catching it: dialect ("æ vil dø", "eg vil ikkje leve"), missing letters ("vil doe") and
// English shortcuts ("wanna die", "kms") all count. Grief is not self-harm: "grandma died and
// I miss her" names a death but no wish to die; "I nearly died laughing" is a safe phrase.

export const SELF_HARM_RULES: readonly Rule[] = [
  {
    id: 'self_harm.wish_to_die',
    category: 'SELF_HARM',
    patterns: [
      // English. "I'm going to die" is left out: children say it about a scary film.
      '@i ~2 want|wanna|wish|wished ~2 die|dead|death',
      'wish ~1 i|im ~1 was|were|wasnt|werent ~1 dead',
      'wish ~2 never ~1 been|born',
      'end ~1 my ~1 life',
      'end ~1 it ~1 all',
      'dont|not ~1 want ~1 to ~1 live|exist|alive',
      'i ~1 should ~1 die|disappear',
      'better ~2 off ~1 dead',
      'better ~2 off ~1 without ~1 me',
      'nobody|noone ~2 would|will ~1 miss ~1 me',
      'no ~1 one ~2 would|will ~1 miss ~1 me',
      'no ~1 reason ~1 to ~1 live',
      // Norwegian: "jeg vil dø", "æ vil dø", "eg vil ikkje leve", "skulle ønske jeg var død".
      'jeg ~2 vil|ville|ønsker|lyst|skal ~2 dø|døy|død|daud|dau|dod',
      'jeg ~2 vil|ville|ønsker|orker|gidder ~2 ikke ~2 leve|finnes',
      'skulle|skule ~1 ønske|ønska ~2 jeg ~2 var ~1 død|daud|dau',
      'skulle|skule ~1 ønske|ønska ~2 jeg ~2 aldri|ikke ~2 født|fantes|var',
      'orker ~1 ikke ~2 leve|livet',
      'ta ~1 livet ~1 mitt',
      'ingen ~2 vil|ville|kommer ~2 savne ~1 meg',
      'bedre ~2 uten ~1 meg',
      'bedre ~1 om|hvis|viss ~1 jeg ~1 var ~1 død|borte|daud',
      'ønsker ~1 å ~1 dø',
      'lyst ~1 til ~1 å ~1 dø',
      'ingen ~1 grunn ~1 til ~1 å ~1 leve',
      // Swedish and Danish: "jag vill dö" folds into the Norwegian rules; these differ.
      'vil|vill ~1 ikke ~1 leva|leve',
      'ta|tage ~1 mitt|mit ~1 liv',
    ],
  },
  {
    id: 'self_harm.hurt_self',
    category: 'SELF_HARM',
    patterns: [
      // English: "kill myself", "hurt myself", "cut myself", "starve myself", "kms".
      '@kill|hang|hanging|stab|stabbing|poison|drown|shoot ~1 myself|herself|himself|themself|themselves|yourself|urself|meself',
      'hurt|hurting|cut|cutting|harm|harming|starve|starving|burn|burning|punish|punishing ~1 myself|urself|meself',
      '@kill ~1 my ~1 self',
      'self-harm|selfharm|self-harming|selfharming|self-injury|kms|suicide|suicidal',
      'self ~1 harm|harming|injury',
      // Norwegian: "drepe meg selv", "jeg kutter meg", "skade meg selv", "vil henge meg".
      'drepe|drep|skade|skader|skada|kutte|kutter|kutta|skjære|skjærer|sulte|sulter|henge|henger|straffe|straffer ~1 meg|seg ~1 selv',
      'kutter|risper ~1 meg',
      'vil|ville|lyst|skal|pleier|prøvde|prøver ~3 kutte|skade|henge|sulte|drukne ~1 meg',
      'selvmord*|selvskad*',
      'tar|ta|tok ~1 livet ~1 av ~1 meg|seg',
      'dræbe|døda ~1 meg|seg',
    ],
  },
];
