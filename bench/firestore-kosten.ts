/**
 * bench:firestore-kosten (issue 35): what each operation of a fair costs on Firestore, in
 * documents read, written and deleted, counted by wrapping the Firestore client
 * (functions/src/platform/testing/firestore-teller.ts), on the official Firestore emulator.
 *
 * The same fair (`--verkopers`, `--artikelen`; 30 × 10) runs twice: on a database without
 * history, and on one with earlier fairs in it (`--historie=N` people over four fairs with their
 * items, receipts and closed settlements; 9,000, with --snel 1,000). The table shows both; the
 * last line, `groei`, is the largest ratio over the operations of reads with the history to reads
 * without, these taken as at least GROEI_VLOER: 1.00 means no operation reads more because of
 * earlier seasons. (The floor: an operation of a handful of reads, such as viewing a settlement
 * kept since the last view, reads the one fair before as well when there is one, 6 against 4;
 * that ratio says nothing about growth, which shows as hundreds of reads.) Then (not with --snel)
 * a whole fair of 300 sellers × 25 items runs on an empty database, and its figures give the cost
 * of one fair (docs/FIRESTORE-KOSTEN.md). The fair is small beside the history because the
 * emulator answers every query by reading the whole collection, where Firestore uses its
 * indexes: a fair of 300 on 9,000 people's items would take the emulator hours, not the site.
 *
 *   npm run bench:firestore-kosten                    # history of 9,000 people, then a whole fair
 *   npm run bench:firestore-kosten -- --snel          # a history of 1,000, no whole fair: within 50 s
 *   npm run bench:firestore-kosten -- --historie=5000 --eerder-per-verkoper=4 --per-collectie
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { MAX_VERKOPERSNUMMER } from '../functions/src/artikelen/domein/artikelcode';
import { createPrivacyTokens } from '../functions/src/registratie/links';
import type { KassaVoorBeheer } from '../functions/src/kassa/domein/overzicht';
import type { Deelnemer } from '../functions/src/kern/types';
import { createFirestoreStore } from '../functions/src/app/store/firestore';
import { openTestDatabase } from '../functions/src/platform/testing/firestore-server';
import { startHarness } from '../functions/src/app/testing/harness';
import { geplandWerk } from '../functions/src/app/gepland';
import { GEEN_TOEWIJZING } from '../functions/src/registratie/domein/toewijzing';
import { startFirestoreJar } from '../scripts/firebase-emulators.mjs';
import { meet, perCollectie, type Telling } from '../functions/src/platform/testing/firestore-teller';
import { vulHistorie, vulHuidigeBeurs, EERDERE_BEURZEN, persoon, type Historie } from './firestore-kosten-data';

const optie = (naam: string, standaard: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${naam}=`))?.slice(naam.length + 3) ?? standaard);
const SNEL = process.argv.includes('--snel');
/**
 * People of earlier fairs. Not 10,000 by default: seller numbers are for life and a label holds
 * four digits (MAX_VERKOPERSNUMMER), so 9,000 people before plus a fair of 300 is near the most
 * numbers a fair can ever hand out.
 */
const HISTORIE = optie('historie', SNEL ? 1_000 : 9_000);
/** The fair measured without and with the history. */
const VERKOPERS = optie('verkopers', 30);
const ARTIKELEN = optie('artikelen', 10);
/** The fair whose operations give the cost of a whole fair (not with --snel). */
const HELE_BEURS = { verkopers: 300, artikelen: 25 };
/** Items per seller per earlier fair. */
const EERDER_PER_VERKOPER = optie('eerder-per-verkoper', SNEL ? 5 : 2);
const NU = new Date();
const PER_COLLECTIE = process.argv.includes('--per-collectie');
/** Longer than the assigner's poll (STANDAARD_TOEWIJZER.pollMs) and its lease's release. */
const NALOOP_MS = 1_000;

interface Meting {
  operatie: string;
  telling: Telling;
}

/** Asserts an answer as the operation expects it: a benchmark of failing requests measures nothing. */
function verwacht(res: { status: number; text: string }, status: number, wat: string) {
  if (res.status !== status) throw new Error(`${wat}: ${res.status} ${res.text.slice(0, 300)}`);
}

