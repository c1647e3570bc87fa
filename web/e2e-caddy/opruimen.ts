import { rmSync } from 'node:fs';
import { MAP } from './omgeving';

/** After the run: Caddy's test authority (its private key too), the NSS db and the data go. */
export default function opruimen() {
  rmSync(MAP, { recursive: true, force: true });
}
