/**
 * `npm run bench:inlevering`: the server side of drop-off (inleveren) and pick-up (ophalen),
 * issue 27, measured.
 *
 * The database is filled through the Store before the standalone server starts in its own
 * process: two earlier fairs (each with its sellers, about a third of the previous fair's
 * returning, 48 items each, drop-off recorded, half sold at a till, the settlement closed, the
 * items handed back), then the current fair with 300 sellers and 48 items on offer each (a
 * returning seller's items that came back last time count among them). Then, over HTTP on
 * 127.0.0.1, with the links of desks (bearer tokens):
 *   1. Opening a seller at drop-off: N sequential GET /api/balie/inlevering/verkopers/:n
 *      (p50, p95, max; target p95 ≤ 100 ms); the progress (GET …/voortgang) 20 times; then N
 *      openings at a desk's pace (one per 200 ms) while the screens of the 3 desks and the
 *      administrator refresh their progress section every 10 s, as they do.
 *   2. 3 drop-off desks at once check in every seller (each desk every third seller): open the
 *      seller, one `ingeleverd` step per item, the count of hand-written labels, sometimes
 *      "retour bij inleveren", `afgerond`; the steps sent as the device's queue sends them, at most
 *      `--per-post` (10) per POST; meanwhile each desk's screen refreshes its progress section as
 *      the screen does (on opening, every 10 s, after each seller). Printed: time, steps/s,
 *      per-POST p50/p95/max, the progress's times, errors; then every record read back and the
 *      drop-off mails counted in the outbox.
 *   3. A till sells 40 % of the items (and a hand-written label of each seller who had some);
 *      the settlement is closed; opening a seller at pick-up, as in 1; then 3 pick-up
 *      desks at once hand back every seller's items (`terug` per item, `opgehaald`), checked as in
 *      2, with one statement mail per seller.
 * Printed, not asserted: the times. The exit code is 1 only when a check fails (an error, a
 * check-in or pick-up lost, a mail missing or doubled).
 *
 * Options: --verkopers=N (300), --artikelen=N per seller (48), --metingen=N sequential GETs
 * (at least 300), --per-post=N steps per POST (10), --eerder=N earlier fairs (2), --voortgang=0
 * (the desks' screens do not refresh their progress section during 2 and 3).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Soort } from '../functions/src/artikelen/domein/artikelen';
import { sluitAfrekening } from '../functions/src/afrekening/usecases/afrekening';
import type { InleverVerkoper, OphaalVerkoper, StappenAntwoord } from '../functions/src/inlevering/domein/balie';
import type { InleverStap } from '../functions/src/inlevering/domein/inlevering';
import type { InleverVoortgang, OphaalVoortgang } from '../functions/src/inlevering/domein/voortgang';
import { maakBon, type BonInvoer, type BonRegel } from '../functions/src/kassa/domein/kassa';
import type { KassaVoorBeheer } from '../functions/src/kassa/domein/overzicht';
import { KassaApparaat } from '../functions/src/kassa/testing/kassa-apparaat';
import type { Deelnemer, MailBericht } from '../functions/src/kern/types';
import type { Client } from '../functions/src/platform/testing/harness';
import { startWithAdmin, type ServerProcess } from '../functions/src/platform/testing/server';
import type { Store } from '../functions/src/store/port';
import { createSqliteStore } from '../functions/src/store/sqlite';

const optie = (naam: string, standaard: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${naam}=`))?.slice(naam.length + 3) ?? standaard);
const VERKOPERS = optie('verkopers', 300);
const ARTIKELEN = optie('artikelen', 48);
const METINGEN = Math.max(300, optie('metingen', VERKOPERS));
const PER_POST = optie('per-post', 10);
/** Whether the desks' screens refresh their progress section, as they do (`--voortgang=0`: not). */
const VOORTGANG = optie('voortgang', 1) !== 0;
/** A desk's pace when opening sellers next to the screens' refreshes: one every 200 ms. */
const TEMPO_MS = 200;
const BALIES = 3;
const EERDERE_BEURZEN = optie('eerder', 2);
/** Part of a fair's sellers that come back to the next one. */
const TERUGKEER = 1 / 3;
/** Part of the items the till sells at the current fair. */
const VERKOCHT = 0.4;
const REGELS_PER_BON = 20;
const BONNEN_PER_POST = 25;

