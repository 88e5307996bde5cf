// The package ships plain JavaScript: these are the parts of its Emscripten bindings we use.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: 'list_terminated' | 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated';
    /** 1-based, counted in Unicode code points of the text passed in. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of this synthesis call. */
    audio_position: number;
    id?: string | number;
  }

  export interface ESpeakNGWorker {
    /** 0 on success; anything else means espeak-ng did not accept the voice name. */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    set_range(range: number): void;
    readonly samplerate: number;
    /** The callback returns non-zero to abort; the text is read as SSML with [[phonemes]]. */
    synthesize(
      text: string,
      callback: (samples: Int16Array, events: EspeakEvent[]) => number,
    ): void;
    list_voices(): { name: string; identifier: string; languages: { name: string }[] }[];
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }

  const createModule: (options?: object) => Promise<EspeakModule>;
  export default createModule;
}
