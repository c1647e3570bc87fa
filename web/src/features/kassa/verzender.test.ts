import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { MAX_BONNEN_PER_VERZENDING, type BonInvoer, type BonnenBevestiging } from '@backend/kassa/domein';
import { ApiError } from '../../data/http';
import { startVerzender, volgendDeel, type Diensten, type Verbinding } from './verzender';

/** A closed receipt, closed `minuut` minutes after nine. */
const bon = (id: string, minuut = 0, regels = 1): BonInvoer => ({
  id,
  regels: Array.from({ length: regels }, (_, i) => ({ verkopersnummer: 12, artikelnummer: i + 1, prijsCent: 250 })),
  ontvangenCent: 500,
  gesloten: `2026-03-14T09:${String(minuut).padStart(2, '0')}:00.000Z`,
});

/**
 * The sender's clock (setTimeout, setInterval, Date) is node:test's fake one: time moves only when
 * a test says so, so a test neither sleeps nor depends on how busy the machine is. setImmediate
 * stays real: it lets the pending promises (the sender's chain of calls) run.
 */
const beurt = () => new Promise((klaar) => setImmediate(klaar));

/** Lets every pending promise run, and `ms` of the sender's time pass (in steps of 10 ms). */
async function rustig(ms = 20) {
  for (let verstreken = 0; ; verstreken += 10) {
    for (let i = 0; i < 10; i++) await beurt();
    if (verstreken >= ms) return;
    mock.timers.tick(10);
  }
}

/** Lets the sender's time run on (up to 5 s of it) until `klopt` holds. */
async function tot(klopt: () => boolean) {
  for (let verstreken = 0; !klopt() && verstreken < 5_000; verstreken += 10) await rustig(10);
  assert.ok(klopt(), 'niet binnen 5 s');
}

/** The device's queue in memory and a server that answers as `antwoord` says. */
function nepKassa(bonnen: BonInvoer[]) {
  const rij = new Map(bonnen.map((b) => [b.id, b]));
  const verzonden: { ids: string[]; wachtend: number; oudsteWachtend: string | null }[] = [];
  const kassa = {
    rij,
    verzonden,
    contacten: 0,
    antwoord: async (deel: BonInvoer[]): Promise<BonnenBevestiging> => ({
      bevestigd: deel.map((b) => b.id),
      naAfsluiting: [],
    }),
    contact: async () => ({ verkocht: [] as string[], afrekeningGeslotenOp: null as string | null, pinnen: false }),
  };
  const diensten: Diensten = {
    wachtrij: async () => [...rij.values()].sort((a, b) => a.gesloten.localeCompare(b.gesloten)),
    bevestigd: async (ids) => ids.forEach((id) => rij.delete(id)),
    stuurBonnen: async (deel, wachtend, oudsteWachtend) => {
      verzonden.push({ ids: deel.map((b) => b.id), wachtend, oudsteWachtend });
      return kassa.antwoord(deel);
    },
    meldContact: async () => {
      kassa.contacten++;
      return kassa.contact();
    },
  };
  return { kassa, diensten };
}

function start(diensten: Diensten, probeerElkeMs?: number) {
  const standen: Verbinding[] = [];
  const naAfsluiting: number[] = [];
  const afgesloten: string[] = [];
  const verzender = startVerzender({
    bijStand: (s) => standen.push(s),
    bijVerkocht: () => undefined,
    bijAfgesloten: (op) => afgesloten.push(op),
    bijNaAfsluiting: (n) => naAfsluiting.push(n),
    diensten,
    probeerElkeMs,
  });
  lopend.push(verzender);
  return { verzender, standen, naAfsluiting, afgesloten, laatste: () => standen[standen.length - 1]! };
}

const lopend: { stop: () => void }[] = [];
const g = globalThis as Record<string, unknown>;

beforeEach(() => {
  mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: Date.parse('2026-03-14T09:30:00Z') });
  // The browser's parts the sender uses: the network state and its online/offline events.
  g.window = new EventTarget();
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
});
afterEach(() => {
  for (const v of lopend.splice(0)) v.stop();
  mock.timers.reset();
});

