/**
 * The open receipt on the device (useOpenBonOpApparaat.ts): read back in front of what was scanned
 * meanwhile, nothing written before that, each change kept once after the frame, at once when the
 * page is hidden or goes away, and the copy made at leaving forgotten when the page comes back.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maakOpenBon } from './openBon';
import type { OpenRegel } from './opslag';
import { houdOpenBonOpApparaat, type OpslagVanOpenBon } from './useOpenBonOpApparaat';

const regel = (regelId: string): OpenRegel => ({
  regelId,
  verkopersnummer: 12,
  artikelnummer: 3,
  prijsCent: 250,
  omschrijving: 'Winterjas',
  maat: '110',
});

function opstelling(bewaard: OpenRegel[]) {
  let geefTerug: (regels: OpenRegel[]) => void = () => undefined;
  const geschreven: string[][] = [];
  const bijVertrek: string[][] = [];
  let vergeten = 0;
  const opslag: OpslagVanOpenBon = {
    lees: () => new Promise((klaar) => (geefTerug = klaar)),
    bewaar: async (regels) => void geschreven.push(regels.map((r) => r.regelId)),
    bewaarBijVertrek: (regels) => void bijVertrek.push(regels.map((r) => r.regelId)),
    vergeetBijVertrek: () => void vergeten++,
  };
  const frames: (() => void)[] = [];
  const venster = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const bon = maakOpenBon();
  const stop = houdOpenBonOpApparaat(bon, opslag, { venster, document, naHetBeeld: (t) => void frames.push(t) });
  return {
    bon,
    stop,
    venster,
    document,
    geschreven,
    bijVertrek,
    vergeten: () => vergeten,
    /** The device's copy arrives. */
    terug: async () => {
      geefTerug(bewaard);
      await new Promise((r) => setImmediate(r));
    },
    /** The frames drawn since: their work runs. */
    teken: () => frames.splice(0).forEach((f) => f()),
  };
}

describe('de open bon op het apparaat', () => {
  it('zet de bewaarde regels vóór wat intussen gescand is, en schrijft niets voordat ze terug zijn', async () => {
    const o = opstelling([regel('oud')]);
    o.bon.wijzig((h) => [...h, regel('nieuw')]);
    o.teken();
    assert.deepEqual(o.geschreven, [], 'een schrijfactie vóór het teruglezen had de bewaarde bon overschreven');
    o.venster.dispatchEvent(new Event('pagehide'));
    assert.deepEqual(o.bijVertrek, []);
    await o.terug();
    assert.deepEqual(
      o.bon.regels().map((r) => r.regelId),
      ['oud', 'nieuw'],
    );
    o.teken();
    assert.deepEqual(o.geschreven, [['oud', 'nieuw']]);
    o.stop();
  });

  it('bewaart scans kort na elkaar één keer, na het beeld, zoals de bon dan is', async () => {
    const o = opstelling([]);
    await o.terug();
    o.teken();
    o.geschreven.length = 0;
    o.bon.wijzig((h) => [...h, regel('a')]);
    o.bon.wijzig((h) => [...h, regel('b')]);
    assert.deepEqual(o.geschreven, []);
    o.teken();
    assert.deepEqual(o.geschreven, [['a', 'b']]);
    o.stop();
  });

  it('bewaart meteen als de pagina verborgen wordt of weggaat, en vergeet die kopie bij terugkomst', async () => {
    const o = opstelling([]);
    await o.terug();
    o.teken();
    o.geschreven.length = 0;
    o.bon.wijzig((h) => [...h, regel('a')]);
    o.document.visibilityState = 'hidden';
    o.document.dispatchEvent(new Event('visibilitychange'));
    assert.deepEqual(o.geschreven, [['a']]);
    o.venster.dispatchEvent(new Event('pagehide'));
    assert.deepEqual(o.bijVertrek, [['a']]);
    o.venster.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    assert.equal(o.vergeten(), 1);
    o.stop();
  });

  it('na het stoppen: wat nog gepland stond wordt bewaard, daarna niets meer, en een late teruglezing telt niet', async () => {
    const o = opstelling([regel('oud')]);
    o.stop();
    await o.terug();
    assert.deepEqual(o.bon.regels(), [], 'een gestopte bewaking voegt de bewaarde regels niet meer toe');
    const p = opstelling([]);
    await p.terug();
    p.teken();
    p.geschreven.length = 0;
    p.bon.wijzig((h) => [...h, regel('a')]);
    p.stop();
    assert.deepEqual(p.geschreven, [['a']]);
    p.bon.wijzig((h) => [...h, regel('b')]);
    p.teken();
    assert.deepEqual(p.geschreven, [['a']]);
  });
});