const NU = new Date();
const DAG_MS = 24 * 60 * 60 * 1000;
const SOORTEN: Soort[] = ['Kleding', 'Kleding', 'Speelgoed'];
const MATEN = ['74-80', '86-92', '98-104', '110-116', '122-128', '134-140', '146-152', '158-164', '170-176'];

const kwantiel = (waarden: number[], q: number) => {
  const rij = [...waarden].sort((a, b) => a - b);
  return rij[Math.min(rij.length - 1, Math.ceil(q * rij.length) - 1)] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const cijfers = (m: number[]) => `p50 ${ms(kwantiel(m, 0.5))}, p95 ${ms(kwantiel(m, 0.95))}, max ${ms(Math.max(...m))}`;
const datum = (d: Date) => d.toISOString().slice(0, 10);
const bevestiging = (d: { email: string; naam: string }): MailBericht => ({
  to: d.email,
  subject: 'Bevestiging',
  text: `Beste ${d.naam}`,
  html: `<p>Beste ${d.naam}</p>`,
});
const delen = <T>(lijst: T[], grootte: number) =>
  Array.from({ length: Math.ceil(lijst.length / grootte) }, (_, i) => lijst.slice(i * grootte, (i + 1) * grootte));

/** The n-th item a seller enters: mostly clothing with a size, some toys; a quarter retour (from € 1). */
function artikelInvoer(n: number) {
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
const nieuwePersoon = () => {
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
async function inschrijven(store: Store, vorige: Deelnemer[], afleveringId: string, dag: Date) {
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
async function vulEerdereBeurzen(store: Store) {
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
        maakBon({ id: randomUUID(), regels: bonRegels, ontvangenCent: totaal, gesloten }, kassa, dag),
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

async function vul(dataDir: string) {
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

type Antwoord<T> = { status: number; text: string; body: T };

/** Timed call; a network failure counts as status 0. */
async function getimed<T>(apparaat: KassaApparaat, method: string, pad: string, body?: unknown) {
  const start = performance.now();
  let res: Antwoord<T>;
  try {
    res = await apparaat.call<T>(method, pad, body);
  } catch (e) {
    res = { status: 0, text: (e as Error).message, body: undefined as T };
  }
  return { res, ms: performance.now() - start };
}

class Fouten {
  readonly lijst: string[] = [];
  add(melding: string) {
    this.lijst.push(melding);
  }
  get aantal() {
    return this.lijst.length;
  }
  toString() {
    return `${this.aantal} fouten${this.aantal ? ` (${this.lijst.slice(0, 3).join('; ')})` : ''}`;
  }
}

async function maakBalie(admin: Client, naam: string, taak: 'inleveren' | 'ophalen' | 'verkopen', url: string) {
  const res = await admin.post<KassaVoorBeheer>('/api/kassas', { naam, ruimte: 'Kleding', taak });
  if (res.status !== 201) throw new Error(`balie ${naam}: ${res.status} ${res.text}`);
  return new KassaApparaat(url, res.body.link.split('#')[1]!);
}

/** N sequential GETs of a seller at a desk, cycling through the sellers; answers the times. */
async function openen<T>(
  apparaat: KassaApparaat,
  pad: string,
  nummers: number[],
  fouten: Fouten,
  controle: (n: number, body: T) => string | null,
) {
  // Not counted: the first calls of a fresh process (JIT, prepared statements).
  for (let i = 0; i < 10; i++) await apparaat.call('GET', `${pad}/${nummers[i % nummers.length]}`);
  const tijden: number[] = [];
  for (let i = 0; i < METINGEN; i++) {
    const nummer = nummers[i % nummers.length]!;
    const { res, ms: duur } = await getimed<T>(apparaat, 'GET', `${pad}/${nummer}`);
    tijden.push(duur);
    if (res.status !== 200) fouten.add(`GET ${pad}/${nummer}: ${res.status} ${res.text.slice(0, 120)}`);
    else {
      const fout = controle(nummer, res.body);
      if (fout) fouten.add(fout);
    }
  }
  return tijden;
}

async function voortgang(apparaat: KassaApparaat, pad: string, fouten: Fouten) {
  const tijden: number[] = [];
  for (let i = 0; i < 20; i++) {
    const { res, ms: duur } = await getimed(apparaat, 'GET', pad);
    tijden.push(duur);
    if (res.status !== 200) fouten.add(`GET ${pad}: ${res.status}`);
  }
  return tijden;
}

/**
 * Opening sellers at a desk's pace (one every TEMPO_MS, METINGEN times) while the screens that
 * are open refresh their progress section every 10 s, as they do: every desk's and the
 * administrator's, spread over the 10 s. Answers the opening times and the progress's.
 */
async function openenInHetTempo(
  apparaat: KassaApparaat,
  pad: string,
  nummers: number[],
  schermen: (() => Promise<{ status: number; ms: number }>)[],
  fouten: Fouten,
) {
  const openen: number[] = [];
  const voortgang: number[] = [];
  const lopend: Promise<void>[] = [];
  const peil = (scherm: () => Promise<{ status: number; ms: number }>) =>
    lopend.push(
      scherm().then(({ status, ms: duur }) => {
        voortgang.push(duur);
        if (status !== 200) fouten.add(`voortgang: ${status}`);
      }),
    );
  const klokken: NodeJS.Timeout[] = [];
  schermen.forEach((scherm, i) =>
    klokken.push(
      setTimeout(
        () => {
          peil(scherm);
          klokken.push(setInterval(() => peil(scherm), 10_000));
        },
        (i * 10_000) / schermen.length,
      ),
    ),
  );
  for (let i = 0; i < METINGEN; i++) {
    const volgende = performance.now() + TEMPO_MS;
    const nummer = nummers[i % nummers.length]!;
    const { res, ms: duur } = await getimed(apparaat, 'GET', `${pad}/${nummer}`);
    openen.push(duur);
    if (res.status !== 200) fouten.add(`GET ${pad}/${nummer}: ${res.status}`);
    await new Promise((r) => setTimeout(r, Math.max(0, volgende - performance.now())));
  }
  for (const k of klokken) clearInterval(k);
  await Promise.all(lopend);
  return { openen, voortgang };
}

/** The screens of the desks and of the administrator, each as a timed GET of its progress. */
function schermenVan(apparaten: KassaApparaat[], admin: Client, pad: string) {
  const getimedAdmin = async () => {
    const start = performance.now();
    const res = await admin.get(`/api${pad}`).catch(() => ({ status: 0 }));
    return { status: res.status, ms: performance.now() - start };
  };
  return [
    ...apparaten.map((a) => async () => {
      const { res, ms: duur } = await getimed(a, 'GET', `/api/balie${pad}`);
      return { status: res.status, ms: duur };
    }),
    getimedAdmin,
  ];
}

function drukTempoAf(tempo: { openen: number[]; voortgang: number[] }, schermen: number) {
  console.log(
    `   in het tempo van een balie (1 per ${TEMPO_MS} ms, ${((METINGEN * TEMPO_MS) / 1000).toFixed(0)} s), terwijl ` +
      `${schermen} schermen elke 10 s hun voortgang verversen:\n` +
      `     openen: ${cijfers(tempo.openen)} (doel: p95 ≤ 100 ms)\n` +
      `     voortgang (${tempo.voortgang.length} keer): ${cijfers(tempo.voortgang)}`,
  );
}

interface Balieronde {
  duur: number;
  stappen: number;
  posts: number[];
  openen: number[];
  voortgang: number[];
  fouten: Fouten;
}

/**
 * `BALIES` desks at once, each every BALIES-th seller: open the seller, then its steps (from
 * `stappenVoor`) sent in parts of PER_POST, each part answered before the next, as the device's
 * queue sends them. With VOORTGANG, each desk's screen also refreshes its progress section as the
 * screens do (web/src/features/inlevering: InleverVoortgangSectie, NogNietOpgehaaldSectie): when
 * it opens, every 10 s, and after each seller it finished, without waiting for the answer.
 */
async function balies<T>(
  apparaten: KassaApparaat[],
  nummers: number[],
  open: string,
  stappen: string,
  voortgangPad: string,
  stappenVoor: (nummer: number, kaart: T) => InleverStap[] | (InleverStap | { soort: 'retour'; retour: boolean })[],
): Promise<Balieronde> {
  const ronde: Balieronde = { duur: 0, stappen: 0, posts: [], openen: [], voortgang: [], fouten: new Fouten() };
  const lopend: Promise<void>[] = [];
  const peil = (apparaat: KassaApparaat) => {
    if (!VOORTGANG) return;
    lopend.push(
      getimed(apparaat, 'GET', voortgangPad).then(({ res, ms: duur }) => {
        ronde.voortgang.push(duur);
        if (res.status !== 200) ronde.fouten.add(`GET ${voortgangPad}: ${res.status}`);
      }),
    );
  };
  const start = performance.now();
  await Promise.all(
    apparaten.map(async (apparaat, b) => {
      peil(apparaat);
      const klok = setInterval(() => peil(apparaat), 10_000);
      for (const nummer of nummers.filter((_, i) => i % apparaten.length === b)) {
        const kaart = await getimed<T>(apparaat, 'GET', `${open}/${nummer}`);
        ronde.openen.push(kaart.ms);
        if (kaart.res.status !== 200) {
          ronde.fouten.add(`GET ${open}/${nummer}: ${kaart.res.status} ${kaart.res.text.slice(0, 120)}`);
          continue;
        }
        const lijst = stappenVoor(nummer, kaart.res.body).map((stap) => ({
          id: randomUUID(),
          verkopersnummer: nummer,
          stap,
        }));
        for (const deel of delen(lijst, PER_POST)) {
          const { res, ms: duur } = await getimed<StappenAntwoord>(apparaat, 'POST', stappen, { stappen: deel });
          ronde.posts.push(duur);
          ronde.stappen += deel.length;
          if (res.status !== 200) {
            ronde.fouten.add(`POST ${stappen} (${nummer}): ${res.status} ${res.text.slice(0, 120)}`);
            continue;
          }
          const ids = res.body.uitkomsten.map((u) => u.id).join();
          if (ids !== deel.map((s) => s.id).join()) ronde.fouten.add(`POST ${stappen} (${nummer}): andere uitkomsten`);
          for (const u of res.body.uitkomsten) if (u.fout !== null) ronde.fouten.add(`stap van ${nummer}: ${u.fout}`);
        }
        peil(apparaat);
      }
      clearInterval(klok);
    }),
  );
  ronde.duur = performance.now() - start;
  await Promise.all(lopend);
  return ronde;
}

function drukRondeAf(titel: string, ronde: Balieronde) {
  console.log(
    `${titel}: ${(ronde.duur / 1000).toFixed(1)} s, ${ronde.stappen} stappen in ${ronde.posts.length} POSTs, ` +
      `${Math.round(ronde.stappen / (ronde.duur / 1000))} stappen/s\n` +
      `   POST …/stappen: ${cijfers(ronde.posts)}\n` +
      `   openen tijdens de drukte: ${cijfers(ronde.openen)}\n` +
      (ronde.voortgang.length
        ? `   voortgang van de schermen (${ronde.voortgang.length} keer): ${cijfers(ronde.voortgang)}\n`
        : '') +
      `   ${ronde.fouten}`,
  );
}

/** The mails in the outbox whose subject contains `woord`, per seller number (from the subject). */
async function mailsPerVerkoper(dataDir: string, woord: string) {
  const store = createSqliteStore(join(dataDir, 'beurs.sqlite'));
  await store.init();
  try {
    const telling = new Map<number, number>();
    for (const m of await store.leesMails()) {
      if (!m.subject.includes(woord)) continue;
      const nummer = Number(/verkopersnummer (\d+)/.exec(m.subject)?.[1]);
      telling.set(nummer, (telling.get(nummer) ?? 0) + 1);
    }
    return telling;
  } finally {
    await store.close();
  }
}

async function main() {
  console.log(
    `Machine: ${cpus().length} kernen, Node ${process.version}, belasting ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `${VERKOPERS} verkopers × ${ARTIKELEN} artikelen, ${EERDERE_BEURZEN} eerdere beurzen, ${METINGEN} keer openen, ${BALIES} balies, ` +
      `hoogstens ${PER_POST} stappen per POST, voortgang op de schermen ${VOORTGANG ? 'aan' : 'uit'}.`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inlevering-'));
  const running: ServerProcess[] = [];
  let mislukt = false;
  try {
    const verkopers = await vul(dataDir);
    const nummers = verkopers.map((v) => v.nummer);
    const { server, admin } = await startWithAdmin(dataDir, running, {
      // The till sells the fair's 40 % in a few seconds, not over a Saturday.
      KASSA_BONNEN_PER_MINUUT: '1000000',
      KASSA_REGELS_PER_MINUUT: '1000000',
    });
    const inleveren = await Promise.all(
      Array.from({ length: BALIES }, (_, i) => maakBalie(admin, `Inleveren ${i + 1}`, 'inleveren', server.url)),
    );
    const ophalen = await Promise.all(
      Array.from({ length: BALIES }, (_, i) => maakBalie(admin, `Ophalen ${i + 1}`, 'ophalen', server.url)),
    );
    const kassa = await maakBalie(admin, 'Kleding 1', 'verkopen', server.url);

    // 1. Opening a seller at drop-off.
    const fouten1 = new Fouten();
    const kaarten = new Map<number, InleverVerkoper>();
    const open1 = await openen<InleverVerkoper>(
      inleveren[0]!,
      '/api/balie/inlevering/verkopers',
      nummers,
      fouten1,
      (n, k) => {
        kaarten.set(n, k);
        if (k.artikelen.length !== ARTIKELEN) return `verkoper ${n}: ${k.artikelen.length} artikelen`;
        if (k.artikelen.some((a) => a.status !== 'aangemeld')) return `verkoper ${n}: al ingeleverd`;
        return null;
      },
    );
    const voortgang1 = await voortgang(inleveren[0]!, '/api/balie/inlevering/voortgang', fouten1);
    console.log(
      `\n1. Een verkoper openen bij het inleveren, ${open1.length} keer na elkaar:\n` +
        `   GET …/inlevering/verkopers/:n: ${cijfers(open1)} (doel: p95 ≤ 100 ms)\n` +
        `   GET …/inlevering/voortgang (20 keer): ${cijfers(voortgang1)}`,
    );
    if (VOORTGANG) {
      const schermen = schermenVan(inleveren, admin, '/inlevering/voortgang');
      const tempo = await openenInHetTempo(
        inleveren[0]!,
        '/api/balie/inlevering/verkopers',
        nummers,
        schermen,
        fouten1,
      );
      drukTempoAf(tempo, schermen.length);
    }
    console.log(`   ${fouten1}`);
    if (fouten1.aantal) mislukt = true;

    // 2. Three drop-off desks check in every seller.
    const handgeschreven = (n: number) => n % 4;
    const ronde2 = await balies<InleverVerkoper>(
      inleveren,
      nummers,
      '/api/balie/inlevering/verkopers',
      '/api/balie/inlevering/stappen',
      '/api/balie/inlevering/voortgang',
      (n, k) => [
        ...k.artikelen.map((a): InleverStap => ({ soort: 'ingeleverd', artikelnummers: [a.artikelnummer] })),
        { soort: 'handgeschreven', aantal: handgeschreven(n) },
        ...(n % 5 === 0 ? [{ soort: 'retour' as const, retour: true }] : []),
        { soort: 'afgerond' },
      ],
    );
    drukRondeAf(`\n2. ${BALIES} inleverbalies tegelijk, alle ${VERKOPERS} verkopers`, ronde2);
    let verloren2 = 0;
    for (const n of nummers) {
      const k = (await inleveren[0]!.call<InleverVerkoper>('GET', `/api/balie/inlevering/verkopers/${n}`)).body;
      const verwacht =
        kaarten
          .get(n)
          ?.artikelen.map((a) => a.artikelnummer)
          .join() ?? '?';
      if (
        k?.inlevering?.ingeleverd.join() !== verwacht ||
        k.inlevering.handgeschreven !== handgeschreven(n) ||
        k.inlevering.afgerond === null ||
        k.retourBijInleveren !== (n % 5 === 0)
      )
        verloren2++;
    }
    const na2 = (await inleveren[0]!.call<InleverVoortgang>('GET', '/api/balie/inlevering/voortgang')).body;
    const mails2 = await mailsPerVerkoper(dataDir, 'ingeleverd');
    const mailFout2 = nummers.filter((n) => mails2.get(n) !== 1).length;
    const totaalMails2 = [...mails2.values()].reduce((s, x) => s + x, 0);
    console.log(
      `   nagelezen: ${VERKOPERS - verloren2} van ${VERKOPERS} verkopers met alles ingeleverd en afgerond; ` +
        `voortgang zegt ${na2.afgerond} afgerond; ${totaalMails2} inlevermails (${mailFout2} verkopers zonder precies één)\n` +
        `   ${ronde2.fouten.aantal} errors, ${verloren2} lost check-ins, ${mailFout2} mail(s) wrong`,
    );
    if (ronde2.fouten.aantal || verloren2 || mailFout2 || na2.afgerond !== VERKOPERS) mislukt = true;

    // 3. The till sells 40 %, the settlement is closed, the pick-up.
    const verkochtVan = new Map<number, Set<number>>();
    const regels: BonRegel[] = [];
    for (const n of nummers) {
      const eigen = kaarten.get(n)?.artikelen ?? [];
      const weg = new Set(eigen.filter((_, j) => (j * 7 + n) % 5 < VERKOCHT * 5).map((a) => a.artikelnummer));
      verkochtVan.set(n, weg);
      for (const a of eigen)
        if (weg.has(a.artikelnummer))
          regels.push({ verkopersnummer: n, artikelnummer: a.artikelnummer, prijsCent: a.prijsCent });
      if (handgeschreven(n) > 0) regels.push({ verkopersnummer: n, artikelnummer: null, prijsCent: 150 });
    }
    const bonnen: BonInvoer[] = delen(regels, REGELS_PER_BON).map((r) => ({
      id: randomUUID(),
      regels: r,
      ontvangenCent: r.reduce((s, x) => s + x.prijsCent, 0),
      gesloten: new Date().toISOString(),
    }));
    const verkoop = performance.now();
    const fouten3 = new Fouten();
    for (const deel of delen(bonnen, BONNEN_PER_POST)) {
      const res = await kassa.stuur(deel);
      if (res.status !== 200 || res.body.bevestigd.length !== deel.length)
        fouten3.add(`bonnen: ${res.status} ${res.text.slice(0, 120)}`);
    }
    const verkoopDuur = performance.now() - verkoop;
    const sluit = performance.now();
    const gesloten = await admin.post('/api/afrekening/sluiten');
    const sluitDuur = performance.now() - sluit;
    if (gesloten.status !== 200) throw new Error(`sluiten: ${gesloten.status} ${gesloten.text}`);
    console.log(
      `\n3. De kassa verkocht ${regels.length} artikelen op ${bonnen.length} bonnen in ${(verkoopDuur / 1000).toFixed(1)} s; ` +
        `POST /api/afrekening/sluiten ${ms(sluitDuur)}`,
    );
    const terugVan = (n: number) =>
      (kaarten.get(n)?.artikelen ?? [])
        .filter((a) => !verkochtVan.get(n)!.has(a.artikelnummer) && a.retour && a.prijsCent >= 100)
        .map((a) => a.artikelnummer);
    const open3 = await openen<OphaalVerkoper>(
      ophalen[0]!,
      '/api/balie/ophalen/verkopers',
      nummers,
      fouten3,
      (n, k) => {
        const verwacht = terugVan(n).join();
        if (k.artikelen.map((a) => a.artikelnummer).join() !== verwacht) return `verkoper ${n}: andere artikelen terug`;
        if (k.artikelen.some((a) => a.status !== 'klaar')) return `verkoper ${n}: al terug`;
        return null;
      },
    );
    const voortgang3 = await voortgang(ophalen[0]!, '/api/balie/ophalen/voortgang', fouten3);
    console.log(
      `   GET …/ophalen/verkopers/:n, ${open3.length} keer na elkaar: ${cijfers(open3)} (doel: p95 ≤ 100 ms)\n` +
        `   GET …/ophalen/voortgang (20 keer): ${cijfers(voortgang3)}`,
    );
    if (VOORTGANG) {
      const schermen = schermenVan(ophalen, admin, '/ophalen/voortgang');
      const tempo = await openenInHetTempo(ophalen[0]!, '/api/balie/ophalen/verkopers', nummers, schermen, fouten3);
      drukTempoAf(tempo, schermen.length);
    }
    console.log(`   ${fouten3}`);
    if (fouten3.aantal) mislukt = true;
    const ronde3 = await balies<OphaalVerkoper>(
      ophalen,
      nummers,
      '/api/balie/ophalen/verkopers',
      '/api/balie/ophalen/stappen',
      '/api/balie/ophalen/voortgang',
      (_n, k) => [
        ...k.artikelen.map((a): InleverStap => ({ soort: 'terug', artikelnummer: a.artikelnummer })),
        { soort: 'opgehaald' },
      ],
    );
    drukRondeAf(`   ${BALIES} ophaalbalies tegelijk, alle ${VERKOPERS} verkopers`, ronde3);
    let verloren3 = 0;
    for (const n of nummers) {
      const k = (await ophalen[0]!.call<OphaalVerkoper>('GET', `/api/balie/ophalen/verkopers/${n}`)).body;
      if (
        k?.inlevering?.opgehaald == null ||
        k.inlevering.terug.join() !== terugVan(n).join() ||
        k.artikelen.some((a) => a.status !== 'terug')
      )
        verloren3++;
    }
    const na3 = (await ophalen[0]!.call<OphaalVoortgang>('GET', '/api/balie/ophalen/voortgang')).body;
    const mails3 = await mailsPerVerkoper(dataDir, 'afrekening');
    const mailFout3 = nummers.filter((n) => mails3.get(n) !== 1).length;
    const totaalMails3 = [...mails3.values()].reduce((s, x) => s + x, 0);
    console.log(
      `   nagelezen: ${VERKOPERS - verloren3} van ${VERKOPERS} verkopers opgehaald met alles terug; ` +
        `voortgang zegt ${na3.opgehaald} opgehaald, ${na3.nogNiet.length} nog niet; ${totaalMails3} afrekeningmails ` +
        `(${mailFout3} verkopers zonder precies één)\n` +
        `   ${ronde3.fouten.aantal} errors, ${verloren3} lost pick-ups, ${mailFout3} mail(s) wrong`,
    );
    if (ronde3.fouten.aantal || verloren3 || mailFout3 || na3.opgehaald !== VERKOPERS) mislukt = true;

    console.log(
      `\n${mislukt ? 'CONTROLE MISLUKT' : '0 errors, 0 lost check-ins, 0 lost pick-ups'}; belasting na afloop ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const fout = server.output().match(/.*(Error|fout).*/gi);
    if (fout) console.log(`Server meldde onder meer: ${fout.slice(0, 3).join(' | ')}`);
  } finally {
    for (const s of running) s.child.kill('SIGTERM');
    await Promise.all(running.map((s) => s.exited));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (mislukt) process.exit(1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
