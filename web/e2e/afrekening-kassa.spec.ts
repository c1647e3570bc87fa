/**
 * A fair's money from the till to the envelopes, as the people of the fair handle it (issue 15):
 * the administrator adds a desk, the desk's device scans four sellers' items and types
 * hand-written labels for three buyers; then the administrator reads every seller's settlement
 * on /afrekening, downloads the CSV, the envelope slips and the summary sheet (PDFs read back
 * with pdftotext), and the page, the CSV and the slips say, to the cent, what this file works
 * out by hand from the prices. Runs on a fair of its own, removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AfrekeningInstellingen } from '../../functions/src/kern/afrekening-instellingen';
import type { KassaBeheerOverzicht } from '../../functions/src/kassa/domein/overzicht';
import type { Aflevering } from '../../functions/src/kern/types';
import { afleveringen, deelnemer, laatsteAflevering, nieuweDeelnemer, plusDagen, uniek } from './admin-helpers';
import { expect, loginInBrowser, test, type AdminApi } from './fixtures';
import { allesVerzonden, artikelenInDatabase, openKassa, scan, typPrijs } from './kassa-helpers';

/** One seller's settlement in cents, as one source (page, CSV, slip) says it. */
interface Bedragen {
  verkocht: number;
  omzet: number;
  commissie: number;
  administratie: number;
  retour: number;
  uitbetaling: number;
  /** The cash in the envelope; 0 when the seller owes. */
  envelop: number;
  /** 'nog te betalen'; 0 when the seller is paid. The CSV has no column for it (its uitbetaling is negative). */
  nogTeBetalen?: number;
}

const ROLLEN = ['vrijwilliger', 'retour', 'handgeschreven', 'negatief'] as const;
type Rol = (typeof ROLLEN)[number];

/**
 * Worked out by hand from the prices sold below, with SPEC.md's rules: 20 % commission in whole
 * cents (halves up), € 1 administration (none for a volunteer), € 2 when unsold items go back,
 * the envelope rounded DOWN to 5 cents, and a negative uitbetaling owed, not paid.
 * (20 % of whole cents never ends in half a cent, so the halves come at 25 %, below.)
 */
const BIJ_20: Record<Rol, Bedragen> = {
  // 12,49 + 7,55 = 20,04; 20 % is 4,008 → 4,01 (up); volunteer: no fee; 20,04 − 4,01 = 16,03 → 16,00 (not 16,05).
  vrijwilliger: {
    verkocht: 2,
    omzet: 2004,
    commissie: 401,
    administratie: 0,
    retour: 0,
    uitbetaling: 1603,
    envelop: 1600,
    nogTeBetalen: 0,
  },
  // 15,00 + 4,42 = 19,42; 20 % is 3,884 → 3,88 (down); the unsold Winterjas is marked retour: € 2;
  // 19,42 − 3,88 − 1,00 − 2,00 = 12,54 → 12,50 (not 12,55).
  retour: {
    verkocht: 2,
    omzet: 1942,
    commissie: 388,
    administratie: 100,
    retour: 200,
    uitbetaling: 1254,
    envelop: 1250,
    nogTeBetalen: 0,
  },
  // Hand-written 3,33 + 12,53 = 15,86; 20 % is 3,172 → 3,17; retour marked at drop-off: € 2;
  // 15,86 − 3,17 − 1,00 − 2,00 = 9,69 → 9,65 (not 9,70).
  handgeschreven: {
    verkocht: 2,
    omzet: 1586,
    commissie: 317,
    administratie: 100,
    retour: 200,
    uitbetaling: 969,
    envelop: 965,
    nogTeBetalen: 0,
  },
  // 0,86; 20 % is 0,172 → 0,17; 0,86 − 0,17 − 1,00 = −0,31: the seller owes € 0,31, the envelope stays empty.
  negatief: {
    verkocht: 1,
    omzet: 86,
    commissie: 17,
    administratie: 100,
    retour: 0,
    uitbetaling: -31,
    envelop: 0,
    nogTeBetalen: 31,
  },
};

