import { describe, it } from 'vitest';
import { expectAllowed, expectRefused } from './gate.testing.js';

// Real people: a private person's full name, address or number; famous people by name or title.

describe('PERSONAL_DATA', () => {
  it.each([
    'Ingrid Solberg bor på Lillehammer',
    'a story about Emily Johnson from next door',
    'vi bor i Storgata 14',
    'we live at 7 Maple Road',
    'ring meg på 912 34 567',
    'my number is 07700 900 461',
    'min e-post er ola.nordli@example.no',
    'fødselsnummeret mitt er 01021512345',
    'my social security number is 123-45-6789',
    'Sofie i 5B',
    'Jonas går i 3A på Ringstad skole',
    'postnummer 0368 Oslo',
    'snapen min er mia_2015',
  ])('refuses %j as PERSONAL_DATA', (text) => expectRefused(text, 'PERSONAL_DATA'));

  it.each([
    'Emma goes to kindergarten',
    'Bjørn and Storm build a snowman',
    'a cat called Mira who lives on a boat',
    'Harry Potter’s owl brings a letter',
    'Pippi Langstrømpe og Askeladden',
    'counting: 1 2 3 4 5 6 7 8 9 10, ready or not!',
    'en, to, tre, fire, fem, seks, sju, åtte, ni, ti – nå kommer jeg',
    'in 1969 the first people walked on the moon',
    'Ringstad skole har juleball',
  ])('allows %j', (text) => expectAllowed(text));
});

describe('PUBLIC_FIGURE', () => {
  it.each([
    'Donald Trump rides a dragon',
    'Erling Haaland plays football with a troll',
    'Kong Harald and the lost crown',
    'statsministeren i Norge blir en pølse',
    'the prime minister eats ice cream',
    'Taylor Swfit sings for the cats',
    'kongen av Sverige',
    'the pope goes surfing',
  ])('refuses %j as PUBLIC_FIGURE', (text) => expectRefused(text, 'PUBLIC_FIGURE'));

  it.each([
    'Julenissen mister sekken sin',
    'Santa’s reindeer learn to skate',
    'a hare called Harald',
    'the king of the cats throws a party',
    'statsministeren i Dyreskogen er en grevling',
    'Askeladden og prinsessen',
    'a football star puppy',
  ])('allows %j', (text) => expectAllowed(text));
});
