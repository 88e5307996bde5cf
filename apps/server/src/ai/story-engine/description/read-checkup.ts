// Reads a visit to the doctor or the dentist that a child dreads ("Nora gruer seg til å gå til
// tannlegen", "Sam is scared of the doctor's check-up", «skal til legen og er nervøs»). The story
// is that visit: the worry said kindly, what happens there told in child terms, a brave step in
// the chair, a kind grown-up, and pride at the end.
import type { ParsedDescription, Token } from './parse-description';

const DENTIST =
  /^(dentist|dentists|dentist's|tannlege|tannlegen|tannleger|tannlegetime|tannlegetimen|tannlegestolen|tannhelsesekretær|tannpleier|tannpleieren)$/;
const DOCTOR =
  /^(doctor|doctors|doctor's|doc|gp|check-up|checkup|lege|legen|legekontor|legekontoret|legetime|legetimen|doktor|doktoren|helsestasjon|helsestasjonen|helsesøster|helsesykepleier|helsesykepleieren)$/;
/** Words that say the visit is dreaded, or at least coming. */
const DREAD =
  /^(scared|afraid|frightened|nervous|worried|worries|dreads|dreading|fear|fears|redd|gruer|grue|gruet|nervøs|engstelig|bekymret|tør|skummelt|skal|going|goes|visit|visits|besøk|besøke|time)$/;

export interface Checkup {
  /** Whom the child goes to. */
  at: 'dentist' | 'doctor';
}

export function readCheckup(tokens: Token[], out: ParsedDescription): void {
  const words = tokens.map((t) => t.lower.replace(/[’]/g, "'"));
  const dentist = words.some((w) => DENTIST.test(w));
  const doctor = words.some((w) => DOCTOR.test(w));
  if (!dentist && !doctor) return;
  if (!words.some((w) => DREAD.test(w))) return;
  out.checkup = { at: dentist ? 'dentist' : 'doctor' };
  // The doctor or the dentist is met at the clinic as the kind grown-up there, never a friend
  // brought along from home; and the worry is this visit, not "new things".
  out.characters = out.characters.filter((c) => c.role !== 'doctor' || !!c.name);
  if (
    out.fear &&
    ['new', 'said'].some((k) => out.fear?.id === k || out.fear?.id.startsWith(`${k}:`))
  )
    delete out.fear;
}
