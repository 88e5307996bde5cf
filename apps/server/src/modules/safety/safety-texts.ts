import type { LanguageCode } from '@monstory/contracts/language';
import type { SafetyCategory } from '@monstory/contracts/safety';

// What a child and parent read when the gate refuses their words: one kind sentence per
// category, never blaming and never repeating what was written. For a disclosure (self-harm,
// abuse) there is no story, only care: the web shows the helplines beside this message.

type SafetyTexts = Record<SafetyCategory, string> & { unavailable: string };

const TEXTS: Record<LanguageCode, SafetyTexts> = {
  no: {
    SEXUAL:
      'Dette passer ikke i en historie for barn. Prøv en idé om vennskap, eventyr eller noe morsomt!',
    VIOLENCE:
      'Historiene våre er snille og trygge, så vi lager ikke historier med vold. Hva med et spennende eventyr der alle kommer hjem i god behold?',
    SELF_HARM:
      'Det du skriver høres vondt ut, og du skal ikke være alene med det. Du betyr mye. Snakk med en voksen du stoler på – eller ring en av hjelpetelefonene, de er der for deg.',
    ABUSE:
      'Det du skriver høres vondt ut. Ingen har lov til å skade deg, og det er aldri din skyld. Fortell det til en voksen du stoler på – eller ring en av hjelpetelefonene, de er der for å hjelpe deg.',
    HATE: 'Historiene våre skal være snille mot alle. Prøv å beskrive det på en annen måte!',
    WEAPONS_DRUGS:
      'Våpen, rusmidler og alkohol hører ikke hjemme i historiene våre. Prøv en annen idé!',
    DANGEROUS_ACTS:
      'Dette kan være farlig å gjøre i virkeligheten, så vi lager ikke historier om det. Prøv et annet eventyr!',
    TOO_SCARY:
      'Dette kan bli for skummelt for alderen du har valgt. Prøv noe litt mindre skummelt, eller velg en høyere alder.',
    PERSONAL_DATA:
      'Vi tar ikke med adresser, telefonnumre eller andre personlige opplysninger. Bruk gjerne bare et fornavn eller et påfunnet navn!',
    PUBLIC_FIGURE:
      'Vi lager ikke historier om ekte, kjente personer. Hva med en påfunnet helt i stedet?',
    PROMPT_INJECTION:
      'Skriv gjerne hva historien skal handle om, så lager vi den. Beskjeder til historiefortelleren kan vi ikke følge.',
    unavailable: 'Vi fikk ikke sjekket teksten akkurat nå. Prøv igjen om litt.',
  },
  en: {
    SEXUAL:
      "That doesn't belong in a story for children. Try an idea about friendship, adventure or something funny!",
    VIOLENCE:
      "Our stories are kind and safe, so we don't make stories with violence. How about an exciting adventure where everyone gets home safe and sound?",
    SELF_HARM:
      "What you wrote sounds really hard, and you don't have to carry it alone. You matter. Please talk to a grown-up you trust – or call one of the helplines, they are there for you.",
    ABUSE:
      'What you wrote sounds really hard. Nobody is allowed to hurt you, and it is never your fault. Please tell a grown-up you trust – or call one of the helplines, they are there to help you.',
    HATE: 'Our stories are kind to everyone. Try putting it a different way!',
    WEAPONS_DRUGS: "Weapons, drugs and alcohol don't belong in our stories. Try another idea!",
    DANGEROUS_ACTS:
      "That could be dangerous to do in real life, so we don't make stories about it. Try another adventure!",
    TOO_SCARY:
      'That might be too scary for the age you picked. Try something a little less scary, or choose an older age.',
    PERSONAL_DATA:
      "We don't put addresses, phone numbers or other personal details in stories. Just a first name or a made-up name works great!",
    PUBLIC_FIGURE:
      "We don't make stories about real, famous people. How about a made-up hero instead?",
    PROMPT_INJECTION:
      "Tell us what the story should be about and we'll make it. We can't follow messages to the storyteller.",
    unavailable: 'We could not check your words just now. Please try again in a moment.',
  },
  da: {
    SEXUAL:
      'Det passer ikke ind i en historie for børn. Prøv en idé om venskab, eventyr eller noget sjovt!',
    VIOLENCE:
      'Vores historier er søde og trygge, så vi laver ikke historier med vold. Hvad med et spændende eventyr, hvor alle kommer sikkert hjem?',
    SELF_HARM:
      'Det, du skriver, lyder svært, og du skal ikke være alene med det. Du betyder meget. Tal med en voksen, du stoler på – eller ring til en af hjælpetelefonerne, de er der for dig.',
    ABUSE:
      'Det, du skriver, lyder svært. Ingen må gøre dig fortræd, og det er aldrig din skyld. Fortæl det til en voksen, du stoler på – eller ring til en af hjælpetelefonerne, de er der for at hjælpe dig.',
    HATE: 'Vores historier skal være søde mod alle. Prøv at skrive det på en anden måde!',
    WEAPONS_DRUGS:
      'Våben, stoffer og alkohol hører ikke hjemme i vores historier. Prøv en anden idé!',
    DANGEROUS_ACTS:
      'Det kan være farligt at gøre i virkeligheden, så vi laver ikke historier om det. Prøv et andet eventyr!',
    TOO_SCARY:
      'Det kan blive for uhyggeligt til den alder, du har valgt. Prøv noget lidt mindre uhyggeligt, eller vælg en højere alder.',
    PERSONAL_DATA:
      'Vi tager ikke adresser, telefonnumre eller andre personlige oplysninger med. Brug gerne bare et fornavn eller et opdigtet navn!',
    PUBLIC_FIGURE:
      'Vi laver ikke historier om rigtige, kendte personer. Hvad med en opdigtet helt i stedet?',
    PROMPT_INJECTION:
      'Skriv gerne, hvad historien skal handle om, så laver vi den. Beskeder til historiefortælleren kan vi ikke følge.',
    unavailable: 'Vi kunne ikke tjekke teksten lige nu. Prøv igen om lidt.',
  },
  sv: {
    SEXUAL:
      'Det passar inte i en berättelse för barn. Prova en idé om vänskap, äventyr eller något roligt!',
    VIOLENCE:
      'Våra berättelser är snälla och trygga, så vi gör inte berättelser med våld. Vad sägs om ett spännande äventyr där alla kommer hem välbehållna?',
    SELF_HARM:
      'Det du skriver låter jobbigt, och du ska inte behöva vara ensam med det. Du är viktig. Prata med en vuxen du litar på – eller ring en av stödlinjerna, de finns där för dig.',
    ABUSE:
      'Det du skriver låter jobbigt. Ingen får göra dig illa, och det är aldrig ditt fel. Berätta för en vuxen du litar på – eller ring en av stödlinjerna, de finns där för att hjälpa dig.',
    HATE: 'Våra berättelser ska vara snälla mot alla. Prova att skriva det på ett annat sätt!',
    WEAPONS_DRUGS:
      'Vapen, droger och alkohol hör inte hemma i våra berättelser. Prova en annan idé!',
    DANGEROUS_ACTS:
      'Det kan vara farligt att göra på riktigt, så vi gör inte berättelser om det. Prova ett annat äventyr!',
    TOO_SCARY:
      'Det kan bli för läskigt för åldern du har valt. Prova något lite mindre läskigt, eller välj en högre ålder.',
    PERSONAL_DATA:
      'Vi tar inte med adresser, telefonnummer eller andra personuppgifter. Använd gärna bara ett förnamn eller ett påhittat namn!',
    PUBLIC_FIGURE:
      'Vi gör inga berättelser om riktiga, kända personer. Vad sägs om en påhittad hjälte i stället?',
    PROMPT_INJECTION:
      'Skriv gärna vad berättelsen ska handla om, så gör vi den. Meddelanden till berättaren kan vi inte följa.',
    unavailable: 'Vi kunde inte kontrollera texten just nu. Försök igen om en stund.',
  },
};

/** The kind sentence for a refused category, in the family's language. */
export function safetyMessage(language: LanguageCode, category: SafetyCategory): string {
  return TEXTS[language][category];
}

/** What a family reads when the check itself could not run (moderation unreachable). */
export function safetyUnavailableText(language: LanguageCode): string {
  return TEXTS[language].unavailable;
}
