/**
 * The database of a later season for bench:rush (issue 23, issue 55): `n` people who registered
 * over eight earlier fairs (four years of a spring and an autumn fair), written through the Store
 * as the site writes them. Each fair fills to its maximum with new sellers and about a third of
 * the previous fair's sellers returning (the same person and number again), then a few join the
 * reserve list and half of those are promoted when the maximum is raised; some sellers sign up
 * as volunteers, most print their labels, a few leave an item unsold and not handed back. The
 * mails are marked as sent, as they would be by then. The next fair is added last and is empty:
 * the opening of bench:rush is its.
 *
 * Before each fair's registration opens, and at `now`, the retention rules run as the server's
 * daily timer runs them (store.pasBewaartermijnToe): whoever took no part for a year is erased
 * and their number recorded as free, with what guards it (an item still in circulation, labels
 * printed at the last two fairs). So the database is what several seasons leave behind: fewer
 * people than ever registered, and at 10,000 the counter at the top (MAX_VERKOPERSNUMMER), so the
 * rush's new sellers get reused numbers (issue 53), as they would at such a fair. The server's
 * own retention run at its start then finds nothing more to do.
 */
import { standaardInstelling } from '../functions/src/vrijwilligers/domein/vrijwilligers';
import { STANDAARD_GRACE_DAGEN } from '../functions/src/privacy/domein/bewaren';
import { isBeschermd } from '../functions/src/registratie/domein/registratie';
import type { Deelnemer, MailBericht } from '../functions/src/kern/types';
import type { Store } from '../functions/src/app/store/port';
import { MAX_VERKOPERSNUMMER } from '../functions/src/kern/verkopersnummer';
import { LAATSTE_NUMMER } from '../functions/src/registratie/store/sleutels';

const EERDERE_BEURZEN = 8;
const DAG_MS = 24 * 60 * 60 * 1000;
/** A spring and an autumn fair a year. */
const TUSSEN_BEURZEN_DAGEN = 182;
/** The next fair, whose opening the rush is, lies this far after `now`. */
const VOLGENDE_BEURS_DAGEN = 70;
/** Part of a fair's sellers that come back to the next one. */
const TERUGKEER = 0.3;
/** Part of a fair's size that joins its reserve list once it is full; half of them get a place. */
const RESERVE = 0.02;
/** Part of a fair's sellers that also volunteer. */
const VRIJWILLIGERS = 0.05;
/** Part of a fair's sellers that print their labels (the number then waits two fairs once free). */
const LABELS = 0.8;
/** Part of a fair's sellers with an item that was neither sold nor handed back (the number waits for good). */
const IN_OMLOOP = 0.02;

const mail = (d: { email: string; naam: string }): MailBericht => ({
  to: d.email,
  subject: 'Bevestiging',
  text: `Beste ${d.naam}`,
  html: `<p>Beste ${d.naam}</p>`,
});
const datum = (d: Date) => d.toISOString().slice(0, 10);
/** Every `1 / deel`-th of a list (deel 0.3: every third). */
const elke = <T>(lijst: T[], deel: number) => lijst.filter((_, i) => i % Math.round(1 / deel) === 0);

export interface Historie {
  /** Who ever registered over the earlier fairs. */
  personen: number;
  /** Still in the database when the rush starts (the rest erased by the retention rules). */
  bewaard: number;
  /** Put on a reserve list and not promoted. */
  opReservelijst: number;
  vrijwilligers: number;
  /** Numbers never handed out, and free numbers that may be reused now (leesNummerStand). */
  nummersOver: number;
  herbruikbaar: number;
  seconden: number;
}

/**
 * `opDeTop`: the counter starts where the `n` people's numbers just reach MAX_VERKOPERSNUMMER, as
 * at a fair that handed out numbers for many seasons before these eight; so a small history
 * (the smoke run's) has its rush reuse numbers too. From 9,999 people on that is so anyway.
 */