/** The same sales after the administrator sets the commission to 25 %: three commissions end in half a cent. */
const BIJ_25: Record<Rol, Bedragen> = {
  // 25 % of 20,04 is 5,01; 20,04 − 5,01 = 15,03 → 15,00.
  vrijwilliger: { ...BIJ_20.vrijwilliger, commissie: 501, uitbetaling: 1503, envelop: 1500 },
  // 25 % of 19,42 is 4,855 → 4,86 (half up); 19,42 − 4,86 − 3,00 = 11,56 → 11,55.
  retour: { ...BIJ_20.retour, commissie: 486, uitbetaling: 1156, envelop: 1155 },
  // 25 % of 15,86 is 3,965 → 3,97 (half up); 15,86 − 3,97 − 3,00 = 8,89 → 8,85.
  handgeschreven: { ...BIJ_20.handgeschreven, commissie: 397, uitbetaling: 889, envelop: 885 },
  // 25 % of 0,86 is 0,215 → 0,22 (half up); 0,86 − 0,22 − 1,00 = −0,36: owes € 0,36.
  negatief: { ...BIJ_20.negatief, commissie: 22, uitbetaling: -36, nogTeBetalen: 36 },
};

/** Envelope by envelope: how many of each note and coin (by value in cents), worked out by hand. */
type Vulling = Record<Rol, Record<number, number>>;
const VULLING_20: Vulling = {
  vrijwilliger: { 1000: 1, 500: 1, 100: 1 }, // 16,00 = 10 + 5 + 1
  retour: { 1000: 1, 200: 1, 50: 1 }, // 12,50 = 10 + 2 + 0,50
  handgeschreven: { 500: 1, 200: 2, 50: 1, 10: 1, 5: 1 }, // 9,65 = 5 + 2 × 2 + 0,50 + 0,10 + 0,05
  negatief: {}, // owes: nothing in the envelope
};
const VULLING_25: Vulling = {
  vrijwilliger: { 1000: 1, 500: 1 }, // 15,00 = 10 + 5
  retour: { 1000: 1, 100: 1, 50: 1, 5: 1 }, // 11,55 = 10 + 1 + 0,50 + 0,05
  handgeschreven: { 500: 1, 200: 1, 100: 1, 50: 1, 20: 1, 10: 1, 5: 1 }, // 8,85 = 5 + 2 + 1 + 0,50 + 0,20 + 0,10 + 0,05
  negatief: {},
};

/** A line at the till: an item's label scanned (by item number), or a hand-written label typed. */
type Regel = { rol: Rol; artikel: number } | { rol: Rol; prijs: string };

/**
 * Three buyers at one desk. The till rounds each receipt to the nearest 5 cents (cash): ending
 * in 1 or 2 down, 3 or 4 up.
 */
const BONNEN: {
  regels: Regel[];
  totaal: string;
  teBetalen: number;
  /** Typed into Ontvangen; null: the buyer pays exactly (Gepast). */
  ontvangen: string | null;
  wisselgeld: string;
}[] = [
  {
    // 12,49 + 15,00 + 3,33 = 30,82 → 30,80; 50,00 − 30,80 = 19,20.
    regels: [
      { rol: 'vrijwilliger', artikel: 1 },
      { rol: 'retour', artikel: 1 },
      { rol: 'handgeschreven', prijs: '3,33' },
    ],
    totaal: '€ 30,82',
    teBetalen: 3080,
    ontvangen: '50',
    wisselgeld: '€ 19,20',
  },
  {
    // 7,55 + 0,86 + 12,53 = 20,94 → 20,95; 25,00 − 20,95 = 4,05.
    regels: [
      { rol: 'vrijwilliger', artikel: 2 },
      { rol: 'negatief', artikel: 1 },
      { rol: 'handgeschreven', prijs: '12,53' },
    ],
    totaal: '€ 20,94',
    teBetalen: 2095,
    ontvangen: '25',
    wisselgeld: '€ 4,05',
  },
  // 4,42 → 4,40, paid exactly.
  {
    regels: [{ rol: 'retour', artikel: 2 }],
    totaal: '€ 4,42',
    teBetalen: 440,
    ontvangen: null,
    wisselgeld: '€ 0,00',
  },
];
/** 30,80 + 20,95 + 4,40: the cash the desk took. */
const KAS = 5615;

