/**
 * A desk's link: a token signed with an HMAC of the app secret, holding the desk's id and its
 * random `sleutel`. It never expires by itself; it is revoked by the administrator (the desk's
 * `ingetrokken`) or replaced by a new link (a new `sleutel`), which the server checks on every
 * call. Its own key, so it can never double as a seller's personal link or a CSRF token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { leesBase64url } from '../kern/base64url';
import { nietHerkend } from '../kern/errors';
import { TAAK_PAD, type KassaTaak } from './domein/kassa';

export const MELDING_KASSA_LINK_ONGELDIG =
  'Deze kassalink is ongeldig. Open de link of QR-code van de kassa opnieuw, of vraag de beheerder om een nieuwe.';

interface Inhoud {
  k: string;
  s: string;
}

export interface KassaTokens {
  maak(kassa: { id: string; sleutel: string }): string;
  /** The desk id and sleutel in a token; a DomainError 'niet-herkend' when tampered or malformed. */
  lees(token: unknown): Inhoud;
}

export function createKassaTokens(secret: string): KassaTokens {
  const key = createHmac('sha256', secret).update('kassa-links-v1').digest();
  const teken = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const ongeldig = () => nietHerkend(MELDING_KASSA_LINK_ONGELDIG);

  return {
    maak({ id, sleutel }) {
      const payload = Buffer.from(JSON.stringify({ k: id, s: sleutel } satisfies Inhoud)).toString('base64url');
      return `${payload}.${teken(payload).toString('base64url')}`;
    },
    lees(token) {
      if (typeof token !== 'string' || token.length > 500) throw ongeldig();
      const [payload, handtekening, ...rest] = token.split('.');
      if (!payload || !handtekening || rest.length > 0) throw ongeldig();
      const verwacht = teken(payload);
      const gekregen = leesBase64url(handtekening);
      const bytes = leesBase64url(payload);
      if (!gekregen || !bytes || gekregen.length !== verwacht.length || !timingSafeEqual(gekregen, verwacht)) {
        throw ongeldig();
      }
      let inhoud: Partial<Inhoud>;
      try {
        inhoud = JSON.parse(bytes.toString('utf8')) as Partial<Inhoud>;
      } catch {
        throw ongeldig();
      }
      if (typeof inhoud.k !== 'string' || typeof inhoud.s !== 'string') throw ongeldig();
      return { k: inhoud.k, s: inhoud.s };
    },
  };
}

/** The desk's page: the token in the fragment, so it never reaches a server log or a Referer. */
/** The desk's link: the page of its task (TAAK_PAD), the token after '#' (never sent to a server's log). */
export const kassaLink = (publicUrl: string, token: string, taak: KassaTaak = 'verkopen') =>
  `${publicUrl.replace(/\/+$/, '')}${TAAK_PAD[taak]}#${token}`;
