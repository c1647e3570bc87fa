/**
 * The pages behind a signed link from a mail (one component, three configurations): without
 * the link they say so, with a broken link they show the server's message; leaving the reserve
 * list waits for a click. On a phone and on a computer.
 */
import { expect, test } from './fixtures';

const ONGELDIG = 'Deze link is ongeldig. Gebruik de volledige link uit je e-mail.';

const paginas = [
  {
    pad: '/afmelden',
    kop: 'Afmelden voor herinneringen',
    uitslag: 'afmelden',
    zonderLink: 'Deze pagina werkt alleen met de afmeldlink uit je e-mail.',
    knop: null,
  },
  {
    pad: '/weer-meedoen',
    kop: 'Ik doe weer mee',
    uitslag: 'weer-meedoen',
    zonderLink: 'Deze pagina werkt alleen met de link "Ik doe weer mee" uit je e-mail.',
    knop: null,
  },
  {
    pad: '/reservelijst-verlaten',
    kop: 'Van de reservelijst af',
    uitslag: 'reservelijst-verlaten',
    zonderLink: 'Deze pagina werkt alleen met de link uit je e-mail.',
    knop: 'Van de reservelijst af',
  },
] as const;

for (const breedte of [360, 1280]) {
  test.describe(`pagina's achter een link uit de mail (${breedte} px)`, () => {
    test.use({ viewport: { width: breedte, height: 800 } });

    for (const p of paginas) {
      test(`${p.pad}: zonder link een uitleg, met een kapotte link de melding van de server`, async ({
        page,
      }, info) => {
        await page.goto(p.pad);
        await expect(page.getByRole('heading', { level: 1, name: p.kop })).toBeVisible();
        await expect(page.getByTestId(p.uitslag)).toHaveText(p.zonderLink);

        await page.goto(`${p.pad}?token=kapot`);
        if (p.knop) {
          // A mail scanner that opens the link changes nothing: it takes a click.
          await expect(page.getByTestId(p.uitslag)).toBeHidden();
          await page.getByRole('button', { name: p.knop }).click();
        }
        await expect(page.getByTestId(p.uitslag)).toHaveText(ONGELDIG);
        await page.screenshot({ path: info.outputPath(`link${p.pad.replace('/', '-')}-${breedte}.png`) });
        const scrollBreedte = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollBreedte).toBeLessThanOrEqual(breedte);
      });
    }
  });
}
