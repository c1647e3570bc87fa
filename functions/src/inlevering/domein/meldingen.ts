/** What drop-off and pick-up say, in Dutch: the desks' warnings and the refusals. */
export const MELDING_NOG_NIET_GESLOTEN =
  'Ophalen kan pas als de afrekening is afgesloten: dan liggen de enveloppen en de retourartikelen klaar.';
export const MELDING_AL_OPGEHAALD = 'Deze verkoper heeft alles al opgehaald.';
export const MELDING_OPHALEN_AFGESLOTEN =
  'Het ophalen is afgesloten: wat deze verkoper niet ophaalde, ging naar een goed doel. Een late ophaling legt de beheerder vast.';
export const MELDING_NIET_TERUG_TE_GEVEN = (artikelnummer: number) =>
  `Artikel ${artikelnummer} gaat niet terug naar deze verkoper (verkocht, geen retour of niet ingeleverd).`;
export const MELDING_TE_VEEL_HANDGESCHREVEN =
  'Vul het aantal handgeschreven labels in: een geheel getal van 0 tot 200.';
export const MELDING_VERKOPER_ONBEKEND = (nummer: number) => `Verkopersnummer ${nummer} bestaat niet.`;
/** A desk opens only its fair's sellers (issue 38); the administrator is warned instead. */
export const MELDING_NIET_BIJ_DEZE_BEURS = (nummer: number) =>
  `Verkoper ${nummer} doet niet mee aan deze beurs. Stuur de verkoper naar de organisatie.`;
export const MELDING_GEEN_BEURS = 'Er is nog geen beurs gepland.';
export const MELDING_ARTIKEL_ONBEKEND = (code: string) => `Artikel ${code} staat niet op de lijst van deze verkoper.`;

/** The warnings at drop-off: never silent, never blocking (the volunteer decides). */
export const WAARSCHUWING_DOET_NIET_MEE = (nummer: number) =>
  `Verkoper ${nummer} doet niet mee aan deze beurs. Neem de artikelen alleen aan na overleg met de organisatie.`;
export const WAARSCHUWING_RESERVELIJST = (nummer: number) =>
  `Verkoper ${nummer} staat op de reservelijst en heeft (nog) geen plaats bij deze beurs.`;
export const WAARSCHUWING_TE_VEEL = (aantal: number, max: number) =>
  `${aantal} artikelen: meer dan het maximum van ${max} per verkoper.`;
/** The maximum's warning for what was handed in so far (labelled and hand-written), or null. */
export function waarschuwingTeVeel(ingeleverd: number, handgeschreven: number, max: number): string | null {
  const aantal = ingeleverd + handgeschreven;
  return aantal > max ? WAARSCHUWING_TE_VEEL(aantal, max) : null;
}
export const WAARSCHUWING_ANDERE_VERKOPER = (code: string, nummer: number) =>
  `Label ${code} is van verkoper ${nummer}, niet van deze verkoper. Leg het apart.`;
export const WAARSCHUWING_AL_GESCAND = (artikelnummer: number) => `Artikel ${artikelnummer} was al ingeleverd.`;
export const WAARSCHUWING_AL_TERUG = (artikelnummer: number) => `Artikel ${artikelnummer} is al teruggegeven.`;
