/** Migrations of the till's tables after migraties.ts grew full (the steps: schema.ts migrate). */
import type Database from 'better-sqlite3';

/**
 * Version 19 (issue 50): what the server decided about a receipt on arrival. The device's closing
 * time when its clock ran ahead (NULL: the device's time was believed), whether it was paid by pin
 * while pin was off (0 for every receipt of before: nobody can tell now), and the treasurer's
 * decision on such a receipt (JSON of a PinBesluit; NULL: none). Idempotent: a database marked
 * older may have the columns already.
 */
export function migreerBonOntvangst(db: Database.Database): void {
  for (const tabel of ['bonnen', 'bonnen_na_afsluiting']) {
    const kolommen = db
      .prepare<[], { name: string }>(`PRAGMA table_info(${tabel})`)
      .all()
      .map((k) => k.name);
    if (!kolommen.includes('gesloten_op_apparaat'))
      db.exec(`ALTER TABLE ${tabel} ADD COLUMN gesloten_op_apparaat TEXT`);
    if (!kolommen.includes('pin_terwijl_uit'))
      db.exec(`ALTER TABLE ${tabel} ADD COLUMN pin_terwijl_uit INTEGER NOT NULL DEFAULT 0`);
  }
  const bonnen = db.prepare<[], { name: string }>('PRAGMA table_info(bonnen)').all();
  if (!bonnen.some((k) => k.name === 'pin_besluit')) db.exec('ALTER TABLE bonnen ADD COLUMN pin_besluit TEXT');
}
