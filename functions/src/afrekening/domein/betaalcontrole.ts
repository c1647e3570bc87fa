/**
 * What the treasurer should look at before the bank gets the batch (issue 50): several sellers
 * paid to one account, and a seller paid to the organisation's own account. Either can be right
 * (a family with two seller numbers), so they are warnings, not refusals. Pure; an account is
 * named only masked (kern/iban.ts), never in full.
 */
import { maskeerIban } from '../../kern/iban';
import type { Rekening } from './uitbetaling';

/** '3', '3 en 5', '3, 5 en 7'. */
export function opsomming(nummers: readonly number[]): string {
  const tekst = nummers.map(String);
  return tekst.length <= 1 ? (tekst[0] ?? '') : `${tekst.slice(0, -1).join(', ')} en ${tekst.at(-1)!}`;
}

/** Accounts compare as stored (kern/iban.ts leesIban), but typed ones with spaces or lower case match too. */
const zelfdeIban = (iban: string) => iban.replace(/\s/g, '').toUpperCase();

/** The warnings in Dutch, in a fixed order: shared accounts by their lowest seller number, then the organisation's own. */
export function betaalWaarschuwingen(
  opdrachtgever: Pick<Rekening, 'iban'> | null,
  overboekingen: readonly { verkopersnummer: number; iban: string }[],
): string[] {
  const perIban = new Map<string, number[]>();
  for (const o of overboekingen) {
    const sleutel = zelfdeIban(o.iban);
    perIban.set(sleutel, [...(perIban.get(sleutel) ?? []), o.verkopersnummer]);
  }
  const eigen = opdrachtgever ? zelfdeIban(opdrachtgever.iban) : null;
  const gedeeld = [...perIban]
    .filter(([, nummers]) => nummers.length > 1)
    .map(([iban, nummers]) => ({ iban, nummers: [...nummers].sort((a, b) => a - b) }))
    .sort((a, b) => a.nummers[0]! - b.nummers[0]!)
    .map(
      ({ iban, nummers }) =>
        `Verkopers ${opsomming(nummers)} krijgen hun geld op hetzelfde rekeningnummer (${maskeerIban(iban)}). Controleer of dat klopt voordat je het bestand bij de bank inleest.`,
    );
  const naarEigen = eigen === null ? [] : (perIban.get(eigen) ?? []);
  const eigenRekening =
    naarEigen.length === 0
      ? []
      : [
          `${naarEigen.length === 1 ? 'Verkoper' : 'Verkopers'} ${opsomming([...naarEigen].sort((a, b) => a - b))} ${naarEigen.length === 1 ? 'krijgt' : 'krijgen'} het geld op de rekening van de organisatie zelf (${maskeerIban(eigen!)}). Controleer het rekeningnummer voordat je het bestand bij de bank inleest.`,
        ];
  return [...gedeeld, ...eigenRekening];
}