describe('volgendDeel: hoeveel bonnen er in één keer naar de server gaan', () => {
  it('hoogstens 25 bonnen, de oudste eerst', () => {
    const rij = Array.from({ length: 30 }, (_, i) => bon(`b${i}`, i));
    const deel = volgendDeel(rij);
    assert.equal(deel.length, MAX_BONNEN_PER_VERZENDING);
    assert.deepEqual(deel, rij.slice(0, 25));
  });

  it('hoogstens 40.000 tekens, maar altijd minstens één bon (ook een heel grote)', () => {
    const groot = bon('groot', 0, 600);
    assert.ok(JSON.stringify(groot).length > 20_000);
    assert.deepEqual(volgendDeel([groot, groot, groot]).length, 1);
    const reus = bon('reus', 0, 1500);
    assert.ok(JSON.stringify(reus).length > 40_000);
    assert.deepEqual(volgendDeel([reus, bon('klein')]), [reus]);
  });
});

describe('de verzender van de kassa', () => {
  it('stuurt de wachtrij bij het starten en meldt dat alles verzonden is', async () => {
    const { kassa, diensten } = nepKassa([bon('b2', 2), bon('b1', 1)]);
    const { laatste } = start(diensten);
    await rustig();
    assert.deepEqual(kassa.verzonden, [{ ids: ['b1', 'b2'], wachtend: 0, oudsteWachtend: null }]);
    assert.equal(kassa.rij.size, 0);
    assert.deepEqual(laatste(), { wachtend: 0, oudste: null, online: true, fout: null });
  });

  it('een bon verlaat het apparaat alleen als de server zijn id als bewaard noemt', async () => {
    const { kassa, diensten } = nepKassa([bon('b1', 1), bon('b2', 2)]);
    // The server names b2 and an id that was not sent; b1 it does not name.
    kassa.antwoord = async () => ({ bevestigd: ['b2', 'vreemd'], naAfsluiting: [] });
    const { laatste } = start(diensten);
    await rustig();
    assert.deepEqual([...kassa.rij.keys()], ['b1']);
    assert.equal(laatste().wachtend, 1);
    assert.equal(laatste().oudste, bon('b1', 1).gesloten);
  });

  it('een grote wachtrij gaat in delen, en de server hoort telkens hoeveel er daarna nog wacht', async () => {
    const { kassa, diensten } = nepKassa(Array.from({ length: 30 }, (_, i) => bon(`b${i}`, i)));
    start(diensten);
    await rustig();
    assert.deepEqual(
      kassa.verzonden.map((v) => [v.ids.length, v.wachtend, v.oudsteWachtend]),
      [
        [25, 5, bon('b25', 25).gesloten],
        [5, 0, null],
      ],
    );
    assert.equal(kassa.rij.size, 0);
  });

  it('zonder netwerk blijft alles in de wachtrij en staat de kassa offline; later gaat het alsnog', async () => {
    const { kassa, diensten } = nepKassa([bon('b1', 1)]);
    const { antwoord, contact } = kassa;
    const geenNetwerk = async (): Promise<never> => {
      throw new ApiError(0, 'Geen verbinding met de server.');
    };
    kassa.antwoord = geenNetwerk;
    kassa.contact = geenNetwerk;
    const { verzender, laatste } = start(diensten);
    await rustig();
    assert.equal(kassa.rij.size, 1);
    assert.equal(laatste().online, false);
    assert.equal(laatste().fout, null, 'geen netwerk is geen fout van de server');
    kassa.antwoord = antwoord;
    kassa.contact = contact;
    await verzender.verstuur();
    assert.equal(kassa.rij.size, 0);
    assert.equal(laatste().online, true);
  });

  it('een weigering van de server blijft staan tot een verzending lukt; de bon blijft bewaard', async () => {
    const { kassa, diensten } = nepKassa([bon('b1', 1)]);
    kassa.antwoord = async () => {
      throw new ApiError(403, 'Deze kassa is ingetrokken.');
    };
    const { verzender, laatste } = start(diensten);
    await rustig();
    assert.equal(laatste().fout, 'Deze kassa is ingetrokken.');
    assert.equal(kassa.rij.size, 1);
    kassa.antwoord = async (deel) => ({ bevestigd: deel.map((b) => b.id), naAfsluiting: [] });
    await verzender.verstuur();
    assert.equal(laatste().fout, null);
    assert.equal(kassa.rij.size, 0);
  });

  it('na een 429 wacht de kassa zo lang als de server vraagt voor ze opnieuw stuurt', async () => {
    const { kassa, diensten } = nepKassa([bon('b1', 1)]);
    kassa.antwoord = async () => {
      throw new ApiError(429, 'Te veel bonnen tegelijk.', null, 0.2);
    };
    const { verzender } = start(diensten);
    await rustig();
    assert.equal(kassa.verzonden.length, 1);
    kassa.antwoord = async (deel) => ({ bevestigd: deel.map((b) => b.id), naAfsluiting: [] });
    await verzender.verstuur();
    assert.equal(kassa.verzonden.length, 1, 'binnen de wachttijd gaat er niets');
    assert.equal(kassa.rij.size, 1);
    await rustig(220);
    await verzender.verstuur();
    assert.equal(kassa.verzonden.length, 2);
    assert.equal(kassa.rij.size, 0);
  });

  it('bonnen na het afsluiten van de afrekening verlaten de rij, de kassa hoort hoeveel en vraagt wanneer', async () => {
    const { kassa, diensten } = nepKassa([bon('b1', 1), bon('b2', 2)]);
    kassa.antwoord = async (deel) => ({ bevestigd: deel.map((b) => b.id), naAfsluiting: ['b2'] });
    kassa.contact = async () => ({ verkocht: [], afrekeningGeslotenOp: '2026-03-14T17:00:00.000Z', pinnen: false });
    const { naAfsluiting, afgesloten } = start(diensten);
    await rustig();
    assert.equal(kassa.rij.size, 0);
    assert.deepEqual(naAfsluiting, [1]);
    assert.ok(afgesloten.includes('2026-03-14T17:00:00.000Z'));
  });

  it('de hartslag zegt of pinnen aan staat: de kassa hoort het; een server van vóór pinnen zegt niets (issue 36)', async () => {
    const { kassa, diensten } = nepKassa([]);
    const gehoord: boolean[] = [];
    const verzender = startVerzender({
      bijStand: () => undefined,
      bijVerkocht: () => undefined,
      bijAfgesloten: () => undefined,
      bijNaAfsluiting: () => undefined,
      bijPinnen: (pinnen) => gehoord.push(pinnen),
      diensten,
    });
    lopend.push(verzender);
    kassa.contact = async () => ({ verkocht: [], afrekeningGeslotenOp: null, pinnen: true });
    await rustig();
    assert.deepEqual(gehoord, [true]);
    // An older server's answer without the field leaves the till as it was.
    kassa.contact = async () =>
      ({ verkocht: [], afrekeningGeslotenOp: null }) as unknown as ReturnType<typeof kassa.contact>;
    (g.window as EventTarget).dispatchEvent(new Event('online'));
    await rustig();
    assert.deepEqual(gehoord, [true]);
  });

  it('de hartslag brengt halve prijs zoals die nu staat: een wijziging op de beursdag bereikt een open kassa (issue 54)', async () => {
    const { kassa, diensten } = nepKassa([]);
    const gehoord: unknown[] = [];
    const verzender = startVerzender({
      bijStand: () => undefined,
      bijVerkocht: () => undefined,
      bijAfgesloten: () => undefined,
      bijNaAfsluiting: () => undefined,
      bijHalvePrijs: (halvePrijs) => gehoord.push(halvePrijs),
      diensten,
    });
    lopend.push(verzender);
    const regel = { vanaf: '2026-03-14T14:00', procent: 50, afrondingCent: 10, minimumPrijsCent: 50 };
    kassa.contact = async () => ({ verkocht: [], afrekeningGeslotenOp: null, pinnen: false, halvePrijs: regel });
    await rustig();
    assert.deepEqual(gehoord, [regel]);
    // Switched off: the till hears null. An older server's answer without the field changes nothing.
    kassa.contact = async () => ({ verkocht: [], afrekeningGeslotenOp: null, pinnen: false, halvePrijs: null });
    (g.window as EventTarget).dispatchEvent(new Event('online'));
    await rustig();
    kassa.contact = async () => ({ verkocht: [], afrekeningGeslotenOp: null, pinnen: false });
    (g.window as EventTarget).dispatchEvent(new Event('online'));
    await rustig();
    assert.deepEqual(gehoord, [regel, null]);
  });

  it('een pinbon gaat door dezelfde rij: eenmaal bevestigd verlaat hij het apparaat, ook na een verloren antwoord', async () => {
    const pin: BonInvoer = { ...bon('p1', 1), betaalwijze: 'pin' };
    const { kassa, diensten } = nepKassa([pin]);
    const antwoord = kassa.antwoord;
    let eerste = true;
    // The first answer is lost (no network): the receipt stays and is sent again, unchanged.
    kassa.antwoord = async (deel) => {
      if (eerste) {
        eerste = false;
        throw new ApiError(0, 'Geen verbinding');
      }
      return antwoord(deel);
    };
    const { verzender } = start(diensten);
    await rustig();
    assert.equal(kassa.rij.size, 1);
    await verzender.verstuur();
    assert.equal(kassa.rij.size, 0);
    assert.deepEqual(
      kassa.verzonden.map((v) => v.ids),
      [['p1'], ['p1']],
    );
  });

  it('verstuur tijdens een verzending stuurt niets dubbel', async () => {
    const { kassa, diensten } = nepKassa([bon('b1', 1)]);
    let laat: () => void = () => undefined;
    const antwoord = kassa.antwoord;
    kassa.antwoord = (deel) => new Promise((klaar) => (laat = () => klaar(antwoord(deel))));
    const { verzender } = start(diensten);
    await rustig();
    const tweede = verzender.verstuur();
    const derde = verzender.verstuur();
    laat();
    await Promise.all([tweede, derde]);
    await rustig();
    assert.equal(kassa.verzonden.length, 1);
    assert.equal(kassa.rij.size, 0);
  });

  it('de browser meldt geen netwerk: de kassa zegt het meteen, niet pas bij de volgende poging', async () => {
    const { diensten } = nepKassa([]);
    const { laatste } = start(diensten);
    await rustig();
    assert.equal(laatste().online, true);
    (g.window as EventTarget).dispatchEvent(new Event('offline'));
    assert.equal(laatste().online, false);
  });

  it('weer online maar de eerste vraag haalt de server nog niet: de kassa vraagt kort daarna opnieuw, niet pas bij de hartslag', async () => {
    const { kassa, diensten } = nepKassa([]);
    const { contact } = kassa;
    const { laatste } = start(diensten, 40);
    await rustig();
    (g.window as EventTarget).dispatchEvent(new Event('offline'));
    assert.equal(laatste().online, false);
    // The Wi-Fi is back a moment before calls get through: the first two still fail.
    let gevraagd = 0;
    kassa.contact = async () => {
      if (++gevraagd <= 2) throw new ApiError(0, 'Geen verbinding met de server.');
      return contact();
    };
    (g.window as EventTarget).dispatchEvent(new Event('online'));
    await tot(() => laatste().online);
    assert.equal(gevraagd, 3, 'twee mislukte vragen en een die lukt');
    await rustig(200);
    assert.equal(gevraagd, 3, 'weer online wacht de kassa op de hartslag');
  });

  it('offline vraagt de kassa telkens opnieuw, ook als de browser het online-signaal nooit geeft', async () => {
    const { kassa, diensten } = nepKassa([]);
    const { contact } = kassa;
    kassa.contact = async () => {
      throw new ApiError(0, 'Geen verbinding met de server.');
    };
    const { verzender, laatste } = start(diensten, 30);
    await tot(() => kassa.contacten >= 4);
    assert.equal(laatste().online, false);
    kassa.contact = contact;
    await tot(() => laatste().online);
    verzender.stop();
    const gestopt = kassa.contacten;
    await rustig(100);
    assert.equal(kassa.contacten, gestopt, 'na stoppen vraagt de kassa niets meer');
  });

  it('een vraag die blijft hangen, stapelt geen nieuwe vragen op: de kassa wacht op die ene', async () => {
    const { kassa, diensten } = nepKassa([]);
    const { contact } = kassa;
    let laatLos = () => undefined as void;
    kassa.contact = () =>
      new Promise((_klaar, mislukt) => {
        laatLos = () => mislukt(new ApiError(0, 'Geen verbinding met de server.'));
      });
    const { laatste } = start(diensten, 20);
    (g.window as EventTarget).dispatchEvent(new Event('offline'));
    await rustig(200);
    assert.equal(kassa.contacten, 1, 'tien keer geprobeerd, maar één vraag onderweg');
    kassa.contact = contact;
    laatLos();
    await tot(() => laatste().online);
    assert.equal(kassa.contacten, 2);
  });
});
