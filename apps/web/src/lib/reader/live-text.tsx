import { useState } from 'react';

const WORDS = /(\s+)/;

function countWords(text: string): number {
  return text.split(WORDS).filter((part) => part.trim() !== '').length;
}

/**
 * Text that may grow while it is read. Words that arrive after it first showed fade in gently
 * (`@starting-style`, so each plays once when its word is added; the global reduced-motion rule
 * turns it off). Earlier words never move, so the reading position stays put.
 */
export function LiveText({ text, live }: { text: string; live: boolean }) {
  const [atMount] = useState(() => ({ text, live }));
  // A finished story's text, as it first showed: nothing to fade, and no words to count (which,
  // over every part of a long story, took 8 ms of the reader's first render).
  if (!atMount.live && text === atMount.text) return <>{text}</>;
  // Words present at first sight appear at once, unless the text was being written right then.
  const shownAtMount = atMount.live ? 0 : countWords(atMount.text);
  if (countWords(text) <= shownAtMount) return <>{text}</>;

  let word = 0;
  return (
    <>
      {text.split(WORDS).map((part, index) => {
        if (part.trim() === '') return part;
        const fresh = word++ >= shownAtMount;
        return (
          <span
            key={index}
            className={
              fresh ? 'transition-opacity duration-300 ease-calm starting:opacity-0' : undefined
            }
          >
            {part}
          </span>
        );
      })}
    </>
  );
}
