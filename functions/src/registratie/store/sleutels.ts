/** The meta keys of registration, the same in both adapters. */

/** The meta key of the last seller number handed out; both adapters keep the counter under it. */
export const LAATSTE_NUMMER = 'laatsteNummer';
/** The meta key of the administrator's switch for promotion from the reserve list ('uit' = off). */
export const RESERVELIJST_AUTOMATISCH = 'reservelijstAutomatisch';
