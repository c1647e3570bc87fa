/**
 * Confirming your place (issue 53; the rules in registratie/domein/bevestigen.ts): the seller's
 * "Ik kom", the administrator's confirm and extension, their overview, and the work the clock
 * starts (app/gepland.ts): the reminders before the deadline and the release at it.
 */
import { conflict } from '../../kern/errors';
import type { Deelnemer } from '../../kern/types';
import type { DeelnemerMetBevestiging, MijnBevestiging } from '../../kern/api-types';
import { bevestigHerinneringMail, vrijgaveMail } from '../../mail';
import {
  artikelDrempel,
  artikelenVoorBevestigen,
  BEVESTIGEN_STAP,
  bevestigenStand,
  bevestigenVan,
  koppelingVoor,
  MELDING_AL_VRIJGEGEVEN,
  MELDING_BEVESTIGEN_UIT,
  moetHerinneren,
  moetVrijgeven,
  REDEN_NIET_BEVESTIGD,
  type Deelname,
} from '../domein/bevestigen';
import { bevestigenRegels, magRusten, volgendMoment } from '../domein/bevestigen-rust';
import { gegevensLink } from '../links';
import { bevorderOpties } from './bevestiging';
import { persoonUitLink } from './persoonUitLink';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export { MELDING_AL_VRIJGEGEVEN } from '../domein/bevestigen';

type Lezen = Poorten<
  RegistratieDeps,
  'leesInstellingen' | 'leesLaatsteAflevering' | 'leesArtikelInstellingen' | 'leesArtikelenVanVerkoper'
>;

/** What the seller sees of it on their own page. */
async function mijnStand(deps: Lezen, d: Deelnemer): Promise<MijnBevestiging> {
  const [settings, huidige] = await Promise.all([deps.store.leesInstellingen(), deps.store.leesLaatsteAflevering()]);
  const link = koppelingVoor(d, huidige?.id);
  const bevestigen = bevestigenVan(settings, huidige);
  if (!huidige || !link || !bevestigen) {
    return { gevraagd: false, bevestigd: false, voor: null, vrijgegeven: link?.vrijgegeven ?? null };
  }
  const [instellingen, artikelen] = await Promise.all([
    deps.store.leesArtikelInstellingen(huidige.id),
    deps.store.leesArtikelenVanVerkoper(d.nummer),
  ]);
  const { bevestigd, vrijgevenOp: voor } = bevestigenStand(
    d,
    huidige.id,
    bevestigen,
    artikelenVoorBevestigen(artikelen, huidige.id),
    instellingen.onlineInvoeren,
  );
  return { gevraagd: link.actief || Boolean(link.vrijgegeven), bevestigd, voor, vrijgegeven: link.vrijgegeven ?? null };
}

/** GET /api/mijn-gegevens/bevestigen. */
export async function mijnBevestiging(
  deps: Lezen & Poorten<RegistratieDeps, 'leesDeelnemer', 'privacyTokens'>,
  token: unknown,
): Promise<MijnBevestiging> {
  return mijnStand(deps, await persoonUitLink(deps, token, 'gegevens'));
}

/**
 * POST /api/mijn-gegevens/bevestigen: "Ik kom". Again: the same answer. Once the deadline has
 * passed the store refuses it (409 MELDING_TERMIJN_VOORBIJ, magBevestigen), unless the items
 * confirm the place already.
 */
export async function bevestigViaLink(
  deps: Lezen & Poorten<RegistratieDeps, 'leesDeelnemer' | 'bevestigPlaats', 'privacyTokens' | 'clock' | 'live'>,
  token: unknown,
): Promise<MijnBevestiging> {
  const d = await persoonUitLink(deps, token, 'gegevens');
  const [settings, huidige] = await Promise.all([deps.store.leesInstellingen(), deps.store.leesLaatsteAflevering()]);
  if (!bevestigenVan(settings, huidige)) throw conflict(MELDING_BEVESTIGEN_UIT);
  const link = koppelingVoor(d, huidige?.id);
  if (link?.vrijgegeven && !link.actief) throw conflict(MELDING_AL_VRIJGEGEVEN);
  const { bevestigd } = await mijnStand(deps, d);
  const na = await deps.store.bevestigPlaats(d.id, deps.clock(), { ookTeLaat: bevestigd });
  deps.live.changed();
  return mijnStand(deps, na);
}

/**
 * POST /api/geregistreerde/:id/bevestigen: the administrator confirms for them (a phone call),
 * also after their deadline while the clock has not released the place yet.
 */
