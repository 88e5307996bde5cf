// Gives a job dreamt of the day that job is made of, when the family named no other plot:
// "Ellie wants to be a firefighter like her mum" saves a kitten stuck up a tree, «Nora vil bli
// dyrlege» looks after a puppy with a sore paw until it is well, "Ava wants to be a chef" cooks
// a meal for everyone. The dream itself is still told in the child's own word (read-errand).
import type { CharacterKind } from '../../scene-spec';
import type { Ailment } from './read-care';
import type { ParsedDescription } from './parse-description';

/** The one a job's day is for: a kitten up a tree, a puppy with a sore paw. */
const PATIENT: Record<string, { kind: CharacterKind; what?: Ailment }> = {
  firefighter: { kind: 'cat' },
  vet: { kind: 'dog', what: 'leg' },
  doctor: { kind: 'rabbit', what: 'cold' },
};

/** What else already gives the story its plot. */
function plotted(out: ParsedDescription): boolean {
  return (
    out.help !== undefined ||
    !!out.rescue ||
    !!out.care ||
    !!out.build ||
    !!out.find ||
    !!out.findWord ||
    !!out.skill ||
    !!out.fear ||
    !!out.reach ||
    !!out.outing ||
    !!out.wayHome ||
    !!out.mystery ||
    out.visit !== undefined
  );
}

export function readJobDream(out: ParsedDescription): void {
  const job = out.job;
  if (!job || plotted(out)) return;
  if (job === 'chef') {
    out.build = 'dish:pancake';
    return;
  }
  const patient = PATIENT[job];
  if (!patient) return;
  out.characters.push({ kind: patient.kind, colours: [], features: [], size: 'small' });
  const who = out.characters.length - 1;
  if (patient.what) out.care = { who, what: patient.what };
  else {
    out.help = who;
    out.rescue = { spot: 'tree' };
  }
}
