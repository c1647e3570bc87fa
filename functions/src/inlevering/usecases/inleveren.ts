/**
 * Friday's drop-off: open a seller (their items and states, with every warning), and the
 * organisers' progress. The steps themselves are stappen.ts.
 */
import { metCode, type Artikel } from '../../artikelen/domein';
import { conflict, DomainError } from '../../kern/errors';
import type { Aflevering, Deelnemer } from '../../kern/types';
import { legeInlevering, type Inlevering } from '../domein/inlevering';
import type { Poorten } from '../../platform/poorten';
import type { InleveringDeps } from '../deps';
import { doetMeeAan, isActieveDeelnemer, emailSleutel } from '../../registratie/domein';
import { voornaam, type InleverVerkoper } from '../domein/balie';
import {
  MELDING_GEEN_BEURS,
  MELDING_NIET_BIJ_DEZE_BEURS,
  MELDING_VERKOPER_ONBEKEND,
  WAARSCHUWING_DOET_NIET_MEE,
  WAARSCHUWING_RESERVELIJST,
} from '../domein/meldingen';
import { artikelStatus } from '../domein/status';
import { inleverVoortgang, type InleverVoortgang } from '../domein/voortgang';

type Inleveren = Poorten<
  InleveringDeps,
  | 'leesLaatsteAflevering'
  | 'leesDeelnemerMetNummer'
  | 'leesArtikelenVanVerkoper'
  | 'leesInlevering'
  | 'leesArtikelInstellingen'
  | 'leesAfrekeningStaat'
  | 'leesReservelijst'
>;
type DeBeurs = Poorten<
  InleveringDeps,
  | 'leesLaatsteAflevering'
  | 'leesDeelnemersVan'
  | 'leesArtikelenVoorBeurs'
  | 'leesInleveringen'
  | 'leesArtikelInstellingen'
  | 'leesAfrekeningStaat'
>;

/** The current fair (the latest aflevering): drop-off and pick-up are always for it. */
export async function huidigeBeurs(deps: Poorten<InleveringDeps, 'leesLaatsteAflevering'>): Promise<Aflevering> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) throw conflict(MELDING_GEEN_BEURS);
  return beurs;
}

/** The seller with this number, or a clear 404. */
export async function verkoperMetNummer(deps: Poorten<InleveringDeps, 'leesDeelnemerMetNummer'>, nummer: number) {
  const deelnemer = await deps.store.leesDeelnemerMetNummer(nummer);
  if (!deelnemer) throw new DomainError('niet-gevonden', MELDING_VERKOPER_ONBEKEND(nummer));
  return deelnemer;
}

/**
 * The seller as the drop-off desk sees them. A desk (`alsBalie`) opens only the fair's sellers
 * (issue 38: a leaked link reads nobody else); the administrator opens anyone, with a warning.
 */
export async function verkoperBijInleveren(
  deps: Inleveren,
  nummer: number,
  alsBalie = false,
): Promise<InleverVerkoper> {
  const beurs = await huidigeBeurs(deps);
  const deelnemer = await verkoperMetNummer(deps, nummer);
  if (alsBalie && !isActieveDeelnemer(deelnemer, beurs)) {
    throw new DomainError('niet-gevonden', MELDING_NIET_BIJ_DEZE_BEURS(nummer));
  }
  const [artikelen, inlevering, instellingen, staat] = await Promise.all([
    deps.store.leesArtikelenVanVerkoper(nummer),
    deps.store.leesInlevering(beurs.id, nummer),
    deps.store.leesArtikelInstellingen(beurs.id),
    deps.store.leesAfrekeningStaat(beurs.id),
  ]);
  const waarschuwingen: string[] = [];
  if (!doetMeeAan(deelnemer, beurs) || !isActieveDeelnemer(deelnemer, beurs)) {
    const sleutel = emailSleutel(deelnemer.email);
    const wacht = (await deps.store.leesReservelijst()).some(
      (p) => p.afleveringId === beurs.id && emailSleutel(p.email) === sleutel,
    );
    waarschuwingen.push(wacht ? WAARSCHUWING_RESERVELIJST(nummer) : WAARSCHUWING_DOET_NIET_MEE(nummer));
  }
  return inleverKaart(deelnemer, artikelen, inlevering, beurs, {
    waarschuwingen,
    retourBijInleveren: staat.retourBijAfgifte.includes(nummer),
    maxArtikelen: instellingen.maxArtikelen,
    afrekeningGesloten: staat.gesloten !== null,
  });
}

