/**
 * Base64url as the signed links write it, and only that. Node's decoder also takes '+' and
 * '/', padding, line breaks and a last character with stray low bits, so one token had many
 * spellings that all passed (issue #24). A token is accepted only as its canonical encoding.
 */
export function leesBase64url(tekst: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(tekst)) return null;
  const bytes = Buffer.from(tekst, 'base64url');
  return bytes.toString('base64url') === tekst ? bytes : null;
}
