/**
 * The pick-up after the settlement is closed: a seller's envelope and the items to hand back,
 * from the frozen settlement; who is left; and at the end, what was not collected goes to
 * charity (SPEC.md: items not collected go to charity).
 */
import { artikelcode } from '../../artikelen/domein';
import { type VerkoperAfrekening, envelopTekst } from '../../afrekening/domein';
import { euro } from '../../kern/geld';
import { conflict, DomainError } from '../../kern/errors';
import type { Poorten } from '../../platform/poorten';
import type { InleveringDeps } from '../deps';
import type { OphaalVerkoper } from '../domein/balie';
import { legeInlevering, type Inlevering } from '../domein/inlevering';
import { MELDING_NOG_NIET_GESLOTEN, MELDING_OPHALEN_AFGESLOTEN } from '../domein/meldingen';
import { heeftIetsOpTeHalen, ophaalGeld, ophaalVoortgang, type OphaalVoortgang } from '../domein/voortgang';
import { huidigeBeurs, verkoperMetNummer } from './inleveren';

/** Every pick-up use case reads the current fair and its closed settlement. */
type Gesloten = 'leesLaatsteAflevering' | 'leesAfrekeningStaat';

export const MELDING_NIETS_OP_TE_HALEN = (nummer: number) =>
  `Verkoper ${nummer} heeft bij deze beurs niets verkocht en niets terug te krijgen.`;

/** The closed settlement of the current fair; pick-up needs it. */
export async function geslotenAfrekening(deps: Poorten<InleveringDeps, Gesloten>) {
  const beurs = await huidigeBeurs(deps);
  const staat = await deps.store.leesAfrekeningStaat(beurs.id);
  if (!staat.gesloten) throw conflict(MELDING_NOG_NIET_GESLOTEN);
  return { beurs, afrekening: staat.gesloten.afrekening };
}

/** The items the frozen settlement hands back to this seller. */
export const terugTeGeven = (v: Pick<VerkoperAfrekening, 'terug'> | undefined) =>
  (v?.terug ?? []).map((a) => a.artikelnummer);

/** Paid by bank with something to transfer, and owing nothing (issue 36). */
export function ophaalKaart(v: VerkoperAfrekening, inlevering: Inlevering): OphaalVerkoper {
  const geld = ophaalGeld(v);
  return {
    ...geld,
    envelop: geld.overmaken ? `Wordt overgemaakt ${euro(geld.overmakenCent)}` : `Envelop ${envelopTekst(v)}`,
    verkocht: v.verkocht,
    artikelen: v.terug.map((a) => ({
      ...a,
      code: artikelcode({ verkopersnummer: v.nummer, artikelnummer: a.artikelnummer }),
      status: inlevering.terug.includes(a.artikelnummer)
        ? 'terug'
        : inlevering.vermist.includes(a.artikelnummer)
          ? 'vermist'
          : 'klaar',
    })),
    goedDoel: v.goedDoel.length,
    inlevering,
  };
}

/**
 * The seller as the pick-up desk sees them. After "rest naar goed doel" a desk is told that
 * pick-up is closed for them (issue 38); the administrator still opens them for a late pick-up.
 */
export async function verkoperBijOphalen(
  deps: Poorten<InleveringDeps, Gesloten | 'leesDeelnemerMetNummer' | 'leesInlevering'>,
  nummer: number,
  alsBalie = false,
): Promise<OphaalVerkoper> {
  const { beurs, afrekening } = await geslotenAfrekening(deps);
  await verkoperMetNummer(deps, nummer);
  const verkoper = afrekening.verkopers.find((v) => v.nummer === nummer);
  if (!verkoper) throw new DomainError('niet-gevonden', MELDING_NIETS_OP_TE_HALEN(nummer));
  const inlevering = await deps.store.leesInlevering(beurs.id, nummer);
  if (alsBalie && inlevering.nietOpgehaald && !inlevering.opgehaald) throw conflict(MELDING_OPHALEN_AFGESLOTEN);
  return ophaalKaart(verkoper, inlevering);
}

/**
 * Every seller with something to collect, as the pick-up desk shows them (issue 38), for the
 * desk's device to keep offline. A desk does not get who was recorded as not collected.
 */
export async function verkopersBijOphalen(
  deps: Poorten<InleveringDeps, Gesloten | 'leesInleveringen'>,
  alsBalie = false,
): Promise<OphaalVerkoper[]> {
  const { beurs, afrekening } = await geslotenAfrekening(deps);
  const inleveringen = new Map((await deps.store.leesInleveringen(beurs.id)).map((i) => [i.verkopersnummer, i]));
  return afrekening.verkopers
    .filter(heeftIetsOpTeHalen)
    .map((v) => ophaalKaart(v, inleveringen.get(v.nummer) ?? legeInlevering(beurs.id, v.nummer)))
    .filter((k) => !alsBalie || !k.inlevering.nietOpgehaald || k.inlevering.opgehaald)
    .sort((a, b) => a.nummer - b.nummer);
}

export async function bekijkOphaalVoortgang(
  deps: Poorten<InleveringDeps, Gesloten | 'leesInleveringen'>,
): Promise<OphaalVoortgang> {
  const { beurs, afrekening } = await geslotenAfrekening(deps);
  return ophaalVoortgang(afrekening.verkopers, await deps.store.leesInleveringen(beurs.id));
}

/**
 * The end of pick-up: every seller not yet collected is recorded as not collected, and their
 * items still to hand back go to charity (marked so, not on offer at the next fair). Their
 * envelopes stay with the organisation, which the list below says.
 */
export async function restNaarGoedDoel(
  deps: Poorten<
    InleveringDeps,
    Gesloten | 'leesInleveringen' | 'markeerNietOpgehaald' | 'markeerGoedDoel',
    'clock' | 'log'
  >,
  door: string,
) {
  const { beurs, afrekening } = await geslotenAfrekening(deps);
  const voortgang = ophaalVoortgang(afrekening.verkopers, await deps.store.leesInleveringen(beurs.id));
  const nummers = voortgang.nogNiet.map((n) => n.nummer);
  const gemarkeerd = await deps.store.markeerNietOpgehaald(beurs.id, nummers, door, deps.clock());
  const inleveringen = new Map((await deps.store.leesInleveringen(beurs.id)).map((i) => [i.verkopersnummer, i]));
  const sleutels = gemarkeerd.flatMap((nummer) => {
    const i = inleveringen.get(nummer);
    const weg = new Set([...(i?.terug ?? []), ...(i?.vermist ?? [])]);
    return terugTeGeven(afrekening.verkopers.find((v) => v.nummer === nummer))
      .filter((a) => !weg.has(a))
      .map((artikelnummer) => ({ verkopersnummer: nummer, artikelnummer }));
  });
  const artikelen = await deps.store.markeerGoedDoel(beurs.id, sleutels);
  deps.log(
    `Ophalen afgesloten door ${door}: ${gemarkeerd.length} verkoper(s) niet opgehaald, ${artikelen} artikel(en) naar een goed doel`,
  );
  return { verkopers: gemarkeerd.length, artikelen, voortgang: await bekijkOphaalVoortgang(deps) };
}
