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
 * Options: --verkopers=N (300), --artikelen=N per seller (48), --metingen=N openings in each
 * measurement of 1 and 3, sequential and at a desk's pace (the number of sellers, at least 300),
 * --per-post=N steps per POST (10), --eerder=N earlier fairs (2), --voortgang=0 (the desks' screens
 * do not refresh their progress section during 2 and 3). The smoke run in `npm test`:
 * --verkopers=20 --artikelen=10 --metingen=20.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { InleverVerkoper, OphaalVerkoper } from '../functions/src/inlevering/domein/balie';
import type { InleverStap } from '../functions/src/inlevering/domein/inlevering';
import type { InleverVoortgang, OphaalVoortgang } from '../functions/src/inlevering/domein/voortgang';
import type { BonInvoer, BonRegel } from '../functions/src/kassa/domein/kassa';
import { startWithAdmin, type ServerProcess } from '../functions/src/platform/testing/server';
import {
  ARTIKELEN,
  BALIES,
  BONNEN_PER_POST,
  cijfers,
  delen,
  EERDERE_BEURZEN,
  METINGEN,
  ms,
  PER_POST,
  REGELS_PER_BON,
  VERKOCHT,
  VERKOPERS,
  VOORTGANG,
  vul,
} from './inlevering-data';
import {
  balies,
  drukRondeAf,
  drukTempoAf,
  Fouten,
  maakBalie,
  mailsPerVerkoper,
  openen,
  openenInHetTempo,
  schermenVan,
  voortgang,
} from './inlevering-balies';

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
      // Three desks open 300 sellers as fast as the measurement goes, not at a volunteer's pace.
      BALIE_VERKOPERS_PER_MINUUT: '1000000',
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
