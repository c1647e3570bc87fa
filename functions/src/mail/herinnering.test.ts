import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STANDAARD_BEURS } from '../seizoen/domein/publiek';
import { herinneringsMail } from './herinnering';

describe('herinneringsMail', () => {
  const links = {
    registreren: 'https://beurs.example/registreren',
    weerMeedoen: 'https://beurs.example/weer-meedoen?token=e.f',
    afmelden: 'https://beurs.example/afmelden?token=a.b',
    gegevens: 'https://beurs.example/mijn-gegevens?token=c.d',
  };
  const mail = herinneringsMail(
    { naam: 'Anne & Bas', email: 'anne@voorbeeld.nl' },
    { datum: '2027-03-13', beurs: { ...STANDAARD_BEURS, organisatie: 'De Vlinder' } },
    links,
  );

  it('gaat naar de verkoper, met de datum van de nieuwe beurs', () => {
    assert.equal(mail.to, 'anne@voorbeeld.nl');
    assert.match(mail.text, /^Hallo Anne & Bas,/);
    assert.ok(mail.text.includes('zaterdag 13 maart 2027'));
    assert.ok(mail.html.includes('Hallo Anne &amp; Bas,'));
  });

  it('heeft de link Ik doe weer mee, de afmeldlink (één klik) en de link naar de eigen gegevens, in tekst en html', () => {
    for (const link of Object.values(links)) {
      assert.ok(mail.text.includes(link), link);
      assert.ok(mail.html.includes(`href="${link}"`), link);
    }
  });

  it('bij de voorrang voor terugkerende verkopers: nu al weer meedoen, en wanneer het voor iedereen opent', () => {
    const vroeg = herinneringsMail(
      { naam: 'Anne', email: 'anne@voorbeeld.nl' },
      { datum: '2027-03-13', beurs: STANDAARD_BEURS },
      links,
      '2027-01-09T19:00:00.000Z',
    );
    assert.equal(vroeg.subject, 'Voorrang: je kunt je nu al weer aanmelden voor de kinderkledingbeurs');
    assert.ok(vroeg.text.includes('Voor iedereen opent de inschrijving op zaterdag 9 januari om 20:00.'));
    assert.ok(!vroeg.text.includes('is geopend'));
    assert.ok(
      vroeg.text.includes('opent voor iedereen op zaterdag 9 januari om 20:00; met de link hierboven kan het nu al.'),
    );
    assert.ok(!vroeg.text.includes('Of schrijf je in via het formulier'));
    assert.ok(vroeg.html.includes(`href="${links.weerMeedoen}"`));
    assert.equal(mail.subject, 'De inschrijving voor de kinderkledingbeurs is geopend');
  });
});
