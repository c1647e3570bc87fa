/**
 * The season's part of the Store port: the public documents, the fairs (afleveringen) and the
 * contact persons (store/port.ts puts the areas' ports together).
 */
import type { AfleveringInvoer, ContactpersoonInvoer } from '../../kern/validatie';
import type { Aflevering, Beurs, Contactpersoon, Nieuws, PublicState, Settings } from '../../kern/types';
import type { BevorderOptions } from '../../registratie/store/port';

/** The public documents, read live by the browser. */
export interface PubliekStore {
  getSettings(): Promise<Settings>;
  /** Merges the given fields and answers the result; promotes from the reserve list (BevorderOptions). */
  updateSettings(patch: Partial<Settings>, bevorder?: BevorderOptions): Promise<Settings>;
  getNieuws(): Promise<Nieuws>;
  saveNieuws(tekst: string): Promise<Nieuws>;
  getBeurs(): Promise<Beurs>;
  saveBeurs(beurs: Beurs): Promise<Beurs>;
  /** Active deelnemers, excluding the protected 'Kledingmaat' row. */
  countActief(): Promise<number>;
  getPublicState(): Promise<PublicState>;
}

export interface AfleveringenStore {
  /** Sorted by volgnummer ascending. */
  listAfleveringen(): Promise<Aflevering[]>;
  lastAflevering(): Promise<Aflevering | null>;
  /**
   * Inserts (no id) or updates (id); answers the full list. Throws 409 on a duplicate volgnummer.
   * Inserting the next aflevering (domain/aflevering.ts startVolgendeBeurs) starts the next fair in
   * the same transaction: registration closed and the news empty.
   */
  saveAflevering(aflevering: AfleveringInvoer): Promise<Aflevering[]>;
  deleteAflevering(id: string): Promise<Aflevering | null>;
}

export interface ContactpersonenStore {
  listContactpersonen(): Promise<Contactpersoon[]>;
  saveContactpersoon(contact: ContactpersoonInvoer): Promise<Contactpersoon>;
  deleteContactpersoon(id: string): Promise<Contactpersoon | null>;
}
