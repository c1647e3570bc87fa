/**
 * The settlement of the current fair (afrekening/domein/afrekening.ts): gathering its inputs from the
 * store, what the administrator records, closing it, and the seller's own view.
 */
import {
  berekenAfrekening,
  type Afrekening,
  type AfrekeningBeurs,
  type AfrekeningOverzicht,
  type EigenAfrekening,
} from '../domein/afrekening';
import { MELDING_AFREKENING_ZONDER_BEURS } from '../domein/weergave';
import { goedDoelSleutels } from '../domein/paklijsten';
import {
  BESLUIT_NAAM,
  controleerBesluit,
  controleerNakijken,
  isOpen,
  NAKIJK_UITLEG,
  regelSleutel,
  type NakijkSoort,
  type RegelBesluitSoort,
} from '../domein/nakijken';
import {
  afrekenInvoer,
  MELDING_AFREKENING_VERANDERD,
  MELDING_BONNEN_VERANDERD,
  type AfrekenBronnen,
  type AfrekenInvoer,
} from '../domein/invoer';
import { DomainError, nietGevonden, conflict } from '../../kern/errors';
import type { Aflevering } from '../../kern/types';
import { mijnVerkopen, type MijnVerkopen } from '../domein/mijn-verkopen';
import type { Poorten } from '../../platform/poorten';
import type { AfrekeningDeps } from '../deps';
import { persoonUitLink } from '../../registratie';
import { voorPenningmeester, type VoorPenningmeester } from './nabetalen';

/** What computing the settlement reads: the fair, and its inputs and records as stored. */
export type AfrekeningLezen = Poorten<
  AfrekeningDeps,
  | 'leesActueleAfrekening'
  | 'leesAfrekenBronnen'
  | 'leesAfrekeningStaat'
  | 'leesLaatsteAflevering'
  | 'leesLaatsteAfleveringen'
>;
type Deps = AfrekeningLezen;

const beursVan = ({ id, volgnummer, datum }: Aflevering): AfrekeningBeurs => ({ id, volgnummer, datum });

async function huidigeBeurs(deps: Deps): Promise<Aflevering> {
  const laatste = await deps.store.leesLaatsteAflevering();
  if (!laatste) throw conflict(MELDING_AFREKENING_ZONDER_BEURS);
  return laatste;
}

/**
 * The settlement's input for `beurs` as its data stands now: read by the store's one reader of
 * its inputs, which closing reads again (AfrekeningStore.leesAfrekenBronnen).
 */
async function grondslag(deps: Deps, beurs: Aflevering): Promise<AfrekenInvoer> {
  return afrekenInvoer(await deps.store.leesAfrekenBronnen(beurs.id));
}

/** The one computing of the settlement from what the store holds (the store may keep its result). */
const berekenUit = (bronnen: AfrekenBronnen) => berekenAfrekening(afrekenInvoer(bronnen));

/**
 * The settlement of `beurs` as its data stands now (not the frozen one). The store may answer
 * what it computed at an earlier view, only while none of its inputs changed (issue 55).
 */
async function bereken(deps: Deps, beurs: Aflevering): Promise<Afrekening> {
  return deps.store.leesActueleAfrekening(beurs.id, berekenUit);
}

/** The frozen settlement once closed, else the live one. */
async function afrekeningVan(deps: Deps, beurs: Aflevering) {
  const staat = await deps.store.leesAfrekeningStaat(beurs.id);
  return staat.gesloten
    ? { afrekening: staat.gesloten.afrekening, geslotenOp: staat.gesloten.op, staat }
    : { afrekening: await bereken(deps, beurs), geslotenOp: null, staat };
}

