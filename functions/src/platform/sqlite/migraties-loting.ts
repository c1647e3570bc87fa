/** The SQLite schema's step for the draw (schema.ts runs it in `migrate`). */
/**
 * Version 21, the draw (issue 52 part 3): per fair its state, with the secret zaad and the
 * order once fixed (a JSON array), and the applications, one per address per fair.
 */
export const MIGRATIE_LOTING = `
  CREATE TABLE IF NOT EXISTS loting (
    aflevering_id TEXT PRIMARY KEY,
    zaad TEXT NOT NULL,
    zaad_hash TEXT NOT NULL,
    lijst_hash TEXT,
    volgorde TEXT,
    vrije_plaatsen INTEGER,
    getrokken TEXT,
    toegepast INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS loting_aanvragen (
    id TEXT PRIMARY KEY,
    aflevering_id TEXT NOT NULL,
    naam TEXT NOT NULL,
    email TEXT NOT NULL,
    telefoon TEXT NOT NULL,
    email_sleutel TEXT NOT NULL,
    aangemeld TEXT NOT NULL,
    uitkomst TEXT,
    reserve_positie INTEGER,
    UNIQUE (aflevering_id, email_sleutel)
  );
`;
