/**
 * The database of bench:inlevering (inlevering.ts): its options, and the fairs written through
 * the Store before the server starts: earlier fairs with drop-off, sales, a closed settlement
 * and pick-up, then the current fair's sellers and items.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Soort } from '../functions/src/artikelen/domein/artikelen';
import { sluitAfrekening } from '../functions/src/afrekening/usecases/afrekening';
import { maakBon, type BonRegel } from '../functions/src/kassa/domein/kassa';
import type { Deelnemer, MailBericht } from '../functions/src/kern/types';
import type { Store } from '../functions/src/app/store/port';
import { createSqliteStore } from '../functions/src/app/store/sqlite';

export const optie = (naam: string, standaard: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${naam}=`))?.slice(naam.length + 3) ?? standaard);
export const VERKOPERS = optie('verkopers', 300);
export const ARTIKELEN = optie('artikelen', 48);
/** Openings per measurement in 1 and 3: by default at least 300, so a small fair still gives a p95. */
export const METINGEN = optie('metingen', Math.max(300, VERKOPERS));
export const PER_POST = optie('per-post', 10);
/** Whether the desks' screens refresh their progress section, as they do (`--voortgang=0`: not). */
export const VOORTGANG = optie('voortgang', 1) !== 0;
/** A desk's pace when opening sellers next to the screens' refreshes: one every 200 ms. */
export const TEMPO_MS = 200;
export const BALIES = 3;
export const EERDERE_BEURZEN = optie('eerder', 2);
/** Part of a fair's sellers that come back to the next one. */
export const TERUGKEER = 1 / 3;
/** Part of the items the till sells at the current fair. */
export const VERKOCHT = 0.4;
export const REGELS_PER_BON = 20;
export const BONNEN_PER_POST = 25;

export const NU = new Date();
export const DAG_MS = 24 * 60 * 60 * 1000;
export const SOORTEN: Soort[] = ['Kleding', 'Kleding', 'Speelgoed'];
export const MATEN = ['74-80', '86-92', '98-104', '110-116', '122-128', '134-140', '146-152', '158-164', '170-176'];

export const kwantiel = (waarden: number[], q: number) => {
  const rij = [...waarden].sort((a, b) => a - b);
  return rij[Math.min(rij.length - 1, Math.ceil(q * rij.length) - 1)] ?? NaN;
};
export const ms = (x: number) => `${x.toFixed(1)} ms`;
export const cijfers = (m: number[]) =>
  `p50 ${ms(kwantiel(m, 0.5))}, p95 ${ms(kwantiel(m, 0.95))}, max ${ms(Math.max(...m))}`;
export const datum = (d: Date) => d.toISOString().slice(0, 10);
export const bevestiging = (d: { email: string; naam: string }): MailBericht => ({
  to: d.email,
  subject: 'Bevestiging',
  text: `Beste ${d.naam}`,
  html: `<p>Beste ${d.naam}</p>`,
});
export const delen = <T>(lijst: T[], grootte: number) =>
  Array.from({ length: Math.ceil(lijst.length / grootte) }, (_, i) => lijst.slice(i * grootte, (i + 1) * grootte));

/** The n-th item a seller enters: mostly clothing with a size, some toys; a quarter retour (from € 1). */
export function artikelInvoer(n: number) {
  const soort = SOORTEN[n % SOORTEN.length]!;
  const prijsCent = 50 + ((n * 37) % 40) * 50;
  return {
    omschrijving: `${soort} ${n}`,
    soort,
    maat: soort === 'Kleding' ? MATEN[n % MATEN.length]! : null,
    prijsCent,
    retour: prijsCent >= 100 && n % 4 === 0,
  };
}

let volgendePersoon = 0;
export const nieuwePersoon = () => {
  const i = volgendePersoon++;
  return {
    naam: `Verkoper${i} Achternaam`,
    email: `verkoper${i}@voorbeeld.nl`,
    telefoon: `06-${String(i).padStart(8, '0')}`,
  };
};

/**
 * One fair's sellers, as the site registers them: about a third of the previous fair's come back
 * (the same person and number), the rest are new; then each has `ARTIKELEN` items on offer.
 */
export async function inschrijven(store: Store, vorige: Deelnemer[], afleveringId: string, dag: Date) {
  await store.wijzigInstellingen({
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: VERKOPERS,
  });
  const als = { bypassGate: false, now: new Date(dag.getTime() - 30 * DAG_MS), mail: bevestiging };
  const terug = vorige.filter((_, i) => i % Math.round(1 / TERUGKEER) === 0).slice(0, VERKOPERS);
  const deze: Deelnemer[] = [];
  for (const d of terug) deze.push(await store.schrijfIn({ naam: d.naam, email: d.email, telefoon: d.telefoon }, als));
  while (deze.length < VERKOPERS) deze.push(await store.schrijfIn(nieuwePersoon(), als));
  await store.wijzigInstellingen({ inschrijvingGesloten: true });
  let n = 0;
  for (const d of deze) {
    const open = (await store.leesArtikelenVanVerkoper(d.nummer)).length;
    for (let i = open; i < ARTIKELEN; i++) {
      await store.voegArtikelToe(d.nummer, artikelInvoer(n++), {
        afleveringId,
        maxArtikelen: ARTIKELEN,
        now: als.now,
      });
    }
  }
  return deze;
}