async function scenario(
  naam: string,
  historieGrootte: number,
  { verkopers, artikelen }: { verkopers: number; artikelen: number } = { verkopers: VERKOPERS, artikelen: ARTIKELEN },
): Promise<{ metingen: Meting[]; beschrijving: string }> {
  const { db, close } = openTestDatabase();
  const store = createFirestoreStore(db);
  const start = performance.now();
  await store.init();
  let historie: Historie | null = null;
  if (historieGrootte > 0) historie = await vulHistorie(db, store, historieGrootte, EERDER_PER_VERKOPER, NU);
  const huidig = await vulHuidigeBeurs(db, store, {
    verkopers,
    perVerkoper: artikelen,
    historie,
    nu: NU,
  });
  const instellingen = await store.leesArtikelInstellingen(huidig.beurs.id);
  await store.bewaarArtikelInstellingen(huidig.beurs.id, { ...instellingen, onlineInvoeren: true, mijnVerkopen: true });
  const h = await startHarness(
    store,
    process.argv.includes('--log') ? { log: (...m: unknown[]) => console.error(...m) } : {},
  );
  const tokens = createPrivacyTokens('test-secret', () => new Date());
  const metingen: Meting[] = [];
  /** `naloopMs`: work the operation leaves running (the assigner's poll after a registration) is its own too. */
  const neem = async <T>(operatie: string, werk: () => Promise<T>, naloopMs = 0) => {
    perCollectie.clear();
    const { uitkomst, telling } = await meet(async () => {
      const uitkomst = await werk();
      await new Promise((r) => setTimeout(r, naloopMs));
      return uitkomst;
    });
    metingen.push({ operatie, telling });
    if (PER_COLLECTIE)
      console.log(`${naam} · ${operatie}: ${[...perCollectie].map(([c, n]) => `${c} ${n}`).join(', ')}`);
    return uitkomst;
  };
  const terug = huidig.verkopers.filter((d) => d.nummer <= (historie?.personen ?? 0)).length;
  const beschrijving =
    `${naam}: ${historie ? `${historie.personen} personen, ${historie.artikelen} artikelen en ${historie.bonnen} bonnen van ${EERDERE_BEURZEN} eerdere beurzen; ` : ''}` +
    `deze beurs ${huidig.verkopers.length} verkopers (${terug} van eerder) × ${artikelen} artikelen ` +
    `(klaargezet in ${((performance.now() - start) / 1000).toFixed(1)} s)`;
  try {
    const admin = await h.admin();
    const bezoeker = () => h.client();
    const verkopers = [huidig.nieuwe, ...(huidig.terugkerende ? [huidig.terugkerende] : [])];
    /** The operations of one seller's own: a new one, and (with a history) one from before. */
    const alsVerkoper = async (stappen: [string, (v: Deelnemer, link: string) => Promise<void>][]) => {
      for (const v of verkopers) {
        const link = tokens.maak(v.id, 'gegevens');
        const wie = v === huidig.terugkerende ? TERUGKEREND : '';
        for (const [operatie, werk] of stappen) await neem(wie + operatie, () => werk(v, link));
      }
    };

    await neem('publieke pagina (GET /api/public)', async () =>
      verwacht(await bezoeker().get('/api/public'), 200, 'public'),
    );
    let nieuw = 0;
    const inschrijving = async (status: number) => {
      const c = bezoeker();
      verwacht(await c.get('/api/session'), 200, 'session');
      verwacht(await c.post('/api/geregistreerde/save', persoon(2_000_000 + ++nieuw)), status, 'inschrijving');
    };
    await neem('inschrijving, aangenomen (sessie en aanmelding)', () => inschrijving(200), NALOOP_MS);
    await alsVerkoper([
      [
        'persoonlijke pagina (artikelen)',
        async (_v, link) =>
          verwacht(
            await bezoeker().get(`/api/mijn-gegevens/artikelen?token=${encodeURIComponent(link)}`),
            200,
            'mijn artikelen',
          ),
      ],
      [
        'artikel toevoegen (persoonlijke pagina)',
        async (_v, link) =>
          verwacht(
            await bezoeker().post('/api/mijn-gegevens/artikelen', {
              token: link,
              artikel: { omschrijving: 'Jas', soort: 'Kleding', maat: '110-116', prijsCent: 500, retour: false },
            }),
            201,
            'artikel toevoegen',
          ),
      ],
      [
        'inleverbalie: verkoper openen',
        async (v) => verwacht(await admin.get(`/api/inlevering/verkopers/${v.nummer}`), 200, 'inleveren'),
      ],
      [
        'inleverbalie: alles ingeleverd en afgerond',
        async (v) => {
          const eigen = (huidig.aanbod.get(v.nummer) ?? []).map((a) => a.artikelnummer);
          verwacht(
            await admin.post('/api/inlevering/stappen', {
              stappen: [
                { id: randomUUID(), verkopersnummer: v.nummer, stap: { soort: 'ingeleverd', artikelnummers: eigen } },
                { id: randomUUID(), verkopersnummer: v.nummer, stap: { soort: 'afgerond' } },
              ],
            }),
            200,
            'inleverstappen',
          );
        },
      ],
    ]);
    const kassa = (await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 9', ruimte: 'Kleding' })).body;
    const kassaToken = kassa.link.split('#')[1]!;
    const alsKassa = (methode: string, pad: string, body?: unknown) =>
      fetch(h.url + pad, {
        method: methode,
        headers: { Authorization: `Bearer ${kassaToken}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, text: await r.text() }));
    await neem('kassa openen (alles voor de dag)', async () =>
      verwacht(await alsKassa('GET', '/api/kassa/gegevens'), 200, 'kassa'),
    );
    // Each receipt: three items of another seller, so the till has sold something of everyone measured.
    const bon = async (v: Deelnemer) => {
      const regels = huidig.aanbod
        .get(v.nummer)!
        .slice(0, 3)
        .map((a) => ({ verkopersnummer: a.verkopersnummer, artikelnummer: a.artikelnummer, prijsCent: a.prijsCent }));
      const body = {
        bonnen: [{ id: randomUUID(), regels, ontvangenCent: 100_000, gesloten: new Date().toISOString() }],
        wachtend: 0,
        oudsteWachtend: null,
      };
      verwacht(await alsKassa('POST', '/api/kassa/bonnen', body), 200, 'bon');
    };
    await neem('bon van 3 artikelen', () => bon(huidig.nieuwe));
    await neem('nog een bon van 3 artikelen', () => bon(huidig.terugkerende ?? huidig.verkopers.at(-1)!));
    await alsVerkoper([
      [
        'Mijn verkopen',
        async (_v, link) =>
          verwacht(
            await bezoeker().get(`/api/mijn-gegevens/afrekening?token=${encodeURIComponent(link)}`),
            200,
            'mijn verkopen',
          ),
      ],
    ]);
    await neem('afrekening bekijken', async () => verwacht(await admin.get('/api/afrekening'), 200, 'afrekening'));
    // Nothing changed since: the settlement kept at the first view (issue 55).
    await neem('afrekening nog eens bekijken (niets veranderd)', async () =>
      verwacht(await admin.get('/api/afrekening'), 200, 'afrekening'),
    );
    await neem('afrekening afsluiten', async () =>
      verwacht(await admin.post('/api/afrekening/sluiten'), 200, 'sluiten'),
    );
    await alsVerkoper([
      [
        'ophaalbalie: verkoper openen',
        async (v) => verwacht(await admin.get(`/api/ophalen/verkopers/${v.nummer}`), 200, 'ophalen'),
      ],
    ]);
    await store.wijzigInstellingen({ maximumAantalDeelnemers: await store.telActief() });
    await neem('inschrijving, geweigerd aan de deur (vol)', () => inschrijving(409), NALOOP_MS);
    // Confirming places (issue 53): the clock's run every 5 minutes, with the deadline ahead.
    const klok = geplandWerk({ store, secret: async () => 'test-secret', log: () => undefined, publicUrl: h.url });
    const voor = new Date(NU.getTime() + 10 * 86_400_000).toISOString();
    await store.wijzigInstellingen({
      toewijzing: {
        ...GEEN_TOEWIJZING,
        bevestigen: { afleveringId: huidig.beurs.id, voor, artikelen: null, herinneringDagen: 3, termijnUren: 48 },
      },
    });
    await neem('klok bevestigen: kijkt (na een wijziging)', () => klok.bevestigen());
    await neem('klok bevestigen: rust (niets veranderd)', () => klok.bevestigen());
    return { metingen, beschrijving };
  } finally {
    await h.close();
    await store.close();
    await close();
  }
}

const TERUGKEREND = 'terugkerende verkoper: ';
/** `groei` compares against at least this many reads without history (see the top). */
const GROEI_VLOER = 10;
const kolom = (t: Telling) => `${t.reads} / ${t.writes} / ${t.deletes}`;

/**
 * One whole fair from the measured operations (the history column, new sellers): 300 sellers
 * with 25 items each, 1,000 visitors at the opening (300 get a place, 700 find it full), 3,000
 * items sold on 1,000 receipts. How often each operation happens is an assumption, named here
 * and in docs/FIRESTORE-KOSTEN.md; the reads per operation are measured.
 */
const EEN_BEURS: [string, string, number][] = [
  ['opening: bezoekers bekijken de pagina', 'publieke pagina (GET /api/public)', 1_000],
  ['opening: aanmeldingen met een plaats', 'inschrijving, aangenomen (sessie en aanmelding)', 300],
  ['opening: aanmeldingen aan de deur geweigerd', 'inschrijving, geweigerd aan de deur (vol)', 700],
  ['verkopers: persoonlijke pagina, 5× elk', 'persoonlijke pagina (artikelen)', 1_500],
  ['verkopers: 25 artikelen invoeren elk', 'artikel toevoegen (persoonlijke pagina)', 7_500],
  ['vrijdag: verkoper openen aan de inleverbalie', 'inleverbalie: verkoper openen', 300],
  ['vrijdag: inleveren, 3 verzendingen per verkoper', 'inleverbalie: alles ingeleverd en afgerond', 900],
  ["zaterdag: 4 kassa's, elk 3× geopend", 'kassa openen (alles voor de dag)', 12],
  ['zaterdag: 1.000 bonnen van 3 artikelen', 'nog een bon van 3 artikelen', 1_000],
  ['verkopers: Mijn verkopen, 2× elk', 'Mijn verkopen', 600],
  ['afrekening: 10× bekeken na een wijziging', 'afrekening bekijken', 10],
  ['afrekening: 10× bekeken zonder wijziging', 'afrekening nog eens bekijken (niets veranderd)', 10],
  ['afrekening: afsluiten', 'afrekening afsluiten', 1],
  ['ophalen: verkoper openen', 'ophaalbalie: verkoper openen', 300],
  ['ophalen: 3 verzendingen per verkoper', 'inleverbalie: alles ingeleverd en afgerond', 900],
];
/** Firestore's free daily quota, and the list price per 100,000 beyond it (multi-region; a region such as europe-west1 costs less). */
const GRATIS = { reads: 50_000, writes: 20_000, deletes: 20_000 };
const PRIJS_USD = { reads: 0.06, writes: 0.18, deletes: 0.02 };
/** One listener per open page is billed a read for every change of a document it listens to. */
const OPEN_PAGINAS = 1_000;

function kostenVanEenBeurs(metingen: Meting[]) {
  const per = new Map(metingen.map((m) => [m.operatie, m.telling]));
  const totaal: Telling = { reads: 0, writes: 0, deletes: 0 };
  console.log(
    `\nEén hele beurs (300 verkopers × 25 artikelen, 1.000 bezoekers bij de opening, 3.000 verkochte artikelen):`,
  );
  for (const [wat, operatie, keer] of EEN_BEURS) {
    const t = per.get(operatie);
    if (!t) throw new Error(`geen meting van "${operatie}"`);
    for (const k of ['reads', 'writes', 'deletes'] as const) totaal[k] += t[k] * keer;
    console.log(`  ${wat.padEnd(50)} ${String(keer).padStart(6)} × ${kolom(t)}`);
  }
  // The live count: every open page listens to public/stats, so each change of it is a read per page.
  const wijzigingen = { min: 30, max: 300 };
  console.log(
    `  ${"opening: de live-teller op 1.000 open pagina's".padEnd(50)} ${OPEN_PAGINAS} × 1 lezing per wijziging van de teller ` +
      `(${wijzigingen.min}–${wijzigingen.max} wijzigingen: ${OPEN_PAGINAS * wijzigingen.min}–${OPEN_PAGINAS * wijzigingen.max} lezingen)`,
  );
  const dollar = (n: number, k: keyof Telling) => (n / 100_000) * PRIJS_USD[k];
  const kosten = (['reads', 'writes', 'deletes'] as const).reduce((som, k) => som + dollar(totaal[k], k), 0);
  console.log(
    `  totaal zonder de live-teller: ${totaal.reads} lezingen, ${totaal.writes} schrijvingen, ${totaal.deletes} wissingen; ` +
      `gratis per dag ${GRATIS.reads} / ${GRATIS.writes} / ${GRATIS.deletes}; ` +
      `alles tegen de Blaze-prijs $ ${kosten.toFixed(2)} (met de live-teller hooguit $ ${(kosten + dollar(OPEN_PAGINAS * wijzigingen.max, 'reads')).toFixed(2)})`,
  );
}

async function main() {
  if (HISTORIE + VERKOPERS + 10 > MAX_VERKOPERSNUMMER) {
    throw new Error(
      `--historie=${HISTORIE} met ${VERKOPERS} verkopers past niet: een verkopersnummer is hoogstens ${MAX_VERKOPERSNUMMER}.`,
    );
  }
  const emulator = await startFirestoreJar();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const start = performance.now();
  try {
    console.log(`bench:firestore-kosten op de officiële Firestore-emulator${SNEL ? ' (--snel)' : ''}`);
    const leeg = await scenario('zonder historie', 0);
    const vol = await scenario(`met historie`, HISTORIE);
    console.log(`\n${leeg.beschrijving}\n${vol.beschrijving}\n`);
    const breedte = Math.max(...vol.metingen.map((m) => m.operatie.length));
    console.log(`${'operatie'.padEnd(breedte)}  lezen / schrijven / wissen: zonder historie | met historie | groei`);
    let groei = 0;
    for (const met of vol.metingen) {
      const zonder = leeg.metingen.find((m) => m.operatie === met.operatie);
      const nieuweVerkoper = vol.metingen.find((m) => TERUGKEREND + m.operatie === met.operatie);
      let verhouding = '';
      if (zonder) {
        const g = met.telling.reads / Math.max(1, zonder.telling.reads);
        groei = Math.max(groei, met.telling.reads / Math.max(GROEI_VLOER, zonder.telling.reads));
        verhouding = g.toFixed(2);
      } else if (nieuweVerkoper) {
        // Without a history nobody comes back: beside a new seller's same operation instead.
        verhouding = `(${(met.telling.reads / Math.max(1, nieuweVerkoper.telling.reads)).toFixed(2)} van een nieuwe)`;
      }
      console.log(
        `${met.operatie.padEnd(breedte)}  ${(zonder ? kolom(zonder.telling) : '-').padStart(18)} | ${kolom(met.telling).padStart(18)} | ${verhouding}`,
      );
    }
    if (SNEL) {
      console.log(`\nDe kosten van een hele beurs: zonder --snel.`);
    } else {
      // A whole fair on an empty database: the table above shows that earlier fairs add nothing.
      const heel = await scenario('een hele beurs', 0, HELE_BEURS);
      console.log(`\n${heel.beschrijving}`);
      kostenVanEenBeurs(heel.metingen);
    }
    console.log(`\nklaar in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    console.log(`groei ${groei.toFixed(2)}`);
  } finally {
    await emulator.stop();
  }
}

main().catch((fout: unknown) => {
  console.error(fout);
  process.exit(1);
});
