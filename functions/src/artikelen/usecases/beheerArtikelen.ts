/**
 * The administrator's items of the current fair: the settings ('Artikelen online invoeren' and
 * the rules), per seller the count and total, one seller's list and labels, and the CSV.
 */
import { metCode } from '../domein/artikelen';
import { wijzigMelding } from '../domein/controle';
import { type ArtikelInstellingen } from '../domein/instellingen';
import { type ArtikelenOverzicht, type ArtikelTelling, type VerkoperArtikelen } from '../domein/overzichten';
import { deadlineVan } from '../../kern/deadline';
import { nietGevonden, conflict } from '../../kern/errors';
import { doetMeeAan, isBeschermd } from '../../registratie/domein';
import type { Aflevering } from '../../kern/types';
import { artikelenMail } from '../../mail';
import { artikelenLink } from '../../registratie';
import type { Poorten } from '../../platform/poorten';
import type { ArtikelenDeps } from '../deps';
import { labelsGeprint } from './labelsGeprint';

type Deps = Poorten<
  ArtikelenDeps,
  | 'leesArtikelInstellingen'
  | 'leesArtikelenVanVerkoper'
  | 'leesArtikelenVoorBeurs'
  | 'leesDeelnemerMetNummer'
  | 'leesDeelnemersVan'
  | 'leesLaatsteAflevering'
  | 'markeerLabelsGeprint'
  | 'noteerLabelsVanBeurs'
>;

const MELDING_EERST_BEURS = 'Voeg eerst een aflevering toe: de instellingen voor artikelen gelden per beurs.';

async function huidige(deps: Deps): Promise<Aflevering> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) throw conflict(MELDING_EERST_BEURS);
  return beurs;
}

/**
 * Saves the rules; switching item entry on mails every seller who can now enter items their
 * personal link, once per fair (the store marks who had it). Only the switch itself mails: a
 * seller who registers later finds the link in the confirmation (registratie/usecases/bevestiging.ts).
 */
export async function bewaarArtikelInstellingen(
  deps: Deps &
    Poorten<
      ArtikelenDeps,
      'bewaarArtikelInstellingen' | 'mailArtikelLinks',
      'clock' | 'mailContext' | 'privacyTokens' | 'mailQueued'
    >,
  instellingen: ArtikelInstellingen,
) {
  const beurs = await huidige(deps);
  const vorige = await deps.store.leesArtikelInstellingen(beurs.id);
  const bewaard = await deps.store.bewaarArtikelInstellingen(beurs.id, instellingen);
  const deadline = deadlineVan(bewaard, beurs);
  if (bewaard.onlineInvoeren && !vorige.onlineInvoeren) {
    const [context, tokens] = await Promise.all([deps.mailContext(), deps.privacyTokens()]);
    const now = deps.clock();
    const aantal = await deps.store.mailArtikelLinks(beurs.id, {
      now,
      wie: (d) => !isBeschermd(d) && wijzigMelding(now, d, beurs, bewaard) === null,
      mail: (d) =>
        artikelenMail(d, context, { link: artikelenLink(context.publicUrl, tokens.maak(d.id, 'gegevens')), deadline }),
    });
    if (aantal > 0) deps.mailQueued();
  }
  return { instellingen: bewaard, deadline };
}

export async function artikelenOverzicht(deps: Deps): Promise<ArtikelenOverzicht> {
  const beurs = await deps.store.leesLaatsteAflevering();
  const instellingen = await deps.store.leesArtikelInstellingen(beurs?.id ?? '');
  if (!beurs) return { beurs: null, instellingen, deadline: null, verkopers: [], aantal: 0, totaalCent: 0 };
  const [deelnemers, artikelen] = await Promise.all([
    deps.store.leesDeelnemersVan(beurs.id),
    deps.store.leesArtikelenVoorBeurs(beurs.id),
  ]);
  const tellingen = new Map<number, ArtikelTelling>(
    deelnemers
      .filter((d) => doetMeeAan(d, beurs) && !isBeschermd(d))
      .map((d) => [d.nummer, { nummer: d.nummer, naam: d.naam, aantal: 0, totaalCent: 0, retour: 0 }]),
  );
  for (const a of artikelen) {
    const t = tellingen.get(a.verkopersnummer);
    if (!t) continue;
    t.aantal++;
    t.totaalCent += a.prijsCent;
    if (a.retour) t.retour++;
  }
  const verkopers = [...tellingen.values()].sort((a, b) => a.nummer - b.nummer);
  return {
    beurs: { id: beurs.id, datum: beurs.datum },
    instellingen,
    deadline: deadlineVan(instellingen, beurs),
    verkopers,
    aantal: verkopers.reduce((som, v) => som + v.aantal, 0),
    totaalCent: verkopers.reduce((som, v) => som + v.totaalCent, 0),
  };
}

/** The current fair's halve prijs (null: off, or no fair yet), which decides a label's ½. */
async function halvePrijsNu(deps: Deps) {
  const beurs = await deps.store.leesLaatsteAflevering();
  return beurs ? (await deps.store.leesArtikelInstellingen(beurs.id)).halvePrijs : null;
}

export async function artikelenVanVerkoper(deps: Deps, nummer: number): Promise<VerkoperArtikelen> {
  const deelnemer = await deps.store.leesDeelnemerMetNummer(nummer);
  if (!deelnemer) throw nietGevonden('Verkoper');
  const [artikelen, halvePrijs] = await Promise.all([deps.store.leesArtikelenVanVerkoper(nummer), halvePrijsNu(deps)]);
  return { nummer, naam: deelnemer.naam, artikelen: artikelen.map((a) => metCode(a, halvePrijs)) };
}

export async function labelsVanVerkoper(deps: Deps, nummer: number, start: number): Promise<Uint8Array> {
  const { artikelen } = await artikelenVanVerkoper(deps, nummer);
  // Loaded on first use, not at every cold start of the function (bench:koude-start).
  const { labelsPdf } = await import('../labels/pdf');
  const pdf = await labelsPdf(artikelen, { start, titel: `Labels verkoper ${nummer}` });
  await labelsGeprint(deps, nummer, artikelen);
  return pdf;
}

/** Every item on offer at the current fair, for the CSV. */
export async function alleArtikelen(deps: Deps) {
  const beurs = await huidige(deps);
  const [artikelen, instellingen] = await Promise.all([
    deps.store.leesArtikelenVoorBeurs(beurs.id),
    deps.store.leesArtikelInstellingen(beurs.id),
  ]);
  return { beurs, artikelen: artikelen.map((a) => metCode(a, instellingen.halvePrijs)) };
}