/** A seller as the drop-off desk shows them: number, first name, items and their states. */
function inleverKaart(
  deelnemer: Pick<Deelnemer, 'nummer' | 'naam'>,
  artikelen: readonly Artikel[],
  inlevering: Inlevering,
  beurs: Aflevering,
  rest: Pick<InleverVerkoper, 'waarschuwingen' | 'retourBijInleveren' | 'maxArtikelen' | 'afrekeningGesloten'>,
): InleverVerkoper {
  return {
    nummer: deelnemer.nummer,
    voornaam: voornaam(deelnemer.naam),
    artikelen: artikelen.map((a) => {
      // Only the code and the room are read here, not what a label printed now would show.
      const { artikelnummer, code, omschrijving, soort, maat, prijsCent, retour, ruimte } = metCode(a, null);
      return {
        artikelnummer,
        code,
        omschrijving,
        soort,
        maat,
        prijsCent,
        retour,
        ruimte,
        status: artikelStatus(a, inlevering, beurs.id),
      };
    }),
    inlevering,
    ...rest,
  };
}

/**
 * Every seller of the fair as the drop-off desk shows them (issue 38), for the desk's device to
 * keep: on the school's Wi-Fi the next seller in the queue opens without a network too. Only
 * who takes part, and only what a desk sees (numbers, first names, items and their states).
 */
export async function verkopersBijInleveren(deps: DeBeurs): Promise<InleverVerkoper[]> {
  const beurs = await huidigeBeurs(deps);
  const [deelnemers, artikelen, inleveringen, instellingen, staat] = await Promise.all([
    deps.store.leesDeelnemersVan(beurs.id),
    deps.store.leesArtikelenVoorBeurs(beurs.id),
    deps.store.leesInleveringen(beurs.id),
    deps.store.leesArtikelInstellingen(beurs.id),
    deps.store.leesAfrekeningStaat(beurs.id),
  ]);
  // As one seller's card: what is still theirs (artikelen/store/port.ts leesArtikelenVanVerkoper).
  const perVerkoper = new Map<number, Artikel[]>();
  for (const a of artikelen) {
    if (a.verkochtIn !== null || a.goedDoelIn !== null) continue;
    perVerkoper.set(a.verkopersnummer, [...(perVerkoper.get(a.verkopersnummer) ?? []), a]);
  }
  const inleveringVan = new Map(inleveringen.map((i) => [i.verkopersnummer, i]));
  const rest = {
    waarschuwingen: [],
    maxArtikelen: instellingen.maxArtikelen,
    afrekeningGesloten: staat.gesloten !== null,
  };
  return deelnemers
    .filter((d) => isActieveDeelnemer(d, beurs))
    .sort((a, b) => a.nummer - b.nummer)
    .map((d) =>
      inleverKaart(
        d,
        perVerkoper.get(d.nummer) ?? [],
        inleveringVan.get(d.nummer) ?? legeInlevering(beurs.id, d.nummer),
        beurs,
        {
          ...rest,
          retourBijInleveren: staat.retourBijAfgifte.includes(d.nummer),
        },
      ),
    );
}

/** Friday evening's progress: who handed in, and what lies in each room and size group. */
export async function bekijkInleverVoortgang(
  deps: Poorten<
    InleveringDeps,
    'leesLaatsteAflevering' | 'leesDeelnemersVan' | 'leesArtikelenVoorBeurs' | 'leesInleveringen'
  >,
): Promise<InleverVoortgang> {
  const beurs = await huidigeBeurs(deps);
  const [deelnemers, artikelen, inleveringen] = await Promise.all([
    deps.store.leesDeelnemersVan(beurs.id),
    deps.store.leesArtikelenVoorBeurs(beurs.id),
    deps.store.leesInleveringen(beurs.id),
  ]);
  const doetMee = deelnemers.filter((d) => isActieveDeelnemer(d, beurs)).map((d) => d.nummer);
  return inleverVoortgang(doetMee, artikelen, inleveringen);
}