/** What the sellers brought, entered online (the hand-written seller has nothing online). */
const ARTIKELEN: Record<Rol, Parameters<typeof artikelenInDatabase>[2]> = {
  vrijwilliger: [
    { omschrijving: 'Jas', soort: 'Kleding', maat: '98-104', prijsCent: 1249, retour: false },
    { omschrijving: 'Broek', soort: 'Kleding', maat: '110-116', prijsCent: 755, retour: false },
  ],
  retour: [
    { omschrijving: 'Trui', soort: 'Kleding', maat: '122-128', prijsCent: 1500, retour: false },
    { omschrijving: 'Puzzel', soort: 'Speelgoed', maat: null, prijsCent: 442, retour: false },
    // Not sold, and wanted back: the seller pays the retourkosten.
    { omschrijving: 'Winterjas', soort: 'Kleding', maat: '134-140', prijsCent: 800, retour: true },
  ],
  handgeschreven: [],
  negatief: [
    { omschrijving: 'Sokken', soort: 'Kleding', maat: '86-92', prijsCent: 86, retour: false },
    { omschrijving: 'Slab', soort: 'Overig', maat: null, prijsCent: 50, retour: false },
  ],
};

interface Verkoper {
  rol: Rol;
  nummer: number;
  naam: string;
  codes: string[];
}

/** '€ 12,49', '€ -0,31', '€ 1.012,49', '12,49' or '-0,31' in cents. */
function cent(tekst: string): number {
  // The grid keeps '€' and the amount together with a no-break space.
  const m = tekst.trim().match(/^(?:€\s)?(-?)(\d{1,3}(?:\.\d{3})*),(\d{2})$/);
  if (!m) throw new Error(`Geen bedrag: '${tekst}'`);
  const bedrag = Number(m[2]!.replace(/\./g, '')) * 100 + Number(m[3]);
  return m[1] ? 0 - bedrag : bedrag;
}

