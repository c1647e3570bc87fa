import type { AfrekeningInstellingen } from '@backend/kern/afrekening-instellingen';
import type { AfrekeningOverzicht, EigenAfrekening } from '@backend/afrekening/domein/afrekening';
import type { NakijkSoort, RegelBesluitSoort } from '@backend/afrekening/domein/nakijken';
import type { KasNaAfsluiting } from '@backend/kassa/domein/overzicht';
import { api } from '../../data/http';

export { download } from '../../data/download';

export const haalAfrekening = () => api.get<AfrekeningOverzicht>('/api/afrekening');
export const haalAfrekeningInstellingen = () => api.get<AfrekeningInstellingen>('/api/afrekening/instellingen');
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
/** One decision for every open line of one kind under Nakijken. */
export const besluitOverAlle = (soort: NakijkSoort, besluit: RegelBesluitSoort, reden = '') =>
  api.put<{ aantal: number }>('/api/afrekening/regels', { soort, besluit, reden });

/** The seller's own settlement through their personal link. */
export const haalMijnAfrekening = (token: string) =>
  api.get<EigenAfrekening>(`/api/mijn-gegevens/afrekening?token=${encodeURIComponent(token)}`);

/** The receipts that arrived after the settlement was closed (cash for the administrator). */
export const haalKasNaAfsluiting = () => api.get<KasNaAfsluiting>('/api/afrekening/na-afsluiting');