export async function bevestigNamens(
  deps: Poorten<RegistratieDeps, 'leesInstellingen' | 'leesLaatsteAflevering' | 'bevestigPlaats', 'clock' | 'live'>,
  id: string,
): Promise<Deelnemer> {
  await bevestigenAan(deps);
  const d = await deps.store.bevestigPlaats(id, deps.clock(), { ookTeLaat: true });
  deps.live.changed();
  return d;
}

/** 409 unless confirming is on for the current fair. */
async function bevestigenAan(deps: Poorten<RegistratieDeps, 'leesInstellingen' | 'leesLaatsteAflevering'>) {
  const [settings, huidige] = await Promise.all([deps.store.leesInstellingen(), deps.store.leesLaatsteAflevering()]);
  if (!bevestigenVan(settings, huidige)) throw conflict(MELDING_BEVESTIGEN_UIT);
}

/**
 * PUT /api/geregistreerde/:id/termijn: one person's own deadline, later than theirs and before
 * the drop-off (termijnFout, checked by the store against the deadline as it stands).
 */
export async function verlengTermijn(
  deps: Poorten<RegistratieDeps, 'leesInstellingen' | 'leesLaatsteAflevering' | 'zetBevestigTermijn', 'clock' | 'live'>,
  id: string,
  tot: string,
): Promise<Deelnemer> {
  await bevestigenAan(deps);
  const d = await deps.store.zetBevestigTermijn(id, new Date(tot).toISOString(), deps.clock());
  deps.live.changed();
  return d;
}

/** GET /api/geregistreerde/all: every person with their confirmation for the current fair. */
export async function deelnemersMetBevestiging(
  deps: Poorten<
    RegistratieDeps,
    | 'leesDeelnemers'
    | 'leesInstellingen'
    | 'leesLaatsteAflevering'
    | 'leesArtikelInstellingen'
    | 'leesArtikelenVoorBeurs'
  >,
): Promise<DeelnemerMetBevestiging[]> {
  const [deelnemers, settings, huidige] = await Promise.all([
    deps.store.leesDeelnemers(),
    deps.store.leesInstellingen(),
    deps.store.leesLaatsteAflevering(),
  ]);
  const bevestigen = bevestigenVan(settings, huidige);
  const aan = huidige !== null && bevestigen !== null;
  // The items only when they can confirm: the fair's whole offer is one read, not one per person.
  const online = aan && (await deps.store.leesArtikelInstellingen(huidige.id)).onlineInvoeren;
  const perVerkoper = new Map<number, number>();
  if (online) {
    const artikelen = await deps.store.leesArtikelenVoorBeurs(huidige.id);
    // Only what was entered for this fair counts (artikelenVoorBevestigen), not leftovers.
    for (const a of artikelen.filter((a) => artikelenVoorBevestigen([a], huidige.id) === 1)) {
      perVerkoper.set(a.verkopersnummer, (perVerkoper.get(a.verkopersnummer) ?? 0) + 1);
    }
  }
  return deelnemers.map((d) => ({
    ...d,
    ...bevestigenStand(d, huidige?.id, bevestigen, perVerkoper.get(d.nummer) ?? 0, online),
  }));
}

type Werk = Poorten<
  RegistratieDeps,
  | 'leesInstellingen'
  | 'leesLaatsteAflevering'
  | 'leesDeelnemersVan'
  | 'leesArtikelInstellingen'
  | 'leesArtikelenVanVerkoper'
  | 'herinnerAanBevestigen'
  | 'geefPlaatsenVrij'
  | 'bevestigenStempel'
  | 'leesBevestigenRust'
  | 'bewaarBevestigenRust',
  'clock' | 'mailContext' | 'privacyTokens' | 'live' | 'mailQueued'
>;

/** What one run did. */
export interface BevestigenRonde {
  herinnerd: number;
  vrijgegeven: number;
  bevorderd: number;
}

/**
 * The clock's work (app/gepland.ts): the reminders that are due, then the places whose deadline
 * has come released, in steps of BEVESTIGEN_STAP people per transaction. Each step re-reads its
 * people, so a second run (or two instances at once) finds nothing left to do; a run after
 * downtime does what fell due meanwhile. A run rests when nothing it reads changed since the last
 * one that looked and nothing has fallen due since (domein/bevestigen-rust.ts).
 */
