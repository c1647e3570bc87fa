/**
 * The season's part of the Store port: the public documents, the fairs (afleveringen) and the
 * contact persons (app/store/port.ts puts the areas' ports together).
 */
import { type AfleveringInvoer, type ContactpersoonInvoer } from '../domein/schemas';
import type { Aflevering, Beurs, Contactpersoon, Nieuws, PublicState, Settings } from '../../kern/types';

/** The public documents, read live by the browser. */
export interface PubliekStore {
  /** The registration's gate; registratie changes it (its wijzigInstellingen), with the reserve list. */
  leesInstellingen(): Promise<Settings>;
  leesNieuws(): Promise<Nieuws>;
  bewaarNieuws(tekst: string): Promise<Nieuws>;
  leesBeurs(): Promise<Beurs>;
  bewaarBeurs(beurs: Beurs): Promise<Beurs>;
  /** Active deelnemers, excluding the protected 'Kledingmaat' row. */
  telActief(): Promise<number>;
  leesPubliekeStaat(): Promise<PublicState>;
}

export interface AfleveringenStore {
  /** Sorted by volgnummer ascending. */
  leesAfleveringen(): Promise<Aflevering[]>;
  leesLaatsteAflevering(): Promise<Aflevering | null>;
  /** The latest `aantal` afleveringen, newest first: the current fair and the ones just before it. */
  leesLaatsteAfleveringen(aantal: number): Promise<Aflevering[]>;
  /** One aflevering, or null when it does not exist. */
  leesAflevering(id: string): Promise<Aflevering | null>;
  /**
   * Inserts (no id) or updates (id); answers the full list. Throws 409 on a duplicate volgnummer.
   * Inserting the next aflevering (seizoen/domein/aflevering.ts startVolgendeBeurs) starts the next fair in
   * the same transaction: registration closed and the news empty.
   */
  bewaarAflevering(aflevering: AfleveringInvoer): Promise<Aflevering[]>;
  verwijderAflevering(id: string): Promise<Aflevering | null>;
}

export interface ContactpersonenStore {
  leesContactpersonen(): Promise<Contactpersoon[]>;
  bewaarContactpersoon(contact: ContactpersoonInvoer): Promise<Contactpersoon>;
  verwijderContactpersoon(id: string): Promise<Contactpersoon | null>;
}
