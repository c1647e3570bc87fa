/**
 * The till's clock, corrected by the server's (issue 54): "Halve prijs aan het eind" starts at a
 * set minute, and a tablet's own clock may be minutes off. At every answer that names the
 * server's time (the heartbeat, the fair's data) the till learns the difference and keeps it on
 * the device (localStorage), so a till that went offline, or was reloaded offline, still uses
 * what it learned at its last contact with the server.
 */
const SLEUTEL = 'kassa.klokverschil';

let verschil: number | null = null;

/** Learns how far the server's clock is ahead of this device's (ms) from an answer's serverTijd. */
export function leerKlok(serverTijd: string | undefined, ontvangenOp = Date.now()): void {
  const server = serverTijd === undefined ? NaN : Date.parse(serverTijd);
  if (!Number.isFinite(server)) return;
  verschil = server - ontvangenOp;
  try {
    localStorage.setItem(SLEUTEL, String(verschil));
  } catch {
    // A full or blocked storage: the difference still holds until the page goes away.
  }
}

/** The difference learned last (0 when never: the device's own clock). */
export function klokVerschil(): number {
  if (verschil === null) {
    const bewaard = Number(localStorage.getItem(SLEUTEL));
    verschil = Number.isFinite(bewaard) ? bewaard : 0;
  }
  return verschil;
}

/** Now, by the server's clock as far as the till knows it. */
export const kassaNu = () => new Date(Date.now() + klokVerschil());
