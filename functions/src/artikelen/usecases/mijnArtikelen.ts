/**
 * A seller's own items through their personal link (no login): see them, add, change, delete,
 * and download their labels. Every change passes the same guard (artikelen/domein/artikelen.ts
 * wijzigMelding: a fair, the option on, taking part, before the deadline) and the item rules
 * with the fair's settings; the maximum and the number are the store's one transaction.
 */
import { leesArtikelnummer, metCode, type ArtikelInvoer } from '../domein/artikelen';
import { goedDoelVanVerkoper, type MijnArtikelen } from '../domein/overzichten';
import { geldigArtikel, wijzigMelding } from '../domein/controle';
import { standaardAfgeprijsd } from '../domein/halvePrijs';
import { deadlineVan } from '../../kern/deadline';
import { nietGevonden, conflict } from '../../kern/errors';
import { doetMeeAan } from '../../registratie/domein';
import type { Aflevering, Deelnemer } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { ArtikelenDeps } from '../deps';
import { labelsGeprint } from './labelsGeprint';
import { persoonUitLink } from '../../registratie';

type Deps = Poorten<
  ArtikelenDeps,
  | 'leesAfrekeningStaat'
  | 'leesArtikelInstellingen'
  | 'leesArtikelenVanVerkoper'
  | 'leesDeelnemer'
  | 'leesLaatsteAflevering'
  | 'leesLaatsteAfleveringen'
  | 'markeerLabelsGeprint'
  | 'noteerLabelsVanBeurs'
  | 'verwijderArtikel'
  | 'voegArtikelToe'
  | 'wijzigArtikel',
  'privacyTokens' | 'clock'
>;

async function stand(deps: Deps, token: unknown) {
  const deelnemer = await persoonUitLink(deps, token, 'gegevens');
  // The current fair and the one before it (goedDoelNaLaatsteBeurs), in one read.
  const [beurs = null, vorige = null] = await deps.store.leesLaatsteAfleveringen(2);
  const instellingen = await deps.store.leesArtikelInstellingen(beurs?.id ?? '');
  return { deelnemer, beurs, vorige, instellingen };
}

type Stand = Awaited<ReturnType<typeof stand>>;

async function overzicht(deps: Deps, { deelnemer, beurs, vorige, instellingen }: Stand): Promise<MijnArtikelen> {
  const [artikelen, naarGoedDoel] = await Promise.all([
    deps.store.leesArtikelenVanVerkoper(deelnemer.nummer),
    goedDoelNaLaatsteBeurs(deps, deelnemer, [beurs, vorige]),
  ]);
  return {
    verkopersnummer: deelnemer.nummer,
    beurs: beurs && { id: beurs.id, datum: beurs.datum },
    instellingen,
    deadline: beurs && deadlineVan(instellingen, beurs),
    gesloten: wijzigMelding(deps.clock(), deelnemer, beurs, instellingen),
    artikelen: artikelen.map((a) => metCode(a, instellingen.halvePrijs)),
    naarGoedDoel,
  };
}

/**
 * What went to charity at the last fair whose settlement is closed: the current fair once it is
 * closed, else the one before (while the next fair is prepared, the seller still sees what became
 * of their items). From the frozen settlement, so it is exactly the charity lists. A fair the
 * seller did not take part in has nothing of theirs on them, so its settlement is not read.
 */
async function goedDoelNaLaatsteBeurs(
  deps: Deps,
  deelnemer: Deelnemer,
  laatste: (Aflevering | null)[],
): Promise<MijnArtikelen['naarGoedDoel']> {
  for (const beurs of laatste) {
    if (!beurs) continue;
    const gesloten = doetMeeAan(deelnemer, beurs) ? (await deps.store.leesAfrekeningStaat(beurs.id)).gesloten : null;
    if (!gesloten) continue;
    const artikelen = goedDoelVanVerkoper(gesloten.afrekening, deelnemer.nummer);
    return artikelen.length > 0 ? { datum: beurs.datum, artikelen } : null;
  }
  return null;
}

