import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LABELS_PAD } from '../kern/beurs';
import { STANDAARD_BEURS } from '../seizoen/domein/publiek';
import {
  artikelenMail,
  bevestigingsMail,
  escapeHtml,
  MELDING_NUMMER_BEHOUDEN,
  reservelijstMail,
  RESERVE_INGESCHREVEN,
  type MailContext,
} from './templates';

const context: MailContext = {
  datum: '2027-03-13',
  beurs: { ...STANDAARD_BEURS, organisatie: 'Stichting Kind & Kleding', locatie: 'Schoolstraat 12, Utrecht' },
  publicUrl: 'https://beurs.example.org',
  contactpersonen: [{ id: 'c1', naam: 'Els de Vries', telefoon: '06-12345678', email: 'els@example.org' }],
};

const persoon = { naam: 'Anne <b>"Jansen"</b> & co', email: 'anne@example.org', nummer: 42, afleveringen: [] };

describe('bevestigingsMail', () => {
  const mail = bevestigingsMail(persoon, context);

  it('gaat naar de persoon, met het nummer in het onderwerp', () => {
    assert.equal(mail.to, 'anne@example.org');
    assert.equal(mail.subject, 'Je verkopersnummer voor de kinderkledingbeurs: 42');
  });

  it('groet bij naam in beide delen, ge-escapet in de HTML', () => {
    assert.match(mail.text, /^Hallo Anne <b>"Jansen"<\/b> & co,/);
    assert.ok(mail.html.includes('Hallo Anne &lt;b&gt;&quot;Jansen&quot;&lt;/b&gt; &amp; co,'));
    assert.ok(!mail.html.includes('<b>'), 'user markup must not reach the HTML');
  });

  it('noemt het verkopersnummer duidelijk in beide delen', () => {
    assert.match(mail.text, /Je verkopersnummer is: 42\n/);
    assert.match(mail.html, /font-size:32px;font-weight:bold">42<\/p>/);
  });

  it('noemt de beursdatum, het brengen op vrijdag en de ophaaltijden in het Nederlands', () => {
    for (const part of [mail.text, mail.html]) {
      assert.ok(part.includes('zaterdag 13 maart 2027'), 'fair date');
      assert.ok(part.includes('Inleveren: vrijdag 12 maart 2027, van 16.30 - 17.30 uur.'), 'drop-off');
      assert.ok(part.includes('van 16.30 - 17.00 uur'), 'pick-up');
    }
  });

  it('noemt de regels voor de labels, met een link naar de labels', () => {
    const url = `https://beurs.example.org${LABELS_PAD}`;
    assert.ok(mail.text.includes(url));
    assert.ok(mail.html.includes(`<a href="${url}">`));
    for (const part of [mail.text, mail.html]) {
      assert.ok(part.includes('verkopersnummer, de maat en de prijs'));
      assert.ok(part.includes('rode stip'));
      assert.ok(part.includes('onder de 1 euro komen niet retour'));
      assert.ok(part.includes('touwtje of een veiligheidsspeld'));
    }
  });

  it('eindigt met de contactregel en de organisatie, ge-escapet in de HTML', () => {
    assert.ok(mail.text.includes('Els de Vries, 06-12345678, els@example.org'));
    assert.ok(mail.text.includes('Stichting Kind & Kleding'));
    assert.ok(mail.html.includes('Stichting Kind &amp; Kleding'));
  });

  it('zegt dat de datum volgt als er nog geen beursdatum is', () => {
    const zonder = bevestigingsMail(persoon, { ...context, datum: null });
    assert.ok(zonder.text.includes('De datum van de beurs volgt nog.'));
    assert.ok(!zonder.text.includes('2027'));
  });

  it('zegt een terugkerende verkoper dat die het eigen nummer houdt, een nieuwe niet', () => {
    const link = (id: string, volgnummer: number) => ({ id, volgnummer, datum: '2026-03-14', actief: true });
    const terug = bevestigingsMail({ ...persoon, afleveringen: [link('a2', 2), link('a1', 1)] }, context);
    assert.ok(terug.text.includes(`Je verkopersnummer is: 42\n${MELDING_NUMMER_BEHOUDEN}`));
    assert.ok(terug.html.includes(MELDING_NUMMER_BEHOUDEN));
    const nieuw = bevestigingsMail({ ...persoon, afleveringen: [link('a2', 2)] }, context);
    assert.ok(!nieuw.text.includes(MELDING_NUMMER_BEHOUDEN));
  });

  it('verdubbelt de schuine streep niet als het publieke adres ermee eindigt', () => {
    const mailMetSlash = bevestigingsMail(persoon, { ...context, publicUrl: 'https://beurs.example.org/' });
    assert.ok(mailMetSlash.text.includes(`https://beurs.example.org${LABELS_PAD}`));
  });
});

describe('de mails terwijl artikelen online invoeren aan staat', () => {
  const artikelen = { link: 'https://beurs.example.org/mijn-artikelen?token=abc&x=1', deadline: '2027-03-10T23:59' };

  it('de bevestiging zegt dat je online invoert, met de persoonlijke link en de deadline, zonder de labeluitleg', () => {
    const mail = bevestigingsMail(persoon, context, 'https://beurs.example.org/mijn-gegevens?token=abc', { artikelen });
    for (const part of [mail.text, mail.html]) {
      assert.ok(part.includes('Je artikelen online invoeren'));
      assert.ok(part.includes('tot en met woensdag 10 maart 2027 om 23:59'));
      assert.ok(!part.includes('rode stip'), 'geen uitleg van handgeschreven labels');
      assert.ok(!part.includes(LABELS_PAD), 'geen link naar de lege labels');
    }
    assert.ok(mail.text.includes(`Je artikelen invoeren kan via je persoonlijke link: ${artikelen.link}`));
    assert.ok(mail.html.includes('<a href="https://beurs.example.org/mijn-artikelen?token=abc&amp;x=1">'));
  });

  it('de mail bij het aanzetten: nummer, link en deadline, aan de verkoper', () => {
    const mail = artikelenMail(persoon, context, artikelen);
    assert.equal(mail.to, 'anne@example.org');
    assert.equal(mail.subject, 'Voer je artikelen online in voor de kinderkledingbeurs');
    assert.match(mail.text, /^Hallo Anne <b>"Jansen"<\/b> & co,/);
    assert.ok(!mail.html.includes('<b>'));
    for (const part of [mail.text, mail.html]) {
      assert.ok(part.includes('Je verkopersnummer is 42.'));
      assert.ok(part.includes('tot en met woensdag 10 maart 2027 om 23:59'));
      assert.ok(part.includes('Vragen? Bel of mail naar:'));
    }
    assert.ok(mail.text.includes(artikelen.link));
  });
});

describe('escapeHtml', () => {
  it('escapet de vijf HTML-tekens', () => {
    assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('de mails van de reservelijst', () => {
  const link = 'https://beurs.example.org/reservelijst-verlaten?token=abc.def';
  const mail = reservelijstMail(persoon, context, link);

  it('bevestigt de plaats op de lijst, met de link om eraf te gaan in beide delen', () => {
    assert.equal(mail.to, 'anne@example.org');
    assert.equal(mail.subject, 'Je staat op de reservelijst van de kinderkledingbeurs');
    assert.ok(mail.text.includes('Je staat op de reservelijst'));
    assert.ok(mail.text.includes(link));
    assert.ok(mail.html.includes(`<a href="${link}">`));
    assert.ok(!mail.html.includes('<b>'), 'user markup must not reach the HTML');
  });

  it('zegt in de bevestiging dat de plaats van de reservelijst komt, en anders niet', () => {
    assert.ok(
      bevestigingsMail(persoon, context, undefined, { vanReservelijst: true }).text.includes(RESERVE_INGESCHREVEN),
    );
    assert.ok(!bevestigingsMail(persoon, context).text.includes('reservelijst'));
  });
});
