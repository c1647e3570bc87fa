/**
 * Money still owed after "Uitbetaald" (issue 50): a seller paid by bank with an amount who was
 * not in the batch (their data erased after closing, so no account to transfer to) is still owed
 * that amount. Computed from what was actually paid, so the list empties only when each of them
 * is paid in cash or another way and the administrator marks it. Pure.
 */
import { conflict } from '../../kern/errors';
import type { Afrekening, Uitbetaald } from './afrekening';

export type AndersBetaaldWijze = 'contant' | 'anders';

/** The administrator's mark that a seller on the list was paid outside the batch: how, who, when, how much. */
export interface AndersBetaald {
  nummer: number;
  bedragCent: number;
  wijze: AndersBetaaldWijze;
  door: string;
  op: string;
}

/** A seller who is still owed their transfer, and how much. */
export interface NogTeBetalen {
  nummer: number;
  bedragCent: number;
}

/** What the bank file pays: how many transfers, and their sum. */
export interface InHetBestand {
  aantal: number;
  bedragCent: number;
}

/**
 * The file's own count and sum, which is less than the settlement's "per bank" when a seller has
 * no account left: what the treasurer checks against the bank and confirms at "Uitbetaald".
 */
export const inHetBestand = (overboekingen: readonly { bedragCent: number }[]): InHetBestand => ({
  aantal: overboekingen.length,
  bedragCent: overboekingen.reduce((som, o) => som + o.bedragCent, 0),
});

export const WIJZE_NAAM: Record<AndersBetaaldWijze, string> = {
  contant: 'contant betaald',
  anders: 'op een andere manier betaald',
};

export const meldingNietTeBetalen = (nummer: number) =>
  `Verkoper ${nummer} staat niet op de lijst van verkopers die nog geld krijgen: niet per bank met een bedrag, al overgemaakt of al als betaald gemarkeerd, of de overboekingen zijn nog niet als uitbetaald gemarkeerd.`;

/**
 * After "Uitbetaald": the sellers of the frozen settlement paid by bank with something to transfer
 * whose number is neither in the batch nor marked as paid another way, by number. Before it:
 * nobody (what is missing from the batch then is overboekingenVan's `zonderRekening`).
 */
export function nogTeBetalen(
  afrekening: Pick<Afrekening, 'verkopers'>,
  uitbetaald: Pick<Uitbetaald, 'overboekingen'> | null,
  andersBetaald: readonly Pick<AndersBetaald, 'nummer'>[],
): NogTeBetalen[] {
  if (!uitbetaald) return [];
  const betaald = new Set([...uitbetaald.overboekingen.map((o) => o.nummer), ...andersBetaald.map((a) => a.nummer)]);
  return afrekening.verkopers
    .filter((v) => v.uitbetaling === 'bank' && v.overmakenCent > 0 && !betaald.has(v.nummer))
    .map((v) => ({ nummer: v.nummer, bedragCent: v.overmakenCent }))
    .sort((a, b) => a.nummer - b.nummer);
}

/**
 * The mark for seller `nummer`, with the amount the list owes them; refused (409) for a seller not
 * on the list, so nobody is marked twice or for money the batch already paid.
 */
export function andersBetaaldMarkering(
  lijst: readonly NogTeBetalen[],
  nummer: number,
  wijze: AndersBetaaldWijze,
  door: string,
  op: Date,
): AndersBetaald {
  const open = lijst.find((t) => t.nummer === nummer);
  if (!open) throw conflict(meldingNietTeBetalen(nummer));
  return { nummer, bedragCent: open.bedragCent, wijze, door, op: op.toISOString() };
}
