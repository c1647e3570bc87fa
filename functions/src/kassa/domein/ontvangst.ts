/**
 * What the server decides about a receipt when it first stores it, beyond the device's word
 * (issue 50): the closing time it believes, and whether it was paid by pin while pin was off.
 * Both are decided once: a repeat of the same receipt (same UUID) is answered with the stored
 * one, so neither changes later, whatever the server's clock or the setting then say.
 */

/**
 * How far ahead of the server's clock a device's closing time may be and still be believed.
 * Phones and tablets set their clocks from the network and are seconds apart; one that was
 * offline all day may drift a minute or two. Further ahead than this the device's clock is set
 * wrong (a tablet that thinks it is 2030): such a time would sort after every real receipt and
 * fall outside the fair's day in the charts, and it cannot be true, the server has the receipt.
 */
export const KLOKSPELING_MS = 5 * 60_000;

/**
 * The receipt's closing time as stored: the device's, or the server's when the device's lies
 * further in the future than KLOKSPELING_MS, with the device's kept beside it (geslotenOpApparaat)
 * so the administrator sees what the desk said. A time in the past is believed: a till works
 * offline and may send hours later.
 */
export function sluittijd(gesloten: string, nu: Date): { gesloten: string; geslotenOpApparaat?: string } {
  if (Date.parse(gesloten) <= nu.getTime() + KLOKSPELING_MS) return { gesloten };
  return { gesloten: nu.toISOString(), geslotenOpApparaat: gesloten };
}

/** Why a pin receipt waits under Nakijken. */
export const MELDING_PIN_UIT = 'Betaald met pin terwijl pin uit stond';

/**
 * A receipt paid by pin while "Pinnen aan de kassa" was off: off now, and off already when the
 * receipt was closed (`pinUitSinds`, when it was switched off; unknown: it never was on). A pin
 * receipt made offline before the switch went off is a real pin sale and counts as pin. The
 * till keeps such a receipt (a sale that happened is never lost: a device that missed the switch,
 * or a volunteer who pressed Pin and took cash), but nobody can say from the receipt where the
 * money is, so the treasurer decides (PinBesluit).
 */
export function isPinTerwijlUit(
  betaalwijze: string,
  instellingen: { pinnen: boolean; pinUitSinds?: string },
  gesloten: string,
): boolean {
  if (betaalwijze !== 'pin' || instellingen.pinnen) return false;
  return instellingen.pinUitSinds === undefined || Date.parse(gesloten) >= Date.parse(instellingen.pinUitSinds);
}

/**
 * The treasurer's decision on such a receipt: the money came in by pin after all (on the
 * account) or in cash (in the drawer: the volunteer pressed the wrong button).
 */
export interface PinBesluit {
  betaalwijze: 'contant' | 'pin';
  /** The administrator's username, and when. */
  door: string;
  op: string;
}
