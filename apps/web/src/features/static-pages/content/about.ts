import type { LocalizedContent } from '../static-content';

export const aboutContent: LocalizedContent = {
  no: {
    title: 'Om Monstory',
    lead: 'Vi lager godnatthistorier der barnet selv bestemmer – med snille monstre i hovedrollen.',
    sections: [
      {
        id: 'idea',
        title: 'Ideen',
        paragraphs: [
          'Monstory begynte med et enkelt ønske: at barn skal få være med og finne på sine egne historier. Barnet velger sjanger, lengde og hva som skal skje, og et snilt monster blir med på eventyret.',
        ],
      },
      {
        id: 'how',
        title: 'Slik fungerer det',
        paragraphs: [
          'Historiene skrives, illustreres og leses høyt automatisk, på norsk eller engelsk. Du kan lagre dem i biblioteket, lese dem igjen og dele de beste med andre.',
          'Korte og mellomlange historier med bare tekst er gratis. Lange historier, bilder, opplesning og nye monstre koster kreditter, som en voksen kan kjøpe.',
        ],
      },
      {
        id: 'values',
        title: 'Det vi bryr oss om',
        paragraphs: [
          'Trygghet først: alt sjekkes for barnevennlighet, kjøp ligger bak en foreldresperre, og barn ser ingen reklame.',
          'Personvern: vi samler bare det vi trenger, og som standard forlater ingen historieidé vår server.',
        ],
      },
      {
        id: 'who',
        title: 'Hvem vi er',
        paragraphs: [
          'Monstory lages av Monstory AS i Norge – et lite team av foreldre, utviklere og historiefortellere. Vi vil gjerne høre fra deg.',
        ],
      },
    ],
  },
  en: {
    title: 'About Monstory',
    lead: 'We make bedtime stories where the child decides – starring friendly monsters.',
    sections: [
      {
        id: 'idea',
        title: 'The idea',
        paragraphs: [
          'Monstory began with a simple wish: that children get to help make up their own stories. The child picks the genre, the length and what happens, and a friendly monster joins the adventure.',
        ],
      },
      {
        id: 'how',
        title: 'How it works',
        paragraphs: [
          'Stories are written, illustrated and read aloud automatically, in Norwegian or English. Keep them in your library, read them again and share the best ones with others.',
          'Short and medium text stories are free. Long stories, pictures, narration and new monsters cost credits, which a grown-up can buy.',
        ],
      },
      {
        id: 'values',
        title: 'What we care about',
        paragraphs: [
          'Safety first: everything is checked for being child-friendly, purchases are behind a parental gate, and children see no advertising.',
          'Privacy: we collect only what we need, and by default no story idea leaves our server.',
        ],
      },
      {
        id: 'who',
        title: 'Who we are',
        paragraphs: [
          'Monstory is made by Monstory AS in Norway – a small team of parents, developers and storytellers. We would love to hear from you.',
        ],
      },
    ],
  },
};
