/**
 * The lottery ("loting", issue 52): who gets a place at the fair when more people apply than
 * there are places. The draw must be reproducible and publicly checkable, so nobody (not even
 * the administrator) can steer it:
 *
 * - Before the application window opens, the server makes a secret `zaad` and publishes only
 *   `zaadHash` = SHA-256(zaad). The zaad is thereby fixed before anyone applies, yet unknown.
 * - When the window closes, the server publishes `lijstHash` = SHA-256 of all application ids
 *   (sorted, one per line). The list is thereby fixed before the zaad is revealed.
 * - Every application is ranked by SHA-256(zaad + ':' + lijstHash + ':' + aanvraag), lowest
 *   first. Neither side can pick a zaad or a list that favours someone, because each was
 *   committed to before the other was known.
 * - After the draw the zaad and the result are published; anyone can rerun `controleerLoting`.
 *
 * Pure and free of Node: hashing goes through Web Crypto (`globalThis.crypto.subtle`), which
 * Node 20 and every browser have, so the public check page runs this very code.
 */

/** One row of the result, in draw order. */
export interface LotingUitslagRegel {
  /** The application's opaque id (e.g. a UUID). */
  aanvraag: string;
  /** 1-based place in the draw order. */
  volgorde: number;
  /** Whether the application got a place; the others go to the reserve list in this order. */
  geplaatst: boolean;
}

export interface LotingTrekking {
  /** The hash of the list the draw used; the one published when the window closed. */
  lijstHash: string;
  /** Every application once, in draw order. */
  uitslag: LotingUitslagRegel[];
}

export interface LotingControle {
  klopt: boolean;
  /** Short Dutch sentences a parent can read; empty when the draw checks out. */
  fouten: string[];
}

export const MELDING_ZAAD_PAST_NIET = 'Het zaad past niet bij de vooraf gepubliceerde hash.';
export const MELDING_LIJST_PAST_NIET = 'De lijst van aanvragen past niet bij de gepubliceerde lijsthash.';
export const MELDING_PLAATS_NA_GEEN_PLAATS = 'Na een aanvraag zonder plaats komt er nog een met plaats.';
export const meldingDubbel = (aanvraag: string): string => `Aanvraag ${aanvraag} staat meer dan eens in de uitslag.`;
export const meldingVerkeerdePlaats = (aanvraag: string, staat: number, hoort: number): string =>
  `Aanvraag ${aanvraag} staat op plaats ${staat}, maar hoort op plaats ${hoort}.`;
export const meldingNogMeer = (aantal: number): string =>
  aantal === 1
    ? 'En nog 1 aanvraag staat op een verkeerde plaats.'
    : `En nog ${aantal} aanvragen staan op een verkeerde plaats.`;

/**
 * How many wrong places the check names one by one: one added application shifts everyone
 * after it, and a parent is helped by the first few, not by thousands of lines.
 */
export const MAX_GENOEMDE_PLAATSEN = 10;

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex characters (what sha256sum prints). */
export async function sha256Hex(tekst: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(tekst));
  return hex(new Uint8Array(digest));
}

