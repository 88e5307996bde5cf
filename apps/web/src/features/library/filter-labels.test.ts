import { StoryLength } from '@monstory/contracts/enums';
import { AGE_BAND_AGES, AgeBand, storyMinutes } from '@monstory/contracts/story-shape';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../lib/i18n/create-i18n';
import { lengthHint, lengthMinutes } from './filter-labels';

let t: TFunction<'library'>;
beforeAll(async () => {
  const i18n = await createAppI18n('en', ['library', 'generate']);
  t = i18n.getFixedT('en', 'library');
});

describe('the library length filter', () => {
  it('shows a chosen band the minutes the generate form showed for every age in it', () => {
    for (const band of AgeBand) {
      const [youngest, oldest] = AGE_BAND_AGES[band];
      for (const length of StoryLength) {
        const { from, to } = lengthMinutes(length, band);
        for (let age = youngest; age <= oldest; age += 1) {
          expect({ age, length, from, to }).toEqual({
            age,
            length,
            from: storyMinutes(age, length),
            to: storyMinutes(age, length),
          });
        }
      }
    }
  });

  it('spans the bands when no band is chosen', () => {
    expect(lengthMinutes('SHORT')).toEqual({
      from: storyMinutes(3, 'SHORT'),
      to: storyMinutes(12, 'SHORT'),
    });
    expect(lengthMinutes('LONG')).toEqual({
      from: storyMinutes(4, 'LONG'),
      to: storyMinutes(10, 'LONG'),
    });
  });

  it('words the hint as the form does for one band, as a span across them', () => {
    expect(lengthHint('MEDIUM', '6-8', t)).toBe(`about ${storyMinutes(7, 'MEDIUM')} min`);
    expect(lengthHint('MEDIUM', undefined, t)).toBe(
      `${storyMinutes(4, 'MEDIUM')}–${storyMinutes(11, 'MEDIUM')} min`,
    );
  });
});
