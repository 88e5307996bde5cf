import { cx } from '../../lib/components/cx';

/** A short line under the reader's tools: what a share or a publish did. */
export interface ToolbarNote {
  tone: 'ok' | 'error';
  text: string;
}

export function ToolbarNoteLine({ note }: { note: ToolbarNote }) {
  return (
    <p
      role={note.tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'px-4 pb-2 text-center font-bold text-pretty',
        note.tone === 'ok' ? 'text-accent' : 'text-danger',
      )}
    >
      {note.text}
    </p>
  );
}
