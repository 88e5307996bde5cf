/**
 * What the server noted in the page when it sent it (apps/server/src/platform/app-page.ts).
 * The native apps and the development server have no such note, and then nothing is assumed.
 */
export function pageCameWithoutSessionCookie(doc: Document = document): boolean {
  const note = doc.querySelector<HTMLMetaElement>('meta[name="monstory-session-cookie"]');
  return note?.content === 'absent';
}
