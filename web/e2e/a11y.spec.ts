import AxeBuilder from '@axe-core/playwright';
import { expect, OPEN, test } from './fixtures';
import { PUBLIEKE_PAGINAS } from './omgeving';

const PAGINAS = [...PUBLIEKE_PAGINAS, '/home', '/bestaat-niet'];

for (const breedte of [1280, 360]) {
  test.describe(`axe op ${breedte} px`, () => {
    test.use({ viewport: { width: breedte, height: 800 } });

    test('geen overtredingen op de publieke pagina’s', async ({ page, admin }) => {
      // Eleven pages, each with a full axe run: on a busy machine that nears the 30 s default.
      test.slow();
      await admin.setSettings(OPEN);
      for (const pad of PAGINAS) {
        await page.goto(pad);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('nieuws')).toBeVisible();
        if (pad === '/contact') await expect(page.getByTestId('contactpersonen')).toBeVisible();
        if (pad === '/registreren') await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
        // Colours that are still changing are not what a visitor reads: the pre-rendered login
        // button fades from disabled to enabled (250 ms) once the app has taken the page over.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
        );
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${pad}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
          [],
        );
      }
    });

    test('geen overtredingen bij de meldingen en fouten van Registreren en het open telefoonmenu', async ({
      page,
      admin,
    }) => {
      await admin.setSettings({ inschrijvingGesloten: true });
      await page.goto('/registreren');
      await expect(page.getByTestId('melding')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      await admin.setSettings(OPEN);
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Naam is verplicht')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

      if (breedte === 360) {
        await page.getByRole('button', { name: 'Menu openen' }).click();
        await expect(page.getByRole('link', { name: 'Kopen', exact: true })).toBeVisible();
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      }
    });
  });
}
