/**
 * Erasure: what deleting people takes with it, and the line it leaves in the erasure log,
 * whether the retention rules (bewaren.ts) are due or a person asks for it. The store
 * executes such a plan in one transaction.
 */
import { bewaarPlan, teDoen, type BewaarDeelnemer, type BewaarStap } from './bewaren';
import { isActieveDeelnemer } from './registratie';
import type { Aflevering, BewaarLogRegel, Deelnemer } from './types';

export type { BewaarLogRegel };

/** What an erasure needs of a person it deletes. */
export type WisDeelnemer = Pick<Deelnemer, 'id' | 'nummer' | 'naam' | 'email' | 'actief' | 'afleveringen'>;

export interface WisPlan {
  /** Ids of the persons to delete. */
  verwijderen: string[];
  /** Ids of the persons whose phone number is erased. */
  telefoonWissen: string[];
  /**
   * The addresses whose outbox mails go, as their text holds the person's name and number:
   * those of the deleted persons that no remaining deelnemer has.
   */
  mailsWeg: string[];
  /** How many of the deleted persons counted as active for the current fair. */
  minderActief: number;
  regel: BewaarLogRegel;
}

function wisPlan(
  stappen: Pick<BewaarStap, 'id' | 'nummer' | 'actie'>[],
  weg: WisDeelnemer[],
  blijvendeAdressen: Set<string>,
  reden: BewaarLogRegel['reden'],
  nu: Date,
  huidige: Pick<Aflevering, 'id'> | null,
): WisPlan {
  const met = (actie: BewaarStap['actie']) => stappen.filter((s) => s.actie === actie);
  return {
    verwijderen: met('verwijderen').map((s) => s.id),
    telefoonWissen: met('telefoonWissen').map((s) => s.id),
    mailsWeg: [...new Set(weg.map((d) => d.email))].filter((email) => !blijvendeAdressen.has(email)),
    minderActief: weg.filter((d) => isActieveDeelnemer(d, huidige)).length,
    regel: {
      tijd: nu.toISOString(),
      reden,
      telefoonGewist: met('telefoonWissen').map((s) => s.nummer),
      verwijderd: met('verwijderen').map((s) => s.nummer),
    },
  };
}

/** The retention steps due at `nu` over all deelnemers, as one erasure; null when none is due. */
export function wissingBewaartermijn(
  deelnemers: (BewaarDeelnemer & WisDeelnemer)[],
  graceDagen: number,
  nu: Date,
  huidige: Pick<Aflevering, 'id'> | null,
): WisPlan | null {
  const stappen = teDoen(bewaarPlan(deelnemers, graceDagen), nu);
  if (stappen.length === 0) return null;
  const weg = new Set(stappen.filter((s) => s.actie === 'verwijderen').map((s) => s.id));
  return wisPlan(
    stappen,
    deelnemers.filter((d) => weg.has(d.id)),
    new Set(deelnemers.filter((d) => !weg.has(d.id)).map((d) => d.email)),
    'bewaartermijn',
    nu,
    huidige,
  );
}

/**
 * A person's own request: the person goes, with their mails unless `metZelfdeAdres` (the
 * deelnemers with that address, the person among them or not) holds someone else.
 */
export function wissingOpVerzoek(
  persoon: WisDeelnemer,
  metZelfdeAdres: Pick<Deelnemer, 'id' | 'email'>[],
  nu: Date,
  huidige: Pick<Aflevering, 'id'> | null,
): WisPlan {
  return wisPlan(
    [{ id: persoon.id, nummer: persoon.nummer, actie: 'verwijderen' }],
    [persoon],
    new Set(metZelfdeAdres.filter((d) => d.id !== persoon.id).map((d) => d.email)),
    'op verzoek',
    nu,
    huidige,
  );
}