export async function bekijkMijnArtikelen(deps: Deps, token: unknown): Promise<MijnArtikelen> {
  return overzicht(deps, await stand(deps, token));
}

/** The guard of every change: the link's person, and the list open for them now. */
async function magWijzigen(deps: Deps, token: unknown) {
  const s = await stand(deps, token);
  const melding = wijzigMelding(deps.clock(), s.deelnemer, s.beurs, s.instellingen);
  if (melding) throw conflict(melding);
  return { ...s, beurs: s.beurs! };
}

const nummerUit = (tekst: string) => {
  const nummer = leesArtikelnummer(tekst);
  if (nummer === null) throw nietGevonden('Artikel');
  return nummer;
};

export async function voegMijnArtikelToe(deps: Deps, token: unknown, invoer: ArtikelInvoer): Promise<MijnArtikelen> {
  const s = await magWijzigen(deps, token);
  const { deelnemer, beurs, instellingen } = s;
  const artikel = geldigArtikel(invoer, instellingen);
  // Not chosen: the fair's default for new items (yes while halve prijs is off or says so).
  const magAfgeprijsd = artikel.magAfgeprijsd ?? standaardAfgeprijsd(instellingen.halvePrijs);
  await deps.store.voegArtikelToe(
    deelnemer.nummer,
    { ...artikel, magAfgeprijsd },
    {
      afleveringId: beurs.id,
      maxArtikelen: instellingen.maxArtikelen,
      now: deps.clock(),
    },
  );
  return overzicht(deps, s);
}

export async function wijzigMijnArtikel(
  deps: Deps,
  token: unknown,
  artikelnummer: string,
  invoer: ArtikelInvoer,
): Promise<MijnArtikelen> {
  const s = await magWijzigen(deps, token);
  const sleutel = { verkopersnummer: s.deelnemer.nummer, artikelnummer: nummerUit(artikelnummer) };
  await deps.store.wijzigArtikel(sleutel, geldigArtikel(invoer, s.instellingen));
  return overzicht(deps, s);
}

export async function verwijderMijnArtikel(deps: Deps, token: unknown, artikelnummer: string): Promise<MijnArtikelen> {
  const s = await magWijzigen(deps, token);
  const sleutel = { verkopersnummer: s.deelnemer.nummer, artikelnummer: nummerUit(artikelnummer) };
  if (!(await deps.store.verwijderArtikel(sleutel))) throw nietGevonden('Artikel');
  return overzicht(deps, s);
}

/**
 * The seller's labels, also after the deadline and with the option off: printing what is
 * already listed changes nothing.
 */
export async function mijnLabels(
  deps: Deps & Pick<ArtikelenDeps, 'labelsCache'>,
  token: unknown,
  start: number,
): Promise<{ pdf: Uint8Array; verkopersnummer: number }> {
  // The fair's halve prijs decides whether the labels show the ½ (labelToontHalf).
  const { deelnemer, instellingen } = await stand(deps, token);
  const artikelen = (await deps.store.leesArtikelenVanVerkoper(deelnemer.nummer)).map((a) =>
    metCode(a, instellingen.halvePrijs),
  );
  // The fingerprint leaves out what printing itself records, so a reprint of the same labels is a lookup.
  const vingerafdruk = artikelen.map(({ labelAfgeprijsd: _l, nieuwLabelNodig: _n, ...a }) => a);
  const pdf = await deps.labelsCache.pdf(
    { verkopersnummer: deelnemer.nummer, start, artikelen: vingerafdruk },
    async () => {
      // Loaded on first use, not at every cold start of the function: pdf-lib and bwip-js (bench:koude-start).
      const { labelsPdf } = await import('../labels/pdf');
      return labelsPdf(artikelen, { start, titel: `Labels verkoper ${deelnemer.nummer}` });
    },
  );
  // Also when the PDF came from the cache: each download is a sheet that may be printed.
  await labelsGeprint(deps, deelnemer.nummer, artikelen);
  return { pdf, verkopersnummer: deelnemer.nummer };
}