/**
 * The earlier fairs, as they went: sellers and items, everything brought recorded at drop-off,
 * half of it sold at a till, the settlement closed (frozen, sold and charity items marked), and
 * what was to be handed back handed back. The fairs are dated in the last months before now,
 * so the retention run at the server's start erases nobody.
 */
export async function vulEerdereBeurzen(store: Store) {
  let vorige: Deelnemer[] = [];
  let artikelen = 0;
  let verkocht = 0;
  for (let beurs = 1; beurs <= EERDERE_BEURZEN; beurs++) {
    const dag = new Date(NU.getTime() - (EERDERE_BEURZEN + 1 - beurs) * 70 * DAG_MS);
    await store.bewaarAflevering({ volgnummer: beurs, datum: datum(dag) });
    const aflevering = (await store.leesLaatsteAflevering())!;
    const deze = await inschrijven(store, vorige, aflevering.id, dag);
    const opties = { door: 'Inleveren 1', now: dag };
    const regels: BonRegel[] = [];
    for (const d of deze) {
      const eigen = await store.leesArtikelenVanVerkoper(d.nummer);
      artikelen += eigen.length;
      await store.zetInleverStap(
        aflevering.id,
        d.nummer,
        { soort: 'ingeleverd', artikelnummers: eigen.map((a) => a.artikelnummer) },
        opties,
      );
      await store.zetInleverStap(aflevering.id, d.nummer, { soort: 'afgerond' }, opties);
      eigen
        .filter((_, i) => i % 2 === 0)
        .forEach((a) =>
          regels.push({ verkopersnummer: d.nummer, artikelnummer: a.artikelnummer, prijsCent: a.prijsCent }),
        );
    }
    const kassa = await store.maakKassa(aflevering.id, { naam: 'Kleding 1', ruimte: 'Kleding' }, dag);
    for (const [b, bonRegels] of delen(regels, REGELS_PER_BON).entries()) {
      const totaal = bonRegels.reduce((s, r) => s + r.prijsCent, 0);
      const gesloten = new Date(dag.getTime() + 8 * 3_600_000 + b * 10_000).toISOString();
      await store.bewaarBon(
        maakBon({ id: randomUUID(), regels: bonRegels, ontvangenCent: totaal, gesloten }, kassa, new Date(gesloten), {
          pinnen: false,
        }),
      );
    }
    verkocht += regels.length;
    const na = new Date(dag.getTime() + 12 * 3_600_000);
    const staat = await sluitAfrekening({ store, clock: () => na, log: () => undefined });
    for (const v of staat.gesloten!.afrekening.verkopers) {
      const terugTeGeven = v.terug.map((a) => a.artikelnummer);
      const ophalen = { door: 'Ophalen 1', now: na, terugTeGeven };
      for (const artikelnummer of terugTeGeven) {
        await store.zetInleverStap(aflevering.id, v.nummer, { soort: 'terug', artikelnummer }, ophalen);
      }
      await store.zetInleverStap(aflevering.id, v.nummer, { soort: 'opgehaald' }, ophalen);
    }
    vorige = deze;
  }
  return { vorige, artikelen, verkocht };
}

export async function vul(dataDir: string) {
  const start = performance.now();
  const store = createSqliteStore(join(dataDir, 'beurs.sqlite'));
  await store.init();
  try {
    const eerder = await vulEerdereBeurzen(store);
    await store.bewaarAflevering({ volgnummer: EERDERE_BEURZEN + 1, datum: datum(NU) });
    const beurs = (await store.leesLaatsteAflevering())!;
    const verkopers = await inschrijven(store, eerder.vorige, beurs.id, NU);
    // The confirmations went out long ago.
    for (let mails = await store.reserveerMails(NU, 500, 60_000); mails.length > 0;) {
      for (const m of mails) await store.markeerMailVerzonden(m.id, NU);
      mails = await store.reserveerMails(NU, 500, 60_000);
    }
    const personen = (await store.leesDeelnemers()).length;
    const terug = verkopers.filter((d) => eerder.vorige.some((v) => v.nummer === d.nummer)).length;
    console.log(
      `Database gevuld in ${((performance.now() - start) / 1000).toFixed(1)} s: ${EERDERE_BEURZEN} eerdere beurzen ` +
        `(${eerder.artikelen} artikelen, ${eerder.verkocht} verkocht, afgesloten en opgehaald), ${personen} personen; ` +
        `deze beurs ${verkopers.length} verkopers (${terug} van de vorige) × ${ARTIKELEN} artikelen.`,
    );
    return verkopers.map((d) => ({ nummer: d.nummer, email: d.email }));
  } finally {
    await store.close();
  }
}
