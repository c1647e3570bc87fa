/** The pick-up statement says where the money went: the envelope, or a transfer (issue 36). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berekenAfrekening } from '../afrekening/domein/afrekening';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../kern/afrekening-instellingen';
import { EIGEN_BEURS } from '../seizoen/store/contract/fixtures';
import { ophaalMail } from './mail';

const afrekening = berekenAfrekening({
  deelnemers: [
    { nummer: 1, naam: 'Anna', vrijwilliger: false, perBank: true },
    { nummer: 2, naam: 'Bram', vrijwilliger: false },
  ],
  artikelen: [],
  kassas: [{ id: 'k1', naam: 'Kleding 1', ruimte: 'Kleding' }],
  bonnen: [
    {
      id: 'b1',
      kassaId: 'k1',
      gesloten: '2026-11-28T10:00:00.000Z',
      geannuleerd: null,
      regels: [
        { verkopersnummer: 1, artikelnummer: null, prijsCent: 1234 },
        { verkopersnummer: 2, artikelnummer: null, prijsCent: 1234 },
      ],
      teBetalenCent: 2470,
    },
  ],
  retourBijAfgifte: [],
  ingeleverd: null,
  geteld: {},
  besluiten: [],
  instellingen: STANDAARD_AFREKENING_INSTELLINGEN,
});
const context = { datum: '2026-11-28', beurs: EIGEN_BEURS, publicUrl: 'https://beurs.example', contactpersonen: [] };
const inlevering = { terug: [], vermist: [], opgehaald: { op: '2026-11-28T15:00:00.000Z', door: 'Balie' } };

describe('de ophaalmail', () => {
  it('per bank: "wordt overgemaakt" met het precieze bedrag, geen envelop; contant: wat er in de envelop zit', () => {
    const [anna, bram] = afrekening.verkopers;
    const perBank = ophaalMail({ naam: 'Anna', email: 'anna@voorbeeld.nl', nummer: 1 }, context, anna!, inlevering);
    assert.match(perBank.text, /Wordt overgemaakt naar je rekening: € 8,87/);
    assert.doesNotMatch(perBank.text, /In je envelop/);
    const contant = ophaalMail({ naam: 'Bram', email: 'bram@voorbeeld.nl', nummer: 2 }, context, bram!, inlevering);
    assert.match(contant.text, /In je envelop: € 8,85/);
  });
});
