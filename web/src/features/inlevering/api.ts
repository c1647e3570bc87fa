/**
 * The calls of drop-off and pick-up, for both who use them: the administrator (session cookie,
 * under /api) and a desk whose task it is (its link's token as `Authorization: Bearer`, under
 * /api/balie). The screens take a `Bron` and do not care which.
 */
import type {
  InleverVerkoper,
  InleverVoortgang,
  OphaalVerkoper,
  OphaalVoortgang,
  StappenAntwoord,
} from '@backend/inlevering/domein';
import { OUDSTE_WACHTEND_HEADER, WACHTEND_HEADER } from '@backend/inlevering/domein';
import type { Beursdag } from '@backend/inlevering/domein';
import type { KassaTaak } from '@backend/kassa/domein';
import { api } from '../../data/http';
import { metToken, WACHT_OP_DOWNLOAD_MS } from '../../data/metToken';
import { balieTokenSleutel } from '../../data/apparaatSleutels';
import { verkopersOpApparaat } from './verkopersOpApparaat';
import { maakWachtrij, type WachtendeStap } from './wachtrij';

export type BalieTaak = Exclude<KassaTaak, 'verkopen'>;

/** Where the calls go: the administrator's session, or a desk's token. */
export interface Bron {
  taak: BalieTaak;
  /** Null: the administrator (session cookie). */
  token: string | null;
}

const TOKEN = balieTokenSleutel;
/**
 * Where a desk's device (or the administrator's screen) keeps what it holds: its queue of steps
 * (wachtrij.ts, useBalie.ts), the sellers it opened (verkopersOpApparaat.ts) and its name.
 */
export const balieSleutel = (bron: Bron, wat: 'stappen' | 'verkopers' | 'beurs' | 'naam') =>
  `balie.${bron.taak}.${bron.token ? 'apparaat' : 'beheer'}.${wat}`;
export const balieToken = (taak: BalieTaak) => localStorage.getItem(TOKEN(taak));
/** The sellers the device kept (each opened one under a key of its own) and the fair's list. */
const vergeetVerkopers = (bron: Bron) =>
  verkopersOpApparaat(localStorage, balieSleutel(bron, 'verkopers'), balieSleutel(bron, 'beurs')).vergeet();

/** A new link: the sellers and the desk's name the device kept for an earlier one are forgotten. */
export function zetBalieToken(taak: BalieTaak, token: string) {
  if (localStorage.getItem(TOKEN(taak)) !== token) {
    vergeetVerkopers({ taak, token });
    localStorage.removeItem(balieSleutel({ taak, token }, 'naam'));
  }
  localStorage.setItem(TOKEN(taak), token);
}

/**
 * "Balie verlaten": the device is no desk any more, and keeps nothing of the fair's sellers
 * (as the till's "Kassa verlaten"). Only with nothing waiting: false when steps still wait.
 */
export function verlaatBalie(bron: Bron): boolean {
  if (maakWachtrij(localStorage, balieSleutel(bron, 'stappen')).lees().length > 0) return false;
  vergeetVerkopers(bron);
  for (const wat of ['stappen', 'naam'] as const) localStorage.removeItem(balieSleutel(bron, wat));
  localStorage.removeItem(TOKEN(bron.taak));
  return true;
}

/**
 * What waits on this device, said with every call of a desk: the organisers see it on Beursdag.
 * `onderweg`: the steps this call sends, which wait no longer once it is answered.
 */
function wachtrijKoppen(bron: Bron, onderweg: ReadonlySet<string> = new Set()): Record<string, string> {
  const wachtend = maakWachtrij(localStorage, balieSleutel(bron, 'stappen'))
    .lees()
    .filter((s) => !onderweg.has(s.id));
  const koppen: Record<string, string> = { [WACHTEND_HEADER]: String(wachtend.length) };
  if (wachtend[0]) koppen[OUDSTE_WACHTEND_HEADER] = wachtend[0].op;
  return koppen;
}

function vraag<T>(
  bron: Bron,
  method: 'GET' | 'POST',
  pad: string,
  body?: unknown,
  { onderweg, wachtMs }: { onderweg?: ReadonlySet<string>; wachtMs?: number } = {},
): Promise<T> {
  return bron.token === null
    ? method === 'GET'
      ? api.get<T>(`/api${pad}`)
      : api.post<T>(`/api${pad}`, body)
    : metToken<T>(bron.token, method, `/api/balie${pad}`, body, { koppen: wachtrijKoppen(bron, onderweg), wachtMs });
}

const basis = (bron: Bron) => (bron.taak === 'inleveren' ? '/inlevering' : '/ophalen');

export const haalBalie = (bron: Bron) => vraag<{ naam: string }>(bron, 'GET', `${basis(bron)}/balie`);

export const haalInleverVerkoper = (bron: Bron, nummer: number) =>
  vraag<InleverVerkoper>(bron, 'GET', `/inlevering/verkopers/${nummer}`);
export const haalInleverVoortgang = (bron: Bron) => vraag<InleverVoortgang>(bron, 'GET', '/inlevering/voortgang');

/** Every seller of the fair as the desk sees them, for the device to keep (offline opening). */
export const haalInleverVerkopers = (bron: Bron) =>
  vraag<{ verkopers: InleverVerkoper[] }>(bron, 'GET', '/inlevering/verkopers', undefined, {
    wachtMs: WACHT_OP_DOWNLOAD_MS,
  });
export const haalOphaalVerkopers = (bron: Bron) =>
  vraag<{ verkopers: OphaalVerkoper[] }>(bron, 'GET', '/ophalen/verkopers', undefined, {
    wachtMs: WACHT_OP_DOWNLOAD_MS,
  });

export const haalOphaalVerkoper = (bron: Bron, nummer: number) =>
  vraag<OphaalVerkoper>(bron, 'GET', `/ophalen/verkopers/${nummer}`);
export const haalOphaalVoortgang = (bron: Bron) => vraag<OphaalVoortgang>(bron, 'GET', '/ophalen/voortgang');

export const stuurStappen = (bron: Bron, stappen: WachtendeStap[]) =>
  vraag<StappenAntwoord>(
    bron,
    'POST',
    `${basis(bron)}/stappen`,
    // `op`: when the volunteer took the step; a late one does not undo a later correction.
    { stappen: stappen.map(({ id, verkopersnummer, stap, op }) => ({ id, verkopersnummer, stap, op })) },
    { onderweg: new Set(stappen.map((s) => s.id)) },
  );

/** The administrator only: the end of pick-up. */
export const restNaarGoedDoel = () =>
  api.post<{ verkopers: number; artikelen: number; voortgang: OphaalVoortgang }>('/api/ophalen/rest-naar-goed-doel');

/** The administrator's fair-day view. */
export const haalBeursdag = () => api.get<Beursdag>('/api/beursdag');
