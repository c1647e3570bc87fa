/** The administrator's settings for items, per fair: their defaults, bounds and checks. */
import { MAX_ARTIKELNUMMER } from './artikelcode';
import { euro } from '../../kern/geld';
import { isDeadline } from '../../kern/deadline';
import type { ArtikelInstellingen } from '../../kern/types';
import { halvePrijsFouten } from './halvePrijs';

// The type lives in kern/ because the fair's checklist (seizoen, the floor below) reads it too.
export type { ArtikelInstellingen };

export const STANDAARD_ARTIKEL_INSTELLINGEN: ArtikelInstellingen = {
  onlineInvoeren: false,
  prijsStapCent: 50,
  minimumPrijsCent: 50,
  /** Two sheets of 3 × 8 labels. */
  maxArtikelen: 48,
  maximumPrijsCent: 25_000,
  deadline: null,
  mijnVerkopen: true,
  halvePrijs: null,
};

/** The settings' own fields, each the default when absent (stored by an older version, or never). */
export const instellingenUit = (opgeslagen: Partial<ArtikelInstellingen> | undefined): ArtikelInstellingen => {
  const s = { ...STANDAARD_ARTIKEL_INSTELLINGEN, ...opgeslagen };
  return {
    onlineInvoeren: s.onlineInvoeren,
    prijsStapCent: s.prijsStapCent,
    minimumPrijsCent: s.minimumPrijsCent,
    maxArtikelen: s.maxArtikelen,
    maximumPrijsCent: s.maximumPrijsCent,
    deadline: s.deadline,
    mijnVerkopen: s.mijnVerkopen,
    halvePrijs: s.halvePrijs ?? null,
  };
};

/** Bounds of the administrator's settings. */
export const GRENZEN = {
  prijsStapCent: { min: 5, max: 1000 },
  minimumPrijsCent: { min: 5, max: 10_000 },
  maxArtikelen: { min: 1, max: MAX_ARTIKELNUMMER },
  /** € 1 to € 1.000: above that a typo is likelier than a price at a children's fair. */
  maximumPrijsCent: { min: 100, max: 100_000 },
} as const;

export type InstellingVeld =
  | 'prijsStapCent'
  | 'minimumPrijsCent'
  | 'maximumPrijsCent'
  | 'maxArtikelen'
  | 'deadline'
  | 'halvePrijs.vanaf'
  | 'halvePrijs.procent'
  | 'halvePrijs.afrondingCent';

/**
 * The settings' own rules, per field, for the administrator's form (the message at the field)
 * and the server. Amounts are told in euros, as the administrator types them.
 */
export function instellingFouten(i: ArtikelInstellingen): Partial<Record<InstellingVeld, string>> {
  const fouten: Partial<Record<InstellingVeld, string>> = {};
  for (const veld of ['prijsStapCent', 'minimumPrijsCent', 'maximumPrijsCent'] as const) {
    const { min, max } = GRENZEN[veld];
    if (!Number.isInteger(i[veld]) || i[veld] < min || i[veld] > max) {
      fouten[veld] = `${INSTELLING_NAMEN[veld]} moet tussen ${euro(min)} en ${euro(max)} liggen`;
    }
  }
  const { min, max } = GRENZEN.maxArtikelen;
  if (!Number.isInteger(i.maxArtikelen) || i.maxArtikelen < min || i.maxArtikelen > max) {
    fouten.maxArtikelen = `${INSTELLING_NAMEN.maxArtikelen} moet een geheel getal van ${min} tot en met ${max} zijn`;
  }
  if (!fouten.prijsStapCent && !fouten.minimumPrijsCent && i.minimumPrijsCent % i.prijsStapCent !== 0) {
    fouten.minimumPrijsCent = `De minimumprijs moet een veelvoud van de prijsstap (${euro(i.prijsStapCent)}) zijn`;
  }
  if (!fouten.minimumPrijsCent && !fouten.maximumPrijsCent && i.maximumPrijsCent < i.minimumPrijsCent) {
    fouten.maximumPrijsCent = 'De maximumprijs moet minstens de minimumprijs zijn';
  }
  if (i.deadline !== null && !isDeadline(i.deadline)) {
    fouten.deadline = 'De deadline moet een datum en tijd zijn (jjjj-mm-ddTuu:mm)';
  }
  if (i.halvePrijs) {
    const halve = halvePrijsFouten(i.halvePrijs, i.minimumPrijsCent);
    for (const [veld, fout] of Object.entries(halve)) fouten[`halvePrijs.${veld}` as InstellingVeld] = fout;
  }
  return fouten;
}

/** The first of instellingFouten, or null: what the server answers. */
export function controleerInstellingen(i: ArtikelInstellingen): string | null {
  return Object.values(instellingFouten(i))[0] ?? null;
}

export const INSTELLING_NAMEN = {
  prijsStapCent: 'Prijsstap',
  minimumPrijsCent: 'Minimumprijs',
  maxArtikelen: 'Maximum aantal artikelen per verkoper',
  maximumPrijsCent: 'Maximumprijs',
} as const;
