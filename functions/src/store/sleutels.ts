import { randomBytes } from 'node:crypto';

/** The meta key of the last seller number handed out; both adapters keep the counter under it. */
export const LAATSTE_NUMMER = 'laatsteNummer';
/** The meta key of the administrator's switch for promotion from the reserve list ('uit' = off). */
export const RESERVELIJST_AUTOMATISCH = 'reservelijstAutomatisch';

/** A desk's random `sleutel`, signed into its link: a new one makes the old link useless. */
export const nieuweKassaSleutel = () => randomBytes(18).toString('base64url');