export async function bekijkAfrekening(deps: Deps): Promise<AfrekeningOverzicht> {
  // The current fair and the one before it, whose totals the page shows beside.
  const [beurs, vorigeBeurs = null] = await deps.store.leesLaatsteAfleveringen(2);
  if (!beurs) throw conflict(MELDING_AFREKENING_ZONDER_BEURS);
  const [huidig, vorig] = await Promise.all([
    afrekeningVan(deps, beurs),
    vorigeBeurs ? afrekeningVan(deps, vorigeBeurs) : null,
  ]);
  return {
    uitbetaald: huidig.staat.uitbetaald,
    beurs: beursVan(beurs),
    geslotenOp: huidig.geslotenOp,
    afrekening: huidig.afrekening,
    retourBijAfgifte: huidig.staat.retourBijAfgifte,
    vorige:
      vorigeBeurs && vorig
        ? { beurs: beursVan(vorigeBeurs), totalen: vorig.afrekening.totalen, grafiek: vorig.afrekening.grafiek }
        : null,
  };
}

/**
 * The administrator's /afrekening: the overview, and for the treasurer the sellers paid by bank
 * still owed money the bank file does not pay, who was paid another way, and the warnings before
 * the export (issue 50, usecases/nabetalen.ts). Numbers, amounts and masked accounts only.
 */
export async function bekijkAfrekeningVoorBeheer(
  deps: Deps & Poorten<AfrekeningDeps, 'leesBankgegevens' | 'leesBankrekening' | 'leesRekeningBijAfsluiten'>,
): Promise<AfrekeningOverzicht & VoorPenningmeester> {
  const overzicht = await bekijkAfrekening(deps);
  return { ...overzicht, ...(await voorPenningmeester(deps, overzicht)) };
}

/** The current fair's settlement alone (for the CSV and the PDFs). */
export async function huidigeAfrekening(deps: Deps): Promise<{ beurs: AfrekeningBeurs; afrekening: Afrekening }> {
  const beurs = await huidigeBeurs(deps);
  return { beurs: beursVan(beurs), afrekening: (await afrekeningVan(deps, beurs)).afrekening };
}

export async function zetRetourBijAfgifte(
  deps: Deps & Poorten<AfrekeningDeps, 'zetRetourBijAfgifte'>,
  verkopersnummer: number,
  retour: boolean,
) {
  const beurs = await huidigeBeurs(deps);
  return deps.store.zetRetourBijAfgifte(beurs.id, verkopersnummer, retour);
}

export async function zetGeteld(
  deps: Deps & Poorten<AfrekeningDeps, 'leesKassas' | 'zetGeteld'>,
  kassaId: string,
  cent: number | null,
) {
  const beurs = await huidigeBeurs(deps);
  if (!(await deps.store.leesKassas(beurs.id)).some((k) => k.id === kassaId)) throw nietGevonden('Kassa');
  return deps.store.zetGeteld(beurs.id, kassaId, cent);
}

/**
 * The administrator's decision on one receipt line of the current fair (Nakijken on
 * /afrekening, or voiding one line of a receipt on /kassa), or null to take it back. Only a
 * decision that fits the line is taken (domain: besluitenVoor); voiding needs a reason.
 */
export async function besluitOverRegel(
  deps: Deps & Poorten<AfrekeningDeps, 'zetRegelBesluit', 'clock' | 'log'>,
  sleutel: { bonId: string; regel: number },
  keuze: { besluit: RegelBesluitSoort | null; reden: string },
  door: string,
) {
  const beurs = await huidigeBeurs(deps);
  const invoer = await grondslag(deps, beurs);
  const bon = invoer.bonnen.find((b) => b.id === sleutel.bonId);
  if (!bon) throw nietGevonden('Bon');
  if (bon.geannuleerd) throw conflict('Deze bon is geannuleerd; er valt niets meer over te beslissen');
  if (sleutel.regel >= bon.regels.length) throw nietGevonden('Regel');
  if (keuze.besluit !== null) {
    // The line as it stands now: under Nakijken (and why), or not (then it can only be voided).
    const punt = berekenAfrekening({ ...invoer, besluiten: [] }).nakijken.find(
      (p) => regelSleutel(p.bonId, p.regel) === regelSleutel(sleutel.bonId, sleutel.regel),
    );
    controleerBesluit(punt?.soort ?? null, { besluit: keuze.besluit, reden: keuze.reden });
  }
  const besluit =
    keuze.besluit === null
      ? null
      : { ...sleutel, besluit: keuze.besluit, reden: keuze.reden, door, op: deps.clock().toISOString() };
  const staat = await deps.store.zetRegelBesluit(beurs.id, sleutel, besluit);
  deps.log(
    `Regel ${sleutel.regel + 1} van bon ${sleutel.bonId}: ${keuze.besluit === null ? 'besluit teruggenomen' : BESLUIT_NAAM[keuze.besluit]} door ${door}`,
  );
  return staat;
}

