/**
 * The database of a later season for bench:rush (issue 23): `n` people spread over four earlier
 * fairs, written through the Store as the site writes them. Each fair fills to its maximum with
 * new sellers and about a third of the previous fair's sellers returning (the same person and
 * number again), then a few join the reserve list and half of those are promoted when the
 * maximum is raised; some sellers sign up as volunteers. The mails are marked as sent, as they
 * would be by then. The next fair is added last and is empty: the opening of bench:rush is its.
 *
 * The fairs are dated in the last year before `now`, so the retention run at the server's start
 * erases nobody and the database the rush meets is the one written here.
 */
import { standaardInstelling } from '../functions/src/vrijwilligers/domein/vrijwilligers';
import type { Deelnemer, MailBericht } from '../functions/src/kern/types';
import type { Store } from '../functions/src/app/store/port';

const EERDERE_BEURZEN = 4;
const DAG_MS = 24 * 60 * 60 * 1000;
/** Part of a fair's sellers that come back to the next one. */
const TERUGKEER = 0.3;
/** Part of a fair's size that joins its reserve list once it is full; half of them get a place. */
const RESERVE = 0.02;
/** Part of a fair's sellers that also volunteer. */
const VRIJWILLIGERS = 0.05;

const mail = (d: { email: string; naam: string }): MailBericht => ({
  to: d.email,
  subject: 'Bevestiging',
  text: `Beste ${d.naam}`,
  html: `<p>Beste ${d.naam}</p>`,
});
const datum = (d: Date) => d.toISOString().slice(0, 10);

export interface Historie {
  personen: number;
  opReservelijst: number;
  vrijwilligers: number;
  seconden: number;
}

export async function vulHistorie(store: Store, n: number, now: Date): Promise<Historie> {
  const start = performance.now();
  let personen = 0;
  let opReservelijst = 0;
  let vrijwilligers = 0;
  let volgende = 0;
  const nieuw = () => {
    const i = volgende++;
    return { naam: `Verkoper ${i}`, email: `historie${i}@voorbeeld.nl`, telefoon: `06-${String(i).padStart(8, '0')}` };
  };
  let vorige: Deelnemer[] = [];

  for (let beurs = 1; beurs <= EERDERE_BEURZEN; beurs++) {
    const dag = new Date(now.getTime() - (EERDERE_BEURZEN + 1 - beurs) * 70 * DAG_MS);
    const als = { bypassGate: false, now: new Date(dag.getTime() - 30 * DAG_MS), mail };
    const lijst = await store.bewaarAflevering({ volgnummer: beurs, datum: datum(dag) });
    const aflevering = lijst.at(-1)!;

    const nieuwePersonen = Math.round((n * beurs) / EERDERE_BEURZEN) - personen;
    const terug = vorige.filter((_, i) => i % Math.round(1 / TERUGKEER) === 0);
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

    const helpers = deze.filter((_, i) => i % Math.round(1 / VRIJWILLIGERS) === 0);
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
  await store.bewaarAflevering({
    volgnummer: EERDERE_BEURZEN + 1,
    datum: datum(new Date(now.getTime() + 70 * DAG_MS)),
  });
  await store.wijzigInstellingen({ inschrijvingGeopend: false, inschrijvingGesloten: false });
  return { personen, opReservelijst, vrijwilligers, seconden: (performance.now() - start) / 1000 };
}
