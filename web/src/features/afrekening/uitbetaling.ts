/**
 * Paying sellers by bank (issue 36), as the screens see it: the seller's own view of their
 * choice (the IBAN masked by the server) and what the screens say for a seller paid by bank.
 */
import { bedrag, envelopTekst } from '@backend/afrekening/domein/weergave';
import type { VerkoperAfrekening } from '@backend/afrekening/domein/afrekening';

export type { EigenUitbetaling, Uitbetaald } from '@backend/afrekening/domein/uitbetaling';

/** Paid by bank with something to transfer: no envelope for this seller. */
export const perBank = (v: Pick<VerkoperAfrekening, 'uitbetaling' | 'overmakenCent'>) =>
  v.uitbetaling === 'bank' && v.overmakenCent > 0;

/** The envelope line, or 'overmaken € 8,87' for a seller paid by bank. */
export const uitbetaalTekst = (
  v: Pick<VerkoperAfrekening, 'uitbetaling' | 'overmakenCent' | 'envelopCent' | 'nogTeBetalenCent'>,
) => (perBank(v) ? `overmaken ${bedrag(v.overmakenCent)}` : envelopTekst(v));
