import type { LanguageCode } from '@monstory/contracts/language';
import { SAFETY_CHECK_MAX_CHARS } from '@monstory/contracts/safety';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postSafetyCheck } from './check-safety';
import { refusalFromCheck } from './safety-refusal';
import type { SafetyRefusal } from './safety-refusal';

/** How long the parent's typing pauses before the words are checked. */
export const SAFETY_CHECK_PAUSE_MS = 700;

/** Answers kept for words checked before, so typing back to them asks nothing. */
const REMEMBERED_ANSWERS = 20;

interface Verdict {
  key: string;
  words: string;
  refusal: SafetyRefusal | null;
}

export interface LiveSafetyCheck {
  /**
   * The refusal to show, or null. It stays while the parent changes the words and goes once
   * the new words pass, so the message does not flicker at every keystroke.
   */
  refusal: SafetyRefusal | null;
  /** The refusal is about the words in the field now: creating would only be refused again. */
  standing: boolean;
  /** Keeps the server's refusal of a create call, as if the live check had answered it. */
  record: (text: string, refusal: SafetyRefusal) => void;
}

interface LiveCheckOptions {
  age?: number | null | undefined;
  language: LanguageCode;
}

/**
 * Asks POST /api/safety/check once the typing pauses, never while the parent types, and only
 * about words it has not answered before; a newer keystroke drops the older question and its
 * answer. A check that fails says nothing: creating checks on the server all the same.
 */
export function useLiveSafetyCheck(
  text: string,
  { age, language }: LiveCheckOptions,
): LiveSafetyCheck {
  const words = text.trim();
  const key = keyOf(words, age, language);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const answers = useRef(new Map<string, SafetyRefusal | null>());
  const shownKey = verdict?.key;

  useEffect(() => {
    if (words === '' || key === shownKey) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const known = answers.current;
      if (known.has(key)) {
        setVerdict({ key, words, refusal: known.get(key) ?? null });
        return;
      }
      const request = {
        text: words.slice(0, SAFETY_CHECK_MAX_CHARS),
        language,
        ...(age === null || age === undefined ? {} : { age }),
      };
      postSafetyCheck(request, controller.signal).then(
        (answer) => {
          if (controller.signal.aborted) return;
          const refusal = refusalFromCheck(answer);
          remember(known, key, refusal);
          setVerdict({ key, words, refusal });
        },
        () => undefined,
      );
    }, SAFETY_CHECK_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words, key, shownKey, age, language]);

  const record = useCallback(
    (sent: string, refusal: SafetyRefusal) => {
      const trimmed = sent.trim();
      const sentKey = keyOf(trimmed, age, language);
      remember(answers.current, sentKey, refusal);
      setVerdict({ key: sentKey, words: trimmed, refusal });
    },
    [age, language],
  );

  // An emptied field drops a refusal of earlier words; only one of empty words (recorded from
  // the server) stays.
  const refusal = words === '' && verdict?.words !== '' ? null : (verdict?.refusal ?? null);
  return { refusal, standing: refusal !== null && verdict?.words === words, record };
}

function keyOf(words: string, age: number | null | undefined, language: LanguageCode): string {
  return JSON.stringify([words, age ?? null, language]);
}

function remember(
  answers: Map<string, SafetyRefusal | null>,
  key: string,
  refusal: SafetyRefusal | null,
) {
  answers.delete(key);
  answers.set(key, refusal);
  if (answers.size > REMEMBERED_ANSWERS) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
}
