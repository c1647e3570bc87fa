/**
 * The seller's personal links: no login, a signed token with an expiry. The token holds the
 * deelnemer id, what it is for and until when it is valid, signed with an HMAC of the app
 * secret. A link for the opt-out cannot open the data page, and the other way round.
 */
import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { leesBase64url } from '../kern/base64url';
import { ongeldig, nietHerkend } from '../kern/errors';

export type TokenDoel = 'gegevens' | 'afmelden' | 'reservelijst' | 'weerMeedoen';

/** Long enough to outlive the data it opens: a year after the fair, plus some. */
export const TOKEN_GELDIG_DAGEN = 400;

export const MELDING_ONGELDIG = 'Deze link is ongeldig. Gebruik de volledige link uit je e-mail.';
export const MELDING_VERLOPEN =
  'Deze link is verlopen. Vraag de organisatie van de beurs om een nieuwe link, of mail ons je verzoek.';
export const MELDING_VERWIJDERD = 'Je gegevens zijn verwijderd. Er is niets meer van je bewaard.';

interface Inhoud {
  d: TokenDoel;
  i: string;
  /** ms since epoch */
  e: number;
}

export interface PrivacyTokens {
  maak(id: string, doel: TokenDoel): string;
  /** The deelnemer id; a DomainError 'ongeldig' (tampered, malformed, wrong purpose) or 'niet-herkend' (expired). */
  lees(token: unknown, doel: TokenDoel): string;
}

export function createPrivacyTokens(secret: string, clock: () => Date): PrivacyTokens {
  // Its own key, so a token can never double as another HMAC made with the same secret (CSRF).
  // As a key object, made once: importing the raw key again for every link was a measurable part
  // of each registration at the opening rush (issue 55; the CSRF token does the same).
  const key = createSecretKey(createHmac('sha256', secret).update('privacy-links-v1').digest());
  const teken = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    maak(id, doel) {
      const inhoud: Inhoud = { d: doel, i: id, e: clock().getTime() + TOKEN_GELDIG_DAGEN * 86_400_000 };
      const payload = Buffer.from(JSON.stringify(inhoud)).toString('base64url');
      return `${payload}.${teken(payload).toString('base64url')}`;
    },
    lees(token, doel) {
      if (typeof token !== 'string' || token.length > 1000) throw ongeldig(MELDING_ONGELDIG);
      const [payload, handtekening, ...rest] = token.split('.');
      if (!payload || !handtekening || rest.length > 0) throw ongeldig(MELDING_ONGELDIG);
      const verwacht = teken(payload);
      const gekregen = leesBase64url(handtekening);
      const bytes = leesBase64url(payload);
      if (!gekregen || !bytes || gekregen.length !== verwacht.length || !timingSafeEqual(gekregen, verwacht)) {
        throw ongeldig(MELDING_ONGELDIG);
      }
      let inhoud: Partial<Inhoud>;
      try {
        inhoud = JSON.parse(bytes.toString('utf8')) as Partial<Inhoud>;
      } catch {
        throw ongeldig(MELDING_ONGELDIG);
      }
      if (inhoud.d !== doel || typeof inhoud.i !== 'string' || typeof inhoud.e !== 'number') {
        throw ongeldig(MELDING_ONGELDIG);
      }
      if (inhoud.e <= clock().getTime()) throw nietHerkend(MELDING_VERLOPEN);
      return inhoud.i;
    },
  };
}

/** The links in the mails, on the web app's pages. */
export const gegevensLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/mijn-gegevens?token=${encodeURIComponent(token)}`;
/** The seller's own items, opened with the same token as their data. */
export const artikelenLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/mijn-artikelen?token=${encodeURIComponent(token)}`;
export const afmeldLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/afmelden?token=${encodeURIComponent(token)}`;
export const reservelijstLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/reservelijst-verlaten?token=${encodeURIComponent(token)}`;
export const weerMeedoenLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/weer-meedoen?token=${encodeURIComponent(token)}`;
