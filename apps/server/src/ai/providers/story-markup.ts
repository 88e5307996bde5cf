// The one text format both story providers speak, so a single parser turns either stream into
// title, words, paragraphs, picture hints and choices while it arrives:
//
//   TITLE: The Troll Who Lost His Hat
//
//   Once upon a time … (one paragraph, possibly over several lines)
//   SCENE: {"setting":"forest","timeOfDay":"evening","caption":"A troll looks for his hat"}
//
//   The next paragraph …
//   CHOICE: river | Follow the river
//   CHOICE: hill | Climb the hill
//
// The offline engine writes it exactly; a hosted model is asked to (story-prompt.ts), and the
// parser forgives what models do anyway (a `# Title`, **bold**, numbered choices, "The End").

export interface MarkupChoice {
  id: string;
  label: string;
}

export type MarkupEvent =
  | { type: 'title'; title: string }
  /** More text of paragraph `index` (the first delta of an index opens that paragraph). */
  | { type: 'delta'; index: number; text: string }
  /** Paragraph `index` is complete (sent again if a SCENE line arrives for it later). */
  | { type: 'paragraph'; index: number; text: string; scene: unknown }
  | { type: 'choice'; choice: MarkupChoice };

const MARKERS = ['title:', 'scene:', 'choice:', 'the end'];
const END_LINE = /^\W*the end\W*$/i;

function stripEmphasis(text: string): string {
  return text.replace(/^[*_#\s]+|[*_\s]+$/g, '').trim();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class StoryMarkupParser {
  #line = '';
  /** Characters of the current, unfinished line already sent as text. */
  #sent = 0;
  #open: { index: number; text: string } | undefined;
  #last: { index: number; text: string; scene: unknown } | undefined;
  #nextIndex: number;
  #titled = false;
  #choices = 0;

  /** `firstIndex`: where paragraph numbering starts (a later part of an interactive story). */
  constructor(
    private readonly emit: (event: MarkupEvent) => void,
    firstIndex = 0,
  ) {
    this.#nextIndex = firstIndex;
  }

  push(chunk: string): void {
    this.#line += chunk.replace(/\r/g, '');
    for (let end = this.#line.indexOf('\n'); end >= 0; end = this.#line.indexOf('\n')) {
      const line = this.#line.slice(0, end);
      this.#line = this.#line.slice(end + 1);
      this.#completeLine(line);
    }
    this.#partialLine();
  }

  /** The stream has ended: whatever is left is the last line. */
  end(): void {
    const line = this.#line;
    this.#line = '';
    if (line) this.#completeLine(line);
    this.#close(undefined);
  }

  #isText(line: string): boolean | undefined {
    const lower = line.trimStart().toLowerCase();
    if (lower === '' || lower.startsWith('#')) return undefined;
    if (MARKERS.some((marker) => marker.startsWith(lower) || lower.startsWith(marker))) {
      return undefined;
    }
    return true;
  }

  #partialLine(): void {
    const line = this.#line;
    if (this.#sent === 0) {
      if (!this.#isText(line)) return;
      this.#text(line.trimStart(), true);
    } else {
      this.#text(line.slice(this.#sent), false);
    }
    this.#sent = line.length;
  }

  #completeLine(line: string): void {
    if (this.#sent > 0) {
      this.#text(line.slice(this.#sent), false);
      this.#sent = 0;
      return;
    }
    const trimmed = line.trim();
    const lower = trimmed.toLowerCase();
    if (trimmed === '') this.#close(undefined);
    else if (lower.startsWith('title:') || (trimmed.startsWith('#') && !this.#titled)) {
      this.#title(trimmed.replace(/^(title:|#+)/i, ''));
    } else if (lower.startsWith('scene:')) this.#scene(parseJson(trimmed.slice(6).trim()));
    else if (lower.startsWith('choice:')) this.#choice(trimmed.slice(7));
    else if (END_LINE.test(trimmed)) this.#close(undefined);
    else {
      this.#text(trimmed, true);
    }
  }

  #title(raw: string): void {
    const title = stripEmphasis(raw);
    if (!title || this.#titled) return;
    this.#titled = true;
    this.emit({ type: 'title', title });
  }

  #text(text: string, startOfLine: boolean): void {
    if (!text) return;
    if (!this.#open) {
      this.#open = { index: this.#nextIndex, text: '' };
      this.#nextIndex += 1;
    }
    const joined = startOfLine && this.#open.text !== '' && !/\s$/.test(this.#open.text);
    const delta = joined ? ` ${text}` : text;
    this.#open.text += delta;
    this.emit({ type: 'delta', index: this.#open.index, text: delta });
  }

  #close(scene: unknown): void {
    const open = this.#open;
    if (!open) return;
    this.#open = undefined;
    const text = open.text.replace(/\s+/g, ' ').trim();
    this.#last = { index: open.index, text, scene };
    this.emit({ type: 'paragraph', index: open.index, text, scene });
  }

  #scene(scene: unknown): void {
    if (this.#open) {
      this.#close(scene);
      return;
    }
    const last = this.#last;
    if (last && last.scene === undefined && scene !== undefined) {
      last.scene = scene;
      this.emit({ type: 'paragraph', ...last });
    }
  }

  #choice(raw: string): void {
    this.#close(undefined);
    const text = stripEmphasis(raw.replace(/^\s*(\d+[.)]|[-*])\s*/, ''));
    const bar = text.indexOf('|');
    const id = bar > 0 ? text.slice(0, bar).trim() : '';
    const label = bar > 0 ? text.slice(bar + 1).trim() : text;
    if (!label) return;
    this.#choices += 1;
    const choiceId = /^[A-Za-z0-9_-]{1,40}$/.test(id) ? id : `choice-${this.#choices}`;
    this.emit({ type: 'choice', choice: { id: choiceId, label } });
  }
}

export interface MarkupStory {
  title?: string;
  paragraphs: { text: string; scene?: unknown }[];
  choices?: MarkupChoice[];
}

/** The markup of a story, cut into word-sized pieces for streaming (offline engine). */
export function storyMarkupPieces(story: MarkupStory): string[] {
  const pieces: string[] = [];
  if (story.title) pieces.push(`TITLE: ${story.title}\n\n`);
  for (const paragraph of story.paragraphs) {
    pieces.push(...(paragraph.text.match(/\S+\s*/g) ?? []));
    const scene =
      paragraph.scene === undefined ? '' : `\nSCENE: ${JSON.stringify(paragraph.scene)}`;
    pieces.push(`${scene}\n\n`);
  }
  for (const choice of story.choices ?? []) pieces.push(`CHOICE: ${choice.id} | ${choice.label}\n`);
  return pieces;
}
