import type { AfrekeningInstellingen } from '@backend/kern/afrekening-instellingen';
import type { AfrekeningOverzicht, EigenAfrekening } from '@backend/afrekening/domein';
import type { NakijkSoort, RegelBesluitSoort } from '@backend/afrekening/domein';
import type { KasNaAfsluiting } from '@backend/kassa/domein';
import { api } from '../../data/http';
import type { Uitbetaling } from '@backend/kern/types';
import type { EigenUitbetaling } from '@backend/kern/api-types';
import type { AndersBetaald, AndersBetaaldWijze, InHetBestand, NogTeBetalen } from '@backend/afrekening/domein';

export { download } from '../../data/download';

/**
 * GET /api/afrekening, with the treasurer's part (issue 50): the sellers paid by bank still owed
 * money the bank file does not pay, who was paid another way, the warnings before the export, and
 * once closed what the file itself pays.
 */
export type AfrekeningAntwoord = AfrekeningOverzicht & {
  nogTeBetalen: NogTeBetalen[];
  andersBetaald: AndersBetaald[];
  waarschuwingen: string[];
  inHetBestand: InHetBestand | null;
};
export const haalAfrekening = () => api.get<AfrekeningAntwoord>('/api/afrekening');
/** The settings with, while a closed fair is still to pay, the account it keeps (masked; issue 50). */
export type BeheerInstellingen = AfrekeningInstellingen & {
  rekeningBijAfsluiten?: { volgnummer: number; iban: string; tenaamstelling: string };
};
export const haalAfrekeningInstellingen = () => api.get<BeheerInstellingen>('/api/afrekening/instellingen');
export const bewaarAfrekeningInstellingen = (instellingen: AfrekeningInstellingen) =>
  api.put<AfrekeningInstellingen>('/api/afrekening/instellingen', instellingen);
export const zetRetourBijAfgifte = (nummer: number, retour: boolean) =>
  api.put<unknown>(`/api/afrekening/retour/${nummer}`, { retour });
export const zetGeteld = (kassaId: string, cent: number | null) =>
  api.put<unknown>(`/api/afrekening/geteld/${encodeURIComponent(kassaId)}`, { cent });
export const sluitAfrekening = () => api.post<{ geslotenOp: string }>('/api/afrekening/sluiten');
/** A decision on one receipt line (Nakijken, or voiding a line); null takes it back. */
export const besluitOverRegel = (
  sleutel: { bonId: string; regel: number },
  besluit: RegelBesluitSoort | null,
  reden = '',
) =>
  api.put<unknown>(`/api/afrekening/regels/${encodeURIComponent(sleutel.bonId)}/${sleutel.regel}`, { besluit, reden });
/** How a receipt paid by pin while pin was off counts (Nakijken, issue 50); null takes it back. */
export const besluitOverPin = (bonId: string, betaalwijze: 'contant' | 'pin' | null) =>
  api.put<unknown>(`/api/kassas/bonnen/${encodeURIComponent(bonId)}/pin`, { betaalwijze });
/** One decision for every open line of one kind under Nakijken. */
export const besluitOverAlle = (soort: NakijkSoort, besluit: RegelBesluitSoort, reden = '') =>
  api.put<{ aantal: number }>('/api/afrekening/regels', { soort, besluit, reden });

/** The seller's own settlement through their personal link. */
export const haalMijnAfrekening = (token: string) =>
  api.get<EigenAfrekening>(`/api/mijn-gegevens/afrekening?token=${encodeURIComponent(token)}`);

/** How the seller wants to be paid, and whether they may choose (issue 36). */
export const haalMijnUitbetaling = (token: string) =>
  api.get<EigenUitbetaling>(`/api/mijn-gegevens/uitbetaling?token=${encodeURIComponent(token)}`);
/** The seller's choice; the answer shows the IBAN masked, never in full. */
export const bewaarMijnUitbetaling = (token: string, keuze: Uitbetaling) =>
  api.put<EigenUitbetaling>('/api/mijn-gegevens/uitbetaling', { token, ...keuze });

/** The administrator corrects the name on a seller's account, until "Uitbetaald" (issue 50); the seller gets a mail. */
export const verbeterTenaamstelling = (nummer: number, tenaamstelling: string) =>
  api.put<{ nummer: number; tenaamstelling: string }>(`/api/afrekening/tenaamstelling/${nummer}`, { tenaamstelling });

/** Marks the transfers of the closed settlement as done: the sellers get a mail, their IBANs are erased. */
export const markeerUitbetaald = () => api.post<unknown>('/api/afrekening/uitbetaald');

/** A seller left out of the batch was paid in cash or another way (issue 50). */
export const markeerAndersBetaald = (nummer: number, wijze: AndersBetaaldWijze) =>
  api.post<unknown>(`/api/afrekening/anders-betaald/${nummer}`, { wijze });

/** The receipts that arrived after the settlement was closed (cash for the administrator). */
export const haalKasNaAfsluiting = () => api.get<KasNaAfsluiting>('/api/afrekening/na-afsluiting');
