/**
 * The administration's part of the Store port: administrators, sessions and small facts
 * (app/store/port.ts puts the areas' ports together).
 */
import type { Admin, Sessie } from '../../kern/types';

/** Administrators and their sessions. */
export interface BeheerStore {
  leesBeheerder(username: string): Promise<Admin | null>;
  bewaarBeheerder(admin: Admin): Promise<void>;
  telBeheerders(): Promise<number>;
  maakSessie(sessie: Sessie): Promise<void>;
  leesSessie(id: string): Promise<Sessie | null>;
  verwijderSessie(id: string): Promise<void>;
  /** Sorted by username. */
  leesBeheerders(): Promise<Admin[]>;
  /**
   * In ONE transaction: deletes the administrator and ends their sessions. Answers false when
   * there was no such administrator.
   */
  verwijderBeheerder(username: string): Promise<boolean>;
  /** Deletes the sessions whose `expires` is at or before `now`; answers how many went. */
  verwijderVerlopenSessies(now: Date): Promise<number>;
  /** Ends every session of this administrator; answers how many went. */
  verwijderSessiesVan(username: string): Promise<number>;
}

/** Small key-value facts (session secret, seeded flag). */
export interface MetaStore {
  leesMeta(key: string): Promise<string | null>;
  zetMeta(key: string, value: string): Promise<void>;
}
