/**
 * The administration's part of the Store port: administrators, sessions and small facts
 * (store/port.ts puts the areas' ports together).
 */
import type { Admin, Sessie } from '../../kern/types';

/** Administrators and their sessions. */
export interface BeheerStore {
  getAdmin(username: string): Promise<Admin | null>;
  saveAdmin(admin: Admin): Promise<void>;
  countAdmins(): Promise<number>;
  createSessie(sessie: Sessie): Promise<void>;
  getSessie(id: string): Promise<Sessie | null>;
  deleteSessie(id: string): Promise<void>;
  /** Sorted by username. */
  listAdmins(): Promise<Admin[]>;
  /**
   * In ONE transaction: deletes the administrator and ends their sessions. Answers false when
   * there was no such administrator.
   */
  deleteAdmin(username: string): Promise<boolean>;
  /** Deletes the sessions whose `expires` is at or before `now`; answers how many went. */
  deleteExpiredSessies(now: Date): Promise<number>;
  /** Ends every session of this administrator; answers how many went. */
  deleteSessiesOf(username: string): Promise<number>;
}

/** Small key-value facts (session secret, seeded flag). */
export interface MetaStore {
  getMeta(key: string): Promise<string | null>;
  setMeta(key: string, value: string): Promise<void>;
}
