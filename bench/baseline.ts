/**
 * The yardstick for bench/rush.ts: a bare Node `http` server that does exactly the SQLite work
 * of POST /api/geregistreerde/save (the door's two reads, then the mail context and the one
 * register transaction with gate, number and outbox mail) and nothing else: no Express,
 * sessions, CSRF, validation, security headers or live stream. Prints its address on stdout.
 *
 * The mail it writes is the one our route writes (bevestigingVoor, with the seller's personal
 * link), so the transaction is the same one, byte for byte in the outbox. Until issue 55's
 * second round it wrote the mail without the link: a smaller row and no signed token, work our
 * server did and the yardstick did not (bench/README.md says how much).
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { DomainError } from '../functions/src/kern/errors';
import { gereedschapUit } from '../functions/src/app/deps';
import { bevestigingVoor } from '../functions/src/registratie/usecases/bevestiging';
import { weigerAlsDeDeurDichtIs } from '../functions/src/registratie/usecases/registreerDeelnemer';
import { HTTP_STATUS } from '../functions/src/platform/http/errors';
import { createSqliteStore } from '../functions/src/app/store/sqlite';

const dataDir = process.env.DATA_DIR;
const maximum = Number(process.env.MAXIMUM ?? 300);
if (!dataDir) throw new Error('DATA_DIR ontbreekt');

// Configured as the standalone server's store (functions/src/standalone.ts), so only what lies around it differs.
const store = createSqliteStore(join(dataDir, 'beurs.sqlite'), { checkpointOpAchtergrond: true });
/** What the mail needs, as createApp gives it to the route: the context's reads and the links' key. */
const gereedschap = gereedschapUit({ store, secret: async () => 'kale-server'.repeat(6) }, 'http://localhost:8080');

async function main() {
  await store.init();
  await store.wijzigInstellingen({
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: maximum,
  });

  const server = createServer((req, res) => {
    // GET only opens the connection beforehand, like our clients' GET /api/session.
    if (req.method !== 'POST') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      try {
        // The same door as our route's (registratie/api/deelnemers.ts), here after the body: it has no other work to skip.
        const instellingen = await weigerAlsDeDeurDichtIs(gereedschap, { doorBeheerder: false });
        const input = JSON.parse(Buffer.concat(chunks).toString()) as { naam: string; email: string; telefoon: string };
        // The mail context's reads and the mail with its link, as registreerDeelnemer has them made.
        const mail = await bevestigingVoor(gereedschap, { instellingen });
        const d = await store.schrijfIn(input, { bypassGate: false, now: gereedschap.clock(), mail });
        answer(200, { id: d.id, naam: d.naam, nummer: d.nummer });
      } catch (error) {
        if (error instanceof DomainError) answer(HTTP_STATUS[error.soort], { message: error.message });
        else answer(500, { message: String(error) });
      }
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address === 'object') console.log(`draait op http://127.0.0.1:${address.port}`);
  });
  process.once('SIGTERM', () => {
    server.close(() => void store.close().then(() => process.exit(0)));
    server.closeIdleConnections();
  });
}

void main();
