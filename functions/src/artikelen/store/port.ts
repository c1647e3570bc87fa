/**
 * The items' part of the Store port (app/store/port.ts puts the areas' ports together).
 */
import type { HerinneringOptions } from '../../mail';
import type { Deelnemer } from '../../kern/types';
import type { ArtikelSleutel } from '../domein/artikelcode';
import type { Artikel, ArtikelInvoer } from '../domein/artikelen';
import { type ArtikelInstellingen } from '../domein/instellingen';
import type { GoedDoelNaAfsluiting } from '../domein/overzichten';

/**
 * What 'Mijn artikelen' reads of a fair's settlement: once it is closed, what went to charity.
 * afrekening keeps it, on the floor above, and its store answers this (AfrekeningStore); item
 * entry names what it reads here instead of importing the floor above.
 */
export interface AfrekeningVoorArtikelen {
  leesAfrekeningStaat(afleveringId: string): Promise<{ gesloten: { afrekening: GoedDoelNaAfsluiting } | null }>;
}

/**
 * Items and their settings (artikelen/domein/artikelen.ts). An item belongs to its seller's number and
 * keeps its item number for good (its label holds no fair id); it is on offer at every fair its
 * seller takes part in until sold or deleted. Deleted items are kept, marked, so no number is
 * given twice; no method below answers them.
 */
export interface ArtikelenStore {
  /** The fair's settings; the defaults (STANDAARD_ARTIKEL_INSTELLINGEN) until saved. */
  leesArtikelInstellingen(afleveringId: string): Promise<ArtikelInstellingen>;
  bewaarArtikelInstellingen(afleveringId: string, instellingen: ArtikelInstellingen): Promise<ArtikelInstellingen>;
  /** Whether the administrator saved item settings for this fair (else it runs on the defaults). */
  leesArtikelInstellingenBewaard(afleveringId: string): Promise<boolean>;
  /** The seller's items that are still theirs (not sold, not given to charity), by artikelnummer. */
  leesArtikelenVanVerkoper(verkopersnummer: number): Promise<Artikel[]>;
  /** Every item on offer at that fair, all sellers (artikelen/domein/artikelen.ts opAanbodIn), by seller and item number. */
  leesArtikelenVoorBeurs(afleveringId: string): Promise<Artikel[]>;
  /**
   * leesArtikelenVoorBeurs and leesDeelnemersVan in one, as of one moment: what opening a till
   * needs (issue 55). The items are found by their sellers, so the people are read once, not
   * once for the items and once more for the till's list of seller numbers.
   */
  leesAanbodEnDeelnemers(afleveringId: string): Promise<{ artikelen: Artikel[]; deelnemers: Deelnemer[] }>;
  /** Null when unknown or deleted; sold items are answered (with verkochtIn). */
  leesArtikel(sleutel: ArtikelSleutel): Promise<Artikel | null>;
  /**
   * In ONE transaction: refuses (409) when the seller already has `maxArtikelen` unsold items
   * or has used every item number, gives the next item number (never one given before, also
   * after a delete) and writes the item, on offer from `afleveringId` on.
   */
  voegArtikelToe(
    verkopersnummer: number,
    invoer: ArtikelInvoer,
    options: { afleveringId: string; maxArtikelen: number; now: Date },
  ): Promise<Artikel>;
  /**
   * Replaces the item's fields. 404 when unknown or deleted, 409 (MELDING_VERKOCHT) when sold,
   * 409 (MELDING_GOED_DOEL) when given to charity.
   */
  wijzigArtikel(sleutel: ArtikelSleutel, invoer: ArtikelInvoer): Promise<Artikel>;
  /** Marks the item deleted; answers it, or null when unknown. 409 as wijzigArtikel when sold or given away. */
  verwijderArtikel(sleutel: ArtikelSleutel): Promise<Artikel | null>;
  /**
   * The till's or settlement's record that these items were sold at `afleveringId`: from the
   * next fair on they are no longer on offer. Unknown keys are skipped; answers how many were marked.
   */
  markeerVerkocht(afleveringId: string, sleutels: ArtikelSleutel[]): Promise<number>;
  /**
   * The closed settlement's record that these unsold items went to charity after `afleveringId`:
   * from the next fair on they are no longer on offer, nor the seller's to change. Sold, deleted
   * and already marked items and unknown keys are skipped (idempotent); answers how many were marked.
   */
  markeerGoedDoel(afleveringId: string, sleutels: ArtikelSleutel[]): Promise<number>;
  /**
   * The record that labels were printed with these choices (issue 54): each item's
   * labelAfgeprijsd becomes the `magAfgeprijsd` its label shows, so the printed label wins until
   * new ones are printed. Deleted items and unknown keys are skipped; answers how many changed.
   */
  markeerLabelsGeprint(labels: (ArtikelSleutel & { magAfgeprijsd: boolean })[]): Promise<number>;
  /**
   * Undoes markeerGoedDoel for these items: a seller collected them late after all (the
   * administrator's late pick-up, issue 38). Only items marked for charity at `afleveringId`
   * change; answers how many did.
   */
  herstelGoedDoel(afleveringId: string, sleutels: ArtikelSleutel[]): Promise<number>;
  /**
   * For every person for whom `wie` holds and who has not had this mail for this aflevering:
   * writes `mail` to the outbox and marks them, the two in one transaction (on Firestore per
   * group of sellers, as a transaction holds 500 writes). Answers how many mails were written;
   * a second call for the same aflevering writes none.
   */
  mailArtikelLinks(afleveringId: string, options: HerinneringOptions): Promise<number>;
  /**
   * Records that the seller's labels were printed at this fair (the latest record per number
   * counts): once the number is free, it is not reused while such a label may still be used
   * (registratie/domein/verkopersnummer.ts, issue 53).
   */
  noteerLabelsVanBeurs(afleveringId: string, verkopersnummer: number): Promise<void>;
}
