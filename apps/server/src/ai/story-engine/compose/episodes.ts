// The small scenes a leg of the middle can tell besides the structure's own event: losing
// the way, weather, a campfire, a small creature in need, a view from high up, a strange
// sound, an animal on the path. Each is two or three beats and closes its own paragraph.
import type { Pack } from './pack-types';
import type { Scribe } from './scribe';

export type Episode = 'lost' | 'weather' | 'camp' | 'kindness' | 'lookout' | 'noise' | 'critter';

export function tellEpisode<C>(s: Scribe<C>, pack: Pack<C>, e: Episode): void {
  switch (e) {
    case 'lost':
      s.say(pack.lost);
      s.say(pack.joy, true);
      return s.close({ mood: 'tense', event: 'find the way again', expression: 'worried' });
    case 'weather':
      s.state.weather = s.rng.pick(['rain', 'wind', 'fog'] as const);
      s.say(pack.weather);
      s.say(pack.joy, true);
      s.close({ mood: 'exciting', event: 'shelter from the weather' });
      s.state.weather = undefined;
      return;
    case 'camp':
      s.say(pack.camp);
      s.say(pack.talk, true);
      return s.close({ mood: 'cosy', event: 'rest by a little campfire' });
    case 'kindness':
      s.say(pack.smallNeed);
      s.say(pack.smallHelp);
      s.say(pack.joy, true);
      return s.close({ mood: 'happy', event: 'help a small creature', expression: 'happy' });
    case 'lookout':
      s.say(pack.lookout);
      s.say(pack.talk, true);
      return s.close({ mood: 'magical', event: 'look out over the land', expression: 'surprised' });
    case 'noise':
      s.say(pack.noise);
      s.say(pack.noiseReveal);
      return s.close({ mood: 'exciting', event: 'hear a strange sound', expression: 'surprised' });
    case 'critter':
      s.say(pack.critter);
      s.say(pack.funny, true);
      return s.close({ mood: 'happy', event: 'meet an animal on the path', expression: 'happy' });
  }
}