/** A (non-negative) amount as people read it: '€ 16,00'. */
const euro = (c: number) => `€ ${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;

/** What the envelope's heading says: '€ 16,00' or 'nog te betalen € 0,31'. */
const envelopTekst = (b: Bedragen) => (b.nogTeBetalen ? `nog te betalen ${euro(b.nogTeBetalen)}` : euro(b.envelop));

const zonderNogTeBetalen = ({ nogTeBetalen: _, ...rest }: Bedragen) => rest;
const perNummer = <T>(verkopers: Verkoper[], f: (v: Verkoper) => T) =>
  Object.fromEntries(verkopers.map((v) => [v.nummer, f(v)]));

/**
 * Every seller's row of the rendered table, by seller number. With the count of items sold
 * switched on the grid is wider than a laptop's screen and renders only the columns in view,
 * so it is read as a person reads it: the left columns, then scrolled sideways for the right ones.
 */
async function vanDePagina(page: Page, nummers: number[]): Promise<Record<number, Bedragen>> {
  const grid = page.getByRole('grid', { name: 'Afrekening per verkoper' });
  // The count of items sold is switched on in the column menu, as the organiser does.
  const kop = grid.getByRole('columnheader', { name: 'Omzet' });
  await kop.hover();
  await kop.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Kolommen beheren' }).click();
  await page.getByRole('checkbox', { name: 'Verkocht' }).check();
  await page.keyboard.press('Escape');
  const cellen: Record<number, Record<string, string>> = {};
  for (const [links, velden] of [
    [true, ['envelopCent', 'verkocht', 'omzetCent']],
    [false, ['commissieCent', 'administratiekostenCent', 'retourkostenCent', 'uitbetalingCent']],
  ] as const) {
    // Scrolled sideways as a person does (MUI's scroll area); the grid then renders the columns in view.
    await grid.locator('.MuiDataGrid-virtualScroller').evaluate((el, links) => {
      el.scrollLeft = links ? 0 : el.scrollWidth;
    }, links);
    for (const nummer of nummers) {
      const rij = grid.locator(`[role="row"][data-id="${nummer}"]`);
      for (const veld of velden) {
        (cellen[nummer] ??= {})[veld] = (await rij.locator(`[data-field="${veld}"]`).innerText()).trim();
      }
    }
  }
  return Object.fromEntries(
    nummers.map((nummer) => {
      const cel = cellen[nummer]!;
      const schuld = cel.envelopCent!.match(/^nog te betalen (.*)$/);
      const bedragen: Bedragen = {
        verkocht: Number(cel.verkocht),
        omzet: cent(cel.omzetCent!),
        commissie: cent(cel.commissieCent!),
        administratie: cent(cel.administratiekostenCent!),
        retour: cent(cel.retourkostenCent!),
        uitbetaling: cent(cel.uitbetalingCent!),
        envelop: schuld ? 0 : cent(cel.envelopCent!),
        nogTeBetalen: schuld ? cent(schuld[1]!) : 0,
      };
      return [nummer, bedragen];
    }),
  );
}

/** Clicks a download button of the page and answers the file's bytes. */
async function download(page: Page, knop: string): Promise<Buffer> {
  const [bestand] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: knop }).click(),
  ]);
  return readFile((await bestand.path())!);
}

function pdftotext(pdf: Buffer, ...opties: string[]): string {
  const uit = spawnSync('pdftotext', ['-layout', ...opties, '-', '-'], { input: pdf });
  expect(uit.status, uit.stderr.toString()).toBe(0);
  return uit.stdout.toString();
}

/**
 * The envelope slips' text, one string per slip. Slips stand two by two on an A4 page, so each
 * half page is read on its own (a crop of pdftotext), and split where a slip's heading starts.
 */
function enveloppen(pdf: Buffer): string[] {
  const paginas = Number(
    spawnSync('pdfinfo', ['-'], { input: pdf })
      .stdout.toString()
      .match(/Pages:\s+(\d+)/)![1],
  );
  const slips: string[] = [];
  for (let p = 1; p <= paginas; p++) {
    for (const x of [0, 298]) {
      const tekst = pdftotext(
        pdf,
        '-f',
        String(p),
        '-l',
        String(p),
        '-x',
        String(x),
        '-y',
        '0',
        '-W',
        '298',
        '-H',
        '842',
      );
      slips.push(...tekst.split(/(?=^\s*Verkoper \d+\s)/m).filter((s) => /^\s*Verkoper \d+\s/.test(s)));
    }
  }
  return slips;
}

/** The amounts of one slip, from its calculation lines ('Omzet  € 20,04', 'Commissie  € -4,01', …). */
function vanDeEnvelop(slip: string): [number, Bedragen] {
  const bedrag = (label: string) => {
    const m = slip.match(new RegExp(`^\\s*${label}\\s{2,}(€ -?[\\d.]+,\\d{2})\\s*$`, 'm'));
    return m ? cent(m[1]!) : null;
  };
  const verplicht = (label: string) => {
    const b = bedrag(label);
    if (b === null) throw new Error(`'${label}' ontbreekt op de envelop:\n${slip}`);
    return b;
  };
  // Deductions are printed with a minus: '€ -4,01'.
  return [
    Number(slip.match(/Verkoper (\d+)/)![1]),
    {
      verkocht: Number(slip.match(/Verkocht: (\d+)/)![1]),
      omzet: verplicht('Omzet'),
      commissie: 0 - verplicht('Commissie'),
      administratie: 0 - verplicht('Administratiekosten(?: \\(vrijwilliger\\))?'),
      retour: 0 - verplicht('Retourkosten(?: \\(bij inleveren\\))?'),
      uitbetaling: verplicht('Uitbetaling'),
      envelop: bedrag('In de envelop') ?? 0,
      nogTeBetalen: bedrag('Nog te betalen') ?? 0,
    },
  ];
}

/** The notes and coins a slip says to put in ('1 × briefje € 10,00, 2 × munt € 2,00, …'), by value in cents. */
const vullingVan = (slip: string): Record<number, number> =>
  Object.fromEntries(
    [...slip.matchAll(/(\d+) × (?:briefje|munt) (€ \d+,\d{2})/g)].map((m) => [cent(m[2]!), Number(m[1])]),
  );

/** The CSV's rows by seller number; its header is checked too. */
function vanDeCsv(bytes: Buffer): Record<number, Omit<Bedragen, 'nogTeBetalen'>> {
  const tekst = bytes.toString('utf8');
  expect(tekst.startsWith('\uFEFF')).toBe(true);
  const [kop, ...rijen] = tekst
    .slice(1)
    .split('\r\n')
    .filter((r) => r !== '')
    .map((r) => [...r.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
  expect(kop).toEqual([
    'nummer',
    'naam',
    'verkocht',
    'omzet',
    'commissie',
    'administratiekosten',
    'retourkosten',
    'uitbetaling',
    'envelop',
    // Issue 54: the reduced sales apart; none at this fair.
    'verkocht afgeprijsd',
    'omzet afgeprijsd',
    'omzet volle prijs',
  ]);
  return Object.fromEntries(
    rijen.map(([nummer, , verkocht, omzet, commissie, administratie, retour, uitbetaling, envelop]) => [
      Number(nummer),
      {
        verkocht: Number(verkocht),
        omzet: cent(omzet!),
        commissie: cent(commissie!),
        administratie: cent(administratie!),
        retour: cent(retour!),
        uitbetaling: cent(uitbetaling!),
        envelop: cent(envelop!),
      },
    ]),
  );
}

/**
 * The page, the CSV and the envelope slips against the amounts worked out by hand (and so
 * against each other), and the page's totals against their plain sums.
 */
async function controleer(page: Page, verkopers: Verkoper[], verwacht: Record<Rol, Bedragen>, vulling: Vulling) {
  const perVerkoper = perNummer(verkopers, (v) => verwacht[v.rol]);
  // The page reloads its numbers after a change: wait until it shows what the hand says.
  await expect
    .poll(() =>
      vanDePagina(
        page,
        verkopers.map((v) => v.nummer),
      ),
    )
    .toEqual(perVerkoper);

  const csv = vanDeCsv(await download(page, 'Exporteren (CSV)'));
  expect(csv).toEqual(perNummer(verkopers, (v) => zonderNogTeBetalen(verwacht[v.rol])));

  const slips = enveloppen(await download(page, 'Enveloppen (PDF)'));
  expect(Object.fromEntries(slips.map(vanDeEnvelop))).toEqual(perVerkoper);
  for (const v of verkopers) {
    const slip = slips.find((s) => vanDeEnvelop(s)[0] === v.nummer)!;
    // The heading: number and the amount (or what is owed) in large print.
    expect(slip).toMatch(new RegExp(`Verkoper ${v.nummer}\\s+${envelopTekst(verwacht[v.rol])}\\n`));
    expect(slip).toContain(v.naam);
    // Every note and coin, down to the 5 cents: whoever fills the envelope follows this line.
    expect(vullingVan(slip), `briefjes en munten op de envelop van ${v.rol}:\n${slip}`).toEqual(vulling[v.rol]);
  }
  const slip = (rol: Rol) => slips.find((s) => vanDeEnvelop(s)[0] === verkopers.find((v) => v.rol === rol)!.nummer)!;
  expect(slip('vrijwilliger')).toMatch(/nr 1 € 12,49 · nr 2 € 7,55/);
  expect(slip('vrijwilliger')).toMatch(/Administratiekosten \(vrijwilliger\)/);
  expect(slip('handgeschreven')).toMatch(/2 regels met handgeschreven label/);
  expect(slip('handgeschreven')).toMatch(/Retourkosten \(bij inleveren\)/);
  expect(slip('retour')).toMatch(/Retour: 1 \(nrs 3\)/);

  const som = (f: (b: Bedragen) => number) => ROLLEN.reduce((s, r) => s + f(verwacht[r]), 0);
  await expect(page.getByTestId('totaal-omzet')).toHaveText(euro(som((b) => b.omzet)));
  await expect(page.getByTestId('totaal-enveloppen')).toHaveText(euro(som((b) => b.envelop)));
  await expect(page.getByTestId('totaal-nog-te-betalen')).toHaveText(euro(som((b) => b.nogTeBetalen!)));
  // What the organisation keeps of the cash: the desk's takings minus the envelopes.
  await expect(page.getByTestId('totaal-organisatie')).toHaveText(euro(KAS - som((b) => b.envelop)));
}

test.describe('Van de kassa tot de envelop', () => {
  let beurs: Aflevering | null = null;
  let instellingen: AfrekeningInstellingen | null = null;
  test.afterEach(async ({ admin }) => {
    if (instellingen) await admin.put('/api/afrekening/instellingen', instellingen);
    if (beurs) await admin.delete(`/api/aflevering/delete/${beurs.id}`);
    beurs = null;
    instellingen = null;
  });

  /** A fair of this test's own, with the four sellers (taking part in it) and their items. */
  async function eigenBeurs(admin: AdminApi): Promise<Verkoper[]> {
    const vorige = laatsteAflevering(await afleveringen(admin))!;
    await admin.post('/api/aflevering', { volgnummer: vorige.volgnummer + 1, datum: plusDagen(vorige.datum, 26 * 7) });
    beurs = laatsteAflevering(await afleveringen(admin))!;
    const verkopers: Verkoper[] = [];
    for (const rol of ROLLEN) {
      const r = await nieuweDeelnemer(admin, `Afrekenkassa ${rol}`);
      if (rol === 'vrijwilliger') {
        await admin.put('/api/geregistreerde/save', { ...(await deelnemer(admin, r.id))!, vrijwilligerZaterdag: true });
      }
      const codes = await artikelenInDatabase(r.nummer, beurs.id, ARTIKELEN[rol]);
      verkopers.push({ rol, nummer: r.nummer, naam: r.naam, codes });
    }
    return verkopers;
  }

  test('gescand en getypt aan de kassa; pagina, CSV, enveloppen en overzicht kloppen tot op de cent', async ({
    page,
    admin,
    browser,
  }) => {
    // A desk in a second browser, three receipts, five downloads and pdftotext: slow on a busy machine.
    test.slow();
    instellingen = await admin.get<AfrekeningInstellingen>('/api/afrekening/instellingen');
    await admin.put('/api/afrekening/instellingen', {
      commissiePercentage: 20,
      administratiekostenCent: 100,
      retourkostenCent: 200,
    });
    const verkopers = await eigenBeurs(admin);
    const van = (rol: Rol) => verkopers.find((v) => v.rol === rol)!;

    // The administrator adds a desk for the clothing room; the device opens its link.
    await loginInBrowser(page);
    await page.goto('/kassa');
    const kassaNaam = uniek('Afrekenkassa');
    await page.getByRole('button', { name: 'Kassa toevoegen' }).click();
    const toevoegen = page.getByRole('dialog');
    await toevoegen.getByLabel('Naam').fill(kassaNaam);
    await toevoegen.getByLabel('Kleding').check();
    await toevoegen.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(`Kassa ${kassaNaam} is toegevoegd.`)).toBeVisible();
    const kassa = (await admin.get<KassaBeheerOverzicht>('/api/kassas')).kassas.find((k) => k.naam === kassaNaam)!;
    const apparaat = await openKassa(browser, kassa);
    const kassaPagina = apparaat.page;

    // The till's own word for each receipt's cash, summed: what the settlement must register.
    let kasVolgensKassa = 0;
    for (const bon of BONNEN) {
      for (const [i, regel] of bon.regels.entries()) {
        const v = van(regel.rol);
        if ('artikel' in regel) await scan(kassaPagina, v.codes[regel.artikel - 1]!);
        else await typPrijs(kassaPagina, v.nummer, regel.prijs);
        await expect(kassaPagina.getByTestId('bonregel')).toHaveCount(i + 1);
      }
      await expect(kassaPagina.getByTestId('totaal')).toHaveText(`Totaal ${bon.totaal}`);
      await kassaPagina.getByRole('button', { name: 'Afrekenen' }).click();
      const teBetalen = kassaPagina.getByTestId('te-betalen');
      await expect(teBetalen).toHaveText(/^Te betalen € \d+,\d\d$/);
      const bedrag = cent((await teBetalen.innerText()).replace('Te betalen ', ''));
      expect(bedrag).toBe(bon.teBetalen);
      kasVolgensKassa += bedrag;
      if (bon.ontvangen === null) await kassaPagina.getByRole('button', { name: 'Gepast' }).click();
      else await kassaPagina.getByLabel('Ontvangen').fill(bon.ontvangen);
      await expect(kassaPagina.getByTestId('wisselgeld')).toHaveText(`Wisselgeld ${bon.wisselgeld}`);
      await kassaPagina.getByRole('button', { name: 'Bon sluiten' }).click();
      await expect(kassaPagina.getByText(/^Bon gesloten\./)).toContainText(`wisselgeld ${bon.wisselgeld}.`);
      await expect(kassaPagina.getByTestId('bonregel')).toHaveCount(0);
      await expect(kassaPagina.getByLabel('Verkopersnummer')).toBeFocused();
    }
    await allesVerzonden(kassaPagina, admin, kassa, BONNEN.length);
    await apparaat.context.close();
    expect(kasVolgensKassa).toBe(KAS);

    // The administrator's overview of the desks says what the till took.
    await page.reload();
    await expect(page.getByTestId('kassarij').filter({ hasText: kassaNaam })).toContainText(euro(kasVolgensKassa));

    await page.goto('/afrekening');
    await expect(page.getByRole('heading', { name: 'Afrekening', level: 1 })).toBeVisible();
    // The seller with hand-written labels wants the unsold ones back: marked at drop-off.
    const handgeschreven = van('handgeschreven');
    await page.getByRole('checkbox', { name: `Retour bij inleveren voor verkoper ${handgeschreven.nummer}` }).check();

    await controleer(page, verkopers, BIJ_20, VULLING_20);

    // Per desk: the registered takings are the till's receipts; the administrator counts 5 cents short.
    const geregistreerd = euro(kasVolgensKassa);
    const kasRij = page.getByRole('table', { name: 'Kas per kassa' }).getByRole('row').filter({ hasText: kassaNaam });
    await expect(kasRij.getByRole('cell').nth(1)).toHaveText(String(BONNEN.length));
    await expect(kasRij.getByRole('cell').nth(2)).toHaveText(geregistreerd);
    await expect(page.getByText(`samen ${geregistreerd}.`)).toBeVisible();
    await page.getByLabel(`Geteld ${kassaNaam}`).fill('56,10');
    await kasRij.getByRole('button', { name: 'Bewaar' }).click();
    await expect(page.getByText('Het getelde bedrag is opgeslagen.')).toBeVisible();
    await expect(kasRij.getByRole('cell').nth(3)).toHaveText('€ -0,05');

    // The summary sheet: the same desk, and the fair's cash.
    const overzicht = pdftotext(await download(page, 'Overzicht (PDF)'));
    expect(overzicht).toMatch(
      new RegExp(
        `${kassaNaam} \\(Kleding\\), 3 bonnen\\s+Geregistreerd\\s+${geregistreerd}\\s+Geteld\\s+€ 56,10\\s+Verschil\\s+€ -0,05\\n`,
      ),
    );
    expect(overzicht).toMatch(new RegExp(`Kas \\(geregistreerd\\)\\s+${geregistreerd}\\n`));
    // 16,00 + 12,50 + 9,65 = 38,15 in the envelopes; 56,15 − 38,15 = 18,00 stays with the organisation.
    expect(overzicht).toMatch(/Totaal in de enveloppen\s+€ 38,15\n/);
    expect(overzicht).toMatch(/De organisatie houdt \(kas min enveloppen\)\s+€ 18,00\n/);
    expect(overzicht).toMatch(/Nog te betalen door verkopers\s+€ 0,31\n/);
    await page.screenshot({ path: test.info().outputPath('afrekening-kassa-1280.png'), fullPage: true });

    // The administrator raises the commission to 25 %: now commissions end in half a cent.
    const formulier = page.getByRole('region', { name: 'Instellingen van de afrekening' });
    await formulier.getByLabel('Commissie (%)').fill('25');
    await formulier.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De instellingen van de afrekening zijn opgeslagen.')).toBeVisible();
    await controleer(page, verkopers, BIJ_25, VULLING_25);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: test.info().outputPath('afrekening-kassa-360.png'), fullPage: true });
  });
});
