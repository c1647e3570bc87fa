/**
 * The commission and fees are one rule: the settlement's settings. The public state, which the
 * Verkopen page reads, carries them as the administrator set them, and follows live.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../../kern/afrekening-instellingen';
import type { PublicState } from '../../kern/types';
import { startApi, type Api } from '../../app/testing/harness';

describe('de kosten op de publieke pagina zijn de instellingen van de afrekening', () => {
  let api: Api;
  let gewijzigd: number;
  beforeEach(async () => {
    gewijzigd = 0;
    api = await startApi({ live: { changed: () => void gewijzigd++ } });
  });
  afterEach(() => api.stop());

  const publiek = async () => (await api.h.client().get<PublicState>('/api/public')).body.kosten;

  it('eerst de standaard (20 %), na 25 % van de beheerder 25 %, live gemeld', async () => {
    assert.deepEqual(await publiek(), STANDAARD_AFREKENING_INSTELLINGEN);
    assert.equal((await publiek()).commissiePercentage, 20);

    const nieuw = { commissiePercentage: 25, administratiekostenCent: 150, retourkostenCent: 250 };
    const res = await api.admin.put('/api/afrekening/instellingen', nieuw);
    assert.equal(res.status, 200, res.text);
    assert.equal(gewijzigd, 1, 'de open pagina’s krijgen de nieuwe kosten live');
    // The public page also learns whether sellers may be paid by bank (issue 36), never the account.
    assert.deepEqual(await publiek(), { ...nieuw, bankUitbetaling: false });
    assert.equal((await api.admin.get<typeof nieuw>('/api/afrekening/instellingen')).body.commissiePercentage, 25);
  });

  it('een percentage buiten 0-100 wordt geweigerd en de pagina houdt wat er stond', async () => {
    const res = await api.admin.put('/api/afrekening/instellingen', {
      ...STANDAARD_AFREKENING_INSTELLINGEN,
      commissiePercentage: 101,
    });
    assert.equal(res.status, 400, res.text);
    assert.equal((await publiek()).commissiePercentage, 20);
  });
});
