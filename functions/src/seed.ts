/**
 * First start on an empty database: an administrator, and (unless SEED_DEMO=false)
 * realistic demo content so the site shows something true to life right away.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './beheer/passwords';
import { BESCHERMDE_NAAM } from './registratie/domein/registratie';
import { volgendeZaterdag } from './kern/datums';
import type { Store } from './app/store/port';

/**
 * Who may log in as administrator, decided at every start (README, ADMIN_USERNAME):
 * - with ADMIN_USERNAME and ADMIN_PASSWORD: that account and no other. Every other
 *   administrator is removed, and their sessions with them;
 * - without them and with no administrator yet: `admin`, with a random password printed once;
 * - without them and with administrators: they stay as they are.
 * A changed password ends that administrator's sessions; an unchanged one keeps them, so a
 * restart logs nobody out.
 */
export async function ensureAdmin(
  store: Store,
  admin: { username: string; password: string } | null,
  print: (line: string) => void,
): Promise<void> {
  if (admin) {
    for (const { username } of await store.leesBeheerders()) {
      if (username === admin.username) continue;
      await store.verwijderBeheerder(username);
      print(`Beheerder '${username}' verwijderd: alleen ADMIN_USERNAME ('${admin.username}') is beheerder.`);
    }
    const bestaand = await store.leesBeheerder(admin.username);
    if (bestaand && (await verifyPassword(admin.password, bestaand.passwordHash))) return;
    await store.bewaarBeheerder({ username: admin.username, passwordHash: await hashPassword(admin.password) });
    if (bestaand) {
      await store.verwijderSessiesVan(admin.username);
      print(`Wachtwoord van beheerder '${admin.username}' gewijzigd; de sessies van deze beheerder zijn beëindigd.`);
    }
    return;
  }
  if ((await store.telBeheerders()) > 0) return;
  const password = randomBytes(12).toString('base64url');
  await store.bewaarBeheerder({ username: 'admin', passwordHash: await hashPassword(password) });
  print(`Beheerder aangemaakt: gebruikersnaam 'admin', wachtwoord '${password}' (wordt maar één keer getoond).`);
}

const DEMO_NIEUWS =
  '<h2>Inschrijving verkopers</h2>' +
  '<p>De inschrijving voor verkopers gaat binnenkort open. Houd deze pagina in de gaten: ' +
  'de plaatsen zijn meestal <strong>binnen een paar minuten</strong> vergeven.</p>' +
  '<p>Wil je helpen als vrijwilliger? Kijk bij <em>Vrijwilligers</em>.</p>';

/** Seeds once: a meta flag records it, so deleting demo rows later does not bring them back. */
export async function seedDemo(store: Store, now: Date): Promise<boolean> {
  if (await store.leesMeta('demoSeeded')) return false;
  if ((await store.leesAfleveringen()).length > 0 || (await store.leesDeelnemers()).length > 0) {
    await store.zetMeta('demoSeeded', 'overgeslagen');
    return false;
  }
  await store.bewaarBeurs({
    organisatie: 'Stichting Kinderkledingbeurs De Vlinder',
    organisatoren: ['Anne', 'Marieke', 'Sanne'],
    socialMediaUrl: 'https://www.facebook.com/kinderkledingbeursdevlinder',
    locatie: 'Schoolstraat 12, Utrecht',
    locatieOmschrijving: 'naast basisschool De Regenboog',
    omschrijving: 'de kinderkledingbeurs in de gymzaal en aula',
    email: 'inschrijving@kinderkledingbeurs.example',
  });
  for (const contact of [
    { naam: 'Anne de Vries', telefoon: '06-12345678', email: 'anne@kinderkledingbeurs.example' },
    { naam: 'Marieke Jansen', telefoon: '06-23456789', email: 'marieke@kinderkledingbeurs.example' },
    { naam: 'Sanne Bakker', telefoon: '06-34567890', email: 'sanne@kinderkledingbeurs.example' },
  ]) {
    await store.bewaarContactpersoon(contact);
  }
  await store.bewaarAflevering({ volgnummer: 1, datum: volgendeZaterdag(now) });
  await store.bewaarNieuws(DEMO_NIEUWS);
  await store.wijzigInstellingen({
    inschrijvingGeopend: false,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: 250,
  });
  const rij = await store.schrijfIn(
    { naam: BESCHERMDE_NAAM, email: 'kledingmaat@kinderkledingbeurs.example', telefoon: '' },
    { bypassGate: true, now },
  );
  await store.wijzigDeelnemer({ ...rij, actief: false, afleveringen: [] });
  await store.zetMeta('demoSeeded', now.toISOString());
  return true;
}