/** A fresh secret zaad: 32 random bytes (256 bits, as strong as the hash) as 64 hex characters. */
export function nieuwZaad(): string {
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The hash published when the window opens: it fixes the zaad without revealing it. */
export function zaadHashVan(zaad: string): Promise<string> {
  return sha256Hex(zaad);
}

/**
 * Code-unit order (plain `<`), never localeCompare: the order must be the same on the server,
 * in every browser and in any other language a sceptic uses, whatever their locale.
 */
const codeEenheden = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The hash published when the window closes: every application id, sorted as text, joined with
 * '\n' without a trailing newline. Sorted, so the order in which the store returned them does
 * not matter.
 */
export function lijstHashVan(aanvragen: readonly string[]): Promise<string> {
  return sha256Hex([...aanvragen].sort(codeEenheden).join('\n'));
}

/** The hash that ranks one application: the lowest goes first. */
export function rangHashVan(zaad: string, lijstHash: string, aanvraag: string): Promise<string> {
  return sha256Hex(`${zaad}:${lijstHash}:${aanvraag}`);
}

/**
 * The applications in draw order: by rang hash ascending; equal hashes (never seen in
 * practice) by id, so the order is total and does not depend on the input order.
 */
export async function lotingVolgorde(zaad: string, lijstHash: string, aanvragen: readonly string[]): Promise<string[]> {
  const gerangd = await Promise.all(
    aanvragen.map(async (aanvraag) => ({ aanvraag, rang: await rangHashVan(zaad, lijstHash, aanvraag) })),
  );
  gerangd.sort((a, b) => codeEenheden(a.rang, b.rang) || codeEenheden(a.aanvraag, b.aanvraag));
  return gerangd.map((r) => r.aanvraag);
}

const dubbeleIn = (aanvragen: readonly string[]): string[] => {
  const gezien = new Set<string>();
  const dubbel = new Set<string>();
  for (const a of aanvragen) {
    if (gezien.has(a)) dubbel.add(a);
    gezien.add(a);
  }
  return [...dubbel];
};

/**
 * The draw: the first `vrijePlaatsen` in draw order are placed, the rest go to the reserve
 * list in that order. A negative number of places means none (the fair is already full).
 * Duplicate ids or an empty zaad are bugs in the caller, not situations to draw around: a
 * duplicate would get two chances, an empty zaad would make the order predictable.
 */
export async function trekLoting(input: {
  zaad: string;
  aanvragen: readonly string[];
  vrijePlaatsen: number;
}): Promise<LotingTrekking> {
  const { zaad, aanvragen } = input;
  if (zaad === '') throw new Error('Loting zonder zaad');
  if (Number.isNaN(input.vrijePlaatsen)) throw new Error('Loting zonder aantal vrije plaatsen');
  const dubbel = dubbeleIn(aanvragen);
  if (dubbel.length > 0) throw new Error(`Aanvraag dubbel in de loting: ${dubbel.join(', ')}`);
  const vrijePlaatsen = Math.max(0, Math.floor(input.vrijePlaatsen));

  const lijstHash = await lijstHashVan(aanvragen);
  const volgorde = await lotingVolgorde(zaad, lijstHash, aanvragen);
  return {
    lijstHash,
    uitslag: volgorde.map((aanvraag, i) => ({ aanvraag, volgorde: i + 1, geplaatst: i < vrijePlaatsen })),
  };
}

/** Hex hashes may be pasted in capitals or with spaces around; the hash itself is the same. */
const normaalHash = (hash: string): string => hash.trim().toLowerCase();

/**
 * What the public check page runs in the browser, on the published zaad, hashes and result:
 * the zaad matches the hash published before the window opened; the result holds exactly the
 * list published when it closed; every application stands at the place the formula gives; and
 * the placed ones are exactly the first ones (nobody without a place is passed over).
 *
 * The ranks are computed with the published lijstHash, as the draw did: a list that does not
 * match it is reported once, and any application added or left out then also shows up as
 * wrong places.
 */
export async function controleerLoting(input: {
  zaad: string;
  zaadHash: string;
  lijstHash: string;
  uitslag: readonly LotingUitslagRegel[];
}): Promise<LotingControle> {
  const { zaad, uitslag } = input;
  const lijstHash = normaalHash(input.lijstHash);
  const fouten: string[] = [];

  if ((await zaadHashVan(zaad)) !== normaalHash(input.zaadHash)) fouten.push(MELDING_ZAAD_PAST_NIET);

  const aanvragen = uitslag.map((r) => r.aanvraag);
  for (const aanvraag of dubbeleIn(aanvragen)) fouten.push(meldingDubbel(aanvraag));
  if ((await lijstHashVan(aanvragen)) !== lijstHash) fouten.push(MELDING_LIJST_PAST_NIET);

  // Each distinct application's place by the formula; a duplicate row is reported above, and
  // every copy of it is measured against the same place.
  const verwacht = new Map<string, number>();
  const volgorde = await lotingVolgorde(zaad, lijstHash, [...new Set(aanvragen)]);
  volgorde.forEach((aanvraag, i) => verwacht.set(aanvraag, i + 1));

  // In the published order, so a parent reads the wrong places from the top of the list down.
  const opPlaats = [...uitslag].sort((a, b) => a.volgorde - b.volgorde);
  let verkeerd = 0;
  for (const regel of opPlaats) {
    const hoort = verwacht.get(regel.aanvraag)!;
    if (regel.volgorde === hoort) continue;
    verkeerd++;
    if (verkeerd <= MAX_GENOEMDE_PLAATSEN) fouten.push(meldingVerkeerdePlaats(regel.aanvraag, regel.volgorde, hoort));
  }
  if (verkeerd > MAX_GENOEMDE_PLAATSEN) fouten.push(meldingNogMeer(verkeerd - MAX_GENOEMDE_PLAATSEN));

  // The placed ones must be a prefix of the published order: otherwise someone was passed over.
  const eersteZonder = opPlaats.findIndex((r) => r.geplaatst !== true);
  if (eersteZonder >= 0 && opPlaats.slice(eersteZonder).some((r) => r.geplaatst === true)) {
    fouten.push(MELDING_PLAATS_NA_GEEN_PLAATS);
  }

  return { klopt: fouten.length === 0, fouten };
}
