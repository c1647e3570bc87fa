/**
 * Sellers learn that they can enter items (issue 25, missed 1): switching item entry on mails
 * every seller of the current fair their link once; a seller who registers while it is on finds
 * the link in the confirmation instead of the hand-written labels.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../domein/instellingen';
import { type MijnArtikelen } from '../domein/overzichten';
import type { EigenGegevens } from '../../kern/api-types';
import type { Deelnemer } from '../../kern/types';
import { createSqliteStore } from '../../app/store/sqlite';
import { startHarness, type Client, type Harness } from '../../app/testing/harness';

const VOOR_DEADLINE = new Date('2026-09-01T10:00:00Z');
/** A deadline set before `VOOR_DEADLINE`: the list is closed. */
const VERSTREKEN = '2026-08-31T12:00';
const ONDERWERP = 'Voer je artikelen online in voor de kinderkledingbeurs';

describe('/api artikelen: de link om artikelen in te voeren', () => {
  let h: Harness;
  let admin: Client;
  let nu: Date;

  beforeEach(async () => {
    nu = VOOR_DEADLINE;
    h = await startHarness(createSqliteStore(':memory:'), { clock: () => nu });
    await h.store.init();
    admin = await h.admin();
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-09-12' })).status, 200);
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
  });

  const verkoper = async (naam: string) =>
    (
      await admin.post<Deelnemer>('/api/geregistreerde/save', {
        naam,
        email: `${naam.toLowerCase()}@voorbeeld.nl`,
        telefoon: '',
      })
    ).body;
  const zet = async (onlineInvoeren: boolean, deadline: string | null = null) =>
    assert.equal(
      (await admin.put('/api/artikelen/instellingen', { ...STANDAARD_ARTIKEL_INSTELLINGEN, onlineInvoeren, deadline }))
        .status,
      200,
    );
  const mailsAan = async (email: string) => (await h.store.leesMails()).filter((m) => m.to === email);
  const linkUit = (tekst: string) => /https?:\/\/\S+\/mijn-artikelen\?token=[^\s"<]+/.exec(tekst)?.[0];

  it('aanzetten mailt elke verkoper één keer de persoonlijke link; uit en weer aan mailt niemand opnieuw', async () => {
    const anne = await verkoper('Anne');
    const bas = await verkoper('Bas');
    await zet(true);
    for (const d of [anne, bas]) {
      const mails = (await mailsAan(`${d.naam.toLowerCase()}@voorbeeld.nl`)).filter((m) => m.subject === ONDERWERP);
      assert.equal(mails.length, 1, d.naam);
      const link = linkUit(mails[0]!.text);
      assert.ok(link, 'de link staat in de tekst');
      assert.ok(mails[0]!.html.includes(`<a href="${link.replace(/&/g, '&amp;')}">`), 'en als link in de HTML');
      // The link opens this seller's own items.
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const lijst = await h
        .client()
        .get<MijnArtikelen>(`/api/mijn-gegevens/artikelen?token=${encodeURIComponent(token)}`);
      assert.equal(lijst.status, 200);
      assert.equal(lijst.body.verkopersnummer, d.nummer);
      assert.equal(lijst.body.gesloten, null);
      const gegevens = await h.client().get<EigenGegevens>(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`);
      assert.equal(gegevens.body.artikelenOpen, true, 'de persoonlijke pagina zet Mijn artikelen voorop');
    }
    const totaal = (await h.store.leesMails()).length;
    await zet(false);
    const token = decodeURIComponent(
      new URL(linkUit((await mailsAan('anne@voorbeeld.nl')).at(-1)!.text)!).searchParams.get('token')!,
    );
    const gegevens = await h.client().get<EigenGegevens>(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`);
    assert.equal(gegevens.body.artikelenOpen, false);
    await zet(true);
    await zet(true);
    assert.equal((await h.store.leesMails()).length, totaal, 'geen tweede mail');
  });

  it('wie zich inschrijft terwijl het aan staat, krijgt de link in de bevestiging in plaats van de labeluitleg', async () => {
    await verkoper('Cor');
    const uit = (await mailsAan('cor@voorbeeld.nl'))[0]!;
    assert.ok(uit.text.includes('Labelen') && uit.text.includes('rode stip'), 'uit: de handgeschreven labels');
    assert.equal(linkUit(uit.text), undefined);

    await zet(true);
    await verkoper('Dirk');
    const mails = await mailsAan('dirk@voorbeeld.nl');
    assert.equal(mails.length, 1, 'alleen de bevestiging');
    const bevestiging = mails[0]!;
    assert.ok(bevestiging.text.includes('Je artikelen online invoeren'));
    assert.ok(bevestiging.text.includes('tot en met donderdag 10 september 2026 om 23:59'));
    assert.ok(!bevestiging.text.includes('rode stip'), 'geen uitleg van handgeschreven labels');
    assert.ok(linkUit(bevestiging.text));
  });

  it('wie de link in de bevestiging kreeg, krijgt hem niet nog eens als invoeren uit en weer aan gaat', async () => {
    await zet(true);
    await verkoper('Dirk');
    await zet(false);
    await zet(true);
    const mails = await mailsAan('dirk@voorbeeld.nl');
    assert.deepEqual(
      mails.map((m) => m.subject === ONDERWERP),
      [false],
      'alleen de bevestiging, met de link; geen tweede mail met dezelfde link',
    );
    assert.ok(linkUit(mails[0]!.text));
  });

  it('na de deadline mailt aanzetten niemand, en zegt de bevestiging niets over online invoeren', async () => {
    await verkoper('Eva');
    await zet(true, VERSTREKEN);
    assert.deepEqual(
      (await h.store.leesMails()).filter((m) => m.subject === ONDERWERP),
      [],
    );
    await verkoper('Fien');
    assert.equal(linkUit((await mailsAan('fien@voorbeeld.nl'))[0]!.text), undefined);
  });
});