/**
 * One decision for every line of one kind under Nakijken that waits for one (after a desk sent
 * many wrong lines, deciding one by one is no way to close a settlement). Lines already decided
 * keep their decision.
 */
export async function besluitOverAlle(
  deps: Deps & Poorten<AfrekeningDeps, 'zetRegelBesluiten', 'clock' | 'log'>,
  soort: NakijkSoort,
  keuze: { besluit: RegelBesluitSoort; reden: string },
  door: string,
): Promise<{ aantal: number }> {
  controleerBesluit(soort, keuze);
  const beurs = await huidigeBeurs(deps);
  const open = berekenAfrekening(await grondslag(deps, beurs)).nakijken.filter((p) => p.soort === soort && isOpen(p));
  if (open.length === 0) throw conflict('Er wachten geen regels van deze soort op een besluit');
  const op = deps.clock().toISOString();
  await deps.store.zetRegelBesluiten(
    beurs.id,
    open.map((p) => ({ bonId: p.bonId, regel: p.regel, besluit: keuze.besluit, reden: keuze.reden, door, op })),
  );
  deps.log(`${open.length} regels "${NAKIJK_UITLEG[soort]}": ${BESLUIT_NAAM[keuze.besluit]} door ${door}`);
  return { aantal: open.length };
}

/**
 * Receipts may arrive, and the administrator (or a second one) may mark or count, while it is
 * computed; the store then refuses and it is computed again, now with them.
 */
const POGINGEN = 3;

/**
 * Closes the current fair's settlement: computed, then frozen in one store transaction that
 * checks nothing it was computed from changed meanwhile. Then the sold items are marked sold at this fair
 * and the charity lists' items given to charity (artikelen/domein/artikelen.ts), so neither is on offer at the
 * next one (returned items are); that marking is idempotent.
 */
export async function sluitAfrekening(
  deps: Deps & Poorten<AfrekeningDeps, 'markeerGoedDoel' | 'markeerVerkocht' | 'sluitAfrekening', 'clock' | 'log'>,
) {
  const beurs = await huidigeBeurs(deps);
  for (let poging = 1; ; poging++) {
    const invoer = await grondslag(deps, beurs);
    const afrekening = berekenAfrekening(invoer);
    // Every line under Nakijken needs a decision first; the store's check that nothing changed
    // since this computing also covers a receipt with a new question arriving meanwhile.
    controleerNakijken(afrekening);
    try {
      const staat = await deps.store.sluitAfrekening(beurs.id, { afrekening, grondslag: invoer }, deps.clock());
      const sleutels = afrekening.verkopers.flatMap((v) =>
        v.verkochteArtikelen.flatMap((a) =>
          a.artikelnummer === null ? [] : [{ verkopersnummer: v.nummer, artikelnummer: a.artikelnummer }],
        ),
      );
      await deps.store.markeerVerkocht(beurs.id, sleutels);
      await deps.store.markeerGoedDoel(beurs.id, goedDoelSleutels(afrekening));
      deps.log(`Afrekening van beurs ${beurs.volgnummer} afgesloten: ${afrekening.totalen.verkopers} verkopers`);
      return staat;
    } catch (error) {
      const opnieuw =
        error instanceof DomainError &&
        (error.message === MELDING_BONNEN_VERANDERD || error.message === MELDING_AFREKENING_VERANDERD);
      if (!opnieuw || poging === POGINGEN) throw error;
    }
  }
}

const GOED_DOEL_NAGELOPEN = 'goedDoelNagelopen';