export async function voerBevestigenUit(deps: Werk): Promise<BevestigenRonde> {
  const ronde: BevestigenRonde = { herinnerd: 0, vrijgegeven: 0, bevorderd: 0 };
  const now = deps.clock();
  const [settings, huidige] = await Promise.all([deps.store.leesInstellingen(), deps.store.leesLaatsteAflevering()]);
  // Off for this fair (or set for an earlier one): nothing to do. After the drop-off has begun
  // nothing is due either (moetHerinneren, moetVrijgeven).
  const bevestigen = bevestigenVan(settings, huidige);
  if (!bevestigen || !huidige) return ronde;
  // The stamp before the people: a change committed after this read gives the next run another
  // stamp. What it needs of the settings and the fair read before it is in `regels`.
  const stempel = await deps.store.bevestigenStempel();
  const regels = bevestigenRegels(bevestigen);
  if (stempel !== null && magRusten(await deps.store.leesBevestigenRust(), stempel, regels, now)) return ronde;

  const deelnames: Deelname[] = (await deps.store.leesDeelnemersVan(huidige.id)).flatMap((deelnemer) => {
    const link = koppelingVoor(deelnemer, huidige.id);
    return link ? [{ deelnemer, link }] : [];
  });
  /** The note for the next runs: until when nothing of what this run found falls due. */
  const rust = async (doorArtikelen?: ReadonlySet<string>) => {
    if (stempel !== null) {
      await deps.store.bewaarBevestigenRust({
        stempel,
        regels,
        tot: volgendMoment(deelnames, bevestigen, now, doorArtikelen),
      });
    }
  };
  const aandacht = deelnames.filter(
    ({ link }) => moetHerinneren(link, bevestigen, now) || moetVrijgeven(link, bevestigen, now),
  );
  if (aandacht.length === 0) {
    await rust();
    return ronde;
  }

  // Items confirm only while entered online. Before the deadline they spare a reminder, counted
  // for those it is due for; at it the release's transaction counts them again and marks who
  // they confirm, so those are never counted again.
  const drempel = artikelDrempel(bevestigen, (await deps.store.leesArtikelInstellingen(huidige.id)).onlineInvoeren);
  const teHerinneren = aandacht.filter(({ link }) => moetHerinneren(link, bevestigen, now));
  const doorArtikelen = new Set<string>();
  if (drempel !== null) {
    const aantallen = await Promise.all(
      teHerinneren.map(({ deelnemer }) => deps.store.leesArtikelenVanVerkoper(deelnemer.nummer)),
    );
    teHerinneren.forEach(({ deelnemer }, i) => {
      if (artikelenVoorBevestigen(aantallen[i]!, huidige.id) >= drempel) doorArtikelen.add(deelnemer.id);
    });
  }
  const herinneren = teHerinneren
    .filter(({ deelnemer }) => !doorArtikelen.has(deelnemer.id))
    .map((d) => d.deelnemer.id);
  const vrijgeven = aandacht
    .filter(({ link }) => moetVrijgeven(link, bevestigen, now))
    .sort((a, b) => a.deelnemer.nummer - b.deelnemer.nummer)
    .map((d) => d.deelnemer.id);

  const [context, tokens] = await Promise.all([deps.mailContext(), deps.privacyTokens()]);
  const link = (d: Deelnemer) => gegevensLink(context.publicUrl, tokens.maak(d.id, 'gegevens'));
  for (let i = 0; i < herinneren.length; i += BEVESTIGEN_STAP) {
    const gedaan = await deps.store.herinnerAanBevestigen(herinneren.slice(i, i + BEVESTIGEN_STAP), {
      now,
      mail: (d, deadline) => bevestigHerinneringMail(d, deadline, link(d), context),
    });
    ronde.herinnerd += gedaan.length;
  }
  if (vrijgeven.length > 0) {
    const bevorder = await bevorderOpties(deps);
    for (let i = 0; i < vrijgeven.length; i += BEVESTIGEN_STAP) {
      const { vrijgegeven, bevorderd } = await deps.store.geefPlaatsenVrij(vrijgeven.slice(i, i + BEVESTIGEN_STAP), {
        now,
        mail: (d) => vrijgaveMail(d, REDEN_NIET_BEVESTIGD, context),
        bevorder,
        artikelen: drempel,
      });
      ronde.vrijgegeven += vrijgegeven.length;
      ronde.bevorderd += bevorderd.length;
    }
  }
  // Written after the work: a run that failed halfway leaves no note, so the next one looks.
  await rust(doorArtikelen);
  if (ronde.herinnerd + ronde.vrijgegeven > 0) {
    deps.live.changed();
    deps.mailQueued();
  }
  return ronde;
}