export async function vulHistorie(
  store: Store,
  n: number,
  now: Date,
  { opDeTop = false }: { opDeTop?: boolean } = {},
): Promise<Historie> {
  const start = performance.now();
  if (opDeTop && n < MAX_VERKOPERSNUMMER) await store.zetMeta(LAATSTE_NUMMER, String(MAX_VERKOPERSNUMMER - n));
  let personen = 0;
  let opReservelijst = 0;
  let vrijwilligers = 0;
  let volgende = 0;
  const nieuw = () => {
    const i = volgende++;
    return { naam: `Verkoper ${i}`, email: `historie${i}@voorbeeld.nl`, telefoon: `06-${String(i).padStart(8, '0')}` };
  };
  let vorige: Deelnemer[] = [];
  const eerste = now.getTime() + (VOLGENDE_BEURS_DAGEN - EERDERE_BEURZEN * TUSSEN_BEURZEN_DAGEN) * DAG_MS;

  for (let beurs = 1; beurs <= EERDERE_BEURZEN; beurs++) {
    const dag = new Date(eerste + (beurs - 1) * TUSSEN_BEURZEN_DAGEN * DAG_MS);
    const als = { bypassGate: false, now: new Date(dag.getTime() - 30 * DAG_MS), mail };
    // What the daily timer did before this fair's registration opened.
    await store.pasBewaartermijnToe(als.now, STANDAARD_GRACE_DAGEN);
    const lijst = await store.bewaarAflevering({ volgnummer: beurs, datum: datum(dag) });
    const aflevering = lijst.at(-1)!;

    const nieuwePersonen = Math.round((n * beurs) / EERDERE_BEURZEN) - personen;
    const terug = elke(vorige, TERUGKEER);
    const bevorderd = Math.floor((nieuwePersonen * RESERVE) / 2);
    const inschrijvingen = nieuwePersonen - bevorderd;
    const maximum = terug.length + inschrijvingen;
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: maximum,
    });

    const deze: Deelnemer[] = [];
    for (const d of terug)
      deze.push(await store.schrijfIn({ naam: d.naam, email: d.email, telefoon: d.telefoon }, als));
    for (let i = 0; i < inschrijvingen; i++) deze.push(await store.schrijfIn(nieuw(), als));
    for (let i = 0; i < bevorderd * 2; i++) await store.zetOpReservelijst(nieuw(), { now: als.now, mail });
    opReservelijst += bevorderd * 2 - bevorderd;
    await store.wijzigInstellingen({ maximumAantalDeelnemers: maximum + bevorderd }, { now: als.now, mail });
    personen += nieuwePersonen;

    for (const d of elke(deze, LABELS)) await store.noteerLabelsVanBeurs(aflevering.id, d.nummer);
    for (const d of elke(deze, IN_OMLOOP)) {
      await store.voegArtikelToe(
        d.nummer,
        { omschrijving: 'Puzzel', soort: 'Speelgoed', maat: null, prijsCent: 500, retour: true },
        { afleveringId: aflevering.id, maxArtikelen: 50, now: als.now },
      );
    }

    const helpers = elke(deze, VRIJWILLIGERS);
    await store.bewaarDienst(aflevering.id, 'vrijdagSorteren', {
      ...standaardInstelling('vrijdagSorteren'),
      capaciteit: Math.max(1, helpers.length),
    });
    for (const d of helpers) {
      await store.meldAan(
        aflevering.id,
        { naam: d.naam, email: d.email, telefoon: d.telefoon, diensten: ['vrijdagSorteren'], deelnemerId: d.id },
        { now: als.now },
      );
      vrijwilligers++;
    }
    vorige = deze;
    await store.wijzigInstellingen({ inschrijvingGesloten: true });
  }

  // The mails of earlier fairs went out long ago.
  for (let mails = await store.reserveerMails(now, 500, 60_000); mails.length > 0;) {
    for (const m of mails) await store.markeerMailVerzonden(m.id, now);
    mails = await store.reserveerMails(now, 500, 60_000);
  }
  await store.pasBewaartermijnToe(now, STANDAARD_GRACE_DAGEN);
  await store.bewaarAflevering({
    volgnummer: EERDERE_BEURZEN + 1,
    datum: datum(new Date(now.getTime() + VOLGENDE_BEURS_DAGEN * DAG_MS)),
  });
  await store.wijzigInstellingen({ inschrijvingGeopend: false, inschrijvingGesloten: false });
  const stand = await store.leesNummerStand();
  return {
    personen,
    bewaard: (await store.leesDeelnemers()).filter((d) => !isBeschermd(d)).length,
    opReservelijst,
    vrijwilligers,
    nummersOver: stand.over,
    herbruikbaar: stand.herbruikbaar,
    seconden: (performance.now() - start) / 1000,
  };
}
