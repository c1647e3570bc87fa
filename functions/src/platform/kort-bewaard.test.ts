import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kortBewaard } from './kort-bewaard';

describe('kortBewaard', () => {
  it('gelijktijdige vragen delen één berekening; daarna geldt het antwoord even, dan wordt opnieuw berekend', async () => {
    let nu = 0;
    let keer = 0;
    const { haal } = kortBewaard(
      2000,
      () => nu,
      async () => ++keer,
    );
    assert.deepEqual(await Promise.all([haal(), haal(), haal()]), [1, 1, 1]);
    nu = 1999;
    assert.equal(await haal(), 1);
    nu = 2001;
    assert.equal(await haal(), 2);
    assert.equal(keer, 2);
  });

  it('een fout wordt niet bewaard: de volgende vraag rekent opnieuw', async () => {
    let keer = 0;
    const { haal } = kortBewaard(
      2000,
      () => 0,
      async () => {
        keer++;
        if (keer === 1) throw new Error('even niet');
        return keer;
      },
    );
    await assert.rejects(haal(), /even niet/);
    assert.equal(await haal(), 2);
  });

  it('na vergeet() rekent de volgende vraag opnieuw, ook binnen de tijd', async () => {
    let keer = 0;
    const bewaard = kortBewaard(
      2000,
      () => 0,
      async () => ++keer,
    );
    assert.equal(await bewaard.haal(), 1);
    assert.equal(await bewaard.haal(), 1);
    bewaard.vergeet();
    assert.equal(await bewaard.haal(), 2);
  });
});
