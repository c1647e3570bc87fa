/** The fair's fixed facts (SPEC.md sections 2 and 9), used by the pages and the mails. */
export const TIJDEN = {
  inleverenVrijdag: '16.30 - 17.30',
  speelgoedVanaf: '10.00',
  kledingVan: '10.30',
  kledingTot: '12.00',
  sluiting: '12.00',
  ophalenZaterdag: '16.30 - 17.00',
} as const;

/*
 * The commission and fees are the settlement's settings (afrekening/domein/afrekening.ts
 * STANDAARD_AFREKENING_INSTELLINGEN, changed by the administrator), which the public state
 * carries (PublicState.kosten); what is not returned is artikelen.ts RETOUR_MINIMUM_CENT.
 */

export const MAATBEREIK = { van: 74, tot: 176 } as const;

export const BABY_MATEN = ['74-80', '86-92'];
export const KINDER_MATEN = ['98-104', '110-116', '122-128', '134-140', '146-152', '158-164', '170-176'];

/** Where the printable labels are served from (web/public/data). */
export const LABELS_PAD = '/data/labels.pdf';