/**
 * Settlements closed before charity items were marked gave their unsold items away without
 * saying so, and those items came back on the sellers' lists. Once per database, at the start,
 * every closed settlement's charity lists are marked (markeerGoedDoel skips what was sold or
 * marked since); the meta flag saves the reads on later starts.
 */
export async function markeerEerderGoedDoel(
  deps: Poorten<
    AfrekeningDeps,
    'leesAfleveringen' | 'leesAfrekeningStaat' | 'leesMeta' | 'markeerGoedDoel' | 'zetMeta',
    'log'
  >,
): Promise<number> {
  const { store } = deps;
  if ((await store.leesMeta(GOED_DOEL_NAGELOPEN)) !== null) return 0;
  let aantal = 0;
  for (const beurs of (await store.leesAfleveringen()).sort((a, b) => a.volgnummer - b.volgnummer)) {
    const gesloten = (await store.leesAfrekeningStaat(beurs.id)).gesloten;
    if (gesloten) aantal += await store.markeerGoedDoel(beurs.id, goedDoelSleutels(gesloten.afrekening));
  }
  await store.zetMeta(GOED_DOEL_NAGELOPEN, 'klaar');
  if (aantal > 0) deps.log(`${aantal} artikel(en) van eerder afgesloten beurzen gemarkeerd als naar een goed doel.`);
  return aantal;
}

/** A seller's own settlement through their personal link, once the fair's settlement is closed. */
export async function bekijkEigenAfrekening(
  deps: Poorten<
    AfrekeningDeps,
    | 'leesAfrekeningInstellingen'
    | 'leesAfrekeningStaat'
    | 'leesArtikel'
    | 'leesArtikelInstellingen'
    | 'leesBonnen'
    | 'leesDeelnemer'
    | 'leesLaatsteAflevering',
    'privacyTokens'
  >,
  token: unknown,
): Promise<EigenAfrekening> {
  const deelnemer = await persoonUitLink(deps, token, 'gegevens');
  const beurs = await deps.store.leesLaatsteAflevering();
  const staat = beurs ? await deps.store.leesAfrekeningStaat(beurs.id) : null;
  const verkoper = staat?.gesloten?.afrekening.verkopers.find((v) => v.nummer === deelnemer.nummer);
  if (!beurs || !staat?.gesloten || !verkoper) {
    return {
      status: 'nog-niet',
      datum: beurs?.datum ?? null,
      verkopen: await verkopenTotNu(deps, beurs, deelnemer.nummer),
    };
  }
  return { status: 'klaar', datum: beurs.datum, verkoper, instellingen: staat.gesloten.afrekening.instellingen };
}

/** "Mijn verkopen" while the fair is on: the seller's lines on the receipts so far, unless turned off. */
async function verkopenTotNu(
  deps: Poorten<
    AfrekeningDeps,
    'leesAfrekeningInstellingen' | 'leesAfrekeningStaat' | 'leesArtikel' | 'leesArtikelInstellingen' | 'leesBonnen'
  >,
  beurs: Aflevering | null,
  nummer: number,
): Promise<MijnVerkopen | null> {
  if (!beurs || !(await deps.store.leesArtikelInstellingen(beurs.id)).mijnVerkopen) return null;
  const [bonnen, staat, instellingen] = await Promise.all([
    deps.store.leesBonnen(beurs.id),
    deps.store.leesAfrekeningStaat(beurs.id),
    deps.store.leesAfrekeningInstellingen(),
  ]);
  const nummers = [
    ...new Set(
      bonnen.flatMap((b) =>
        b.regels.flatMap((r) => (r.verkopersnummer === nummer && r.artikelnummer !== null ? [r.artikelnummer] : [])),
      ),
    ),
  ];
  const artikelen = await Promise.all(
    nummers.map((n) => deps.store.leesArtikel({ verkopersnummer: nummer, artikelnummer: n })),
  );
  const omschrijving = new Map(artikelen.flatMap((a) => (a ? [[a.artikelnummer, a.omschrijving] as const] : [])));
  return mijnVerkopen(nummer, bonnen, staat.besluiten, (n) => omschrijving.get(n), instellingen.commissiePercentage);
}
