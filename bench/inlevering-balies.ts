/**
 * The desks of bench:inlevering (inlevering.ts) over HTTP: timed calls, opening sellers (one
 * after another and at a desk's pace, with the screens' progress polls), and rounds of several
 * desks at once, printed.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { StappenAntwoord } from '../functions/src/inlevering/domein/balie';
import type { InleverStap } from '../functions/src/inlevering/domein/inlevering';
import type { KassaVoorBeheer } from '../functions/src/kassa/domein/overzicht';
import { KassaApparaat } from '../functions/src/kassa/testing/kassa-apparaat';
import type { Client } from '../functions/src/platform/testing/client';
import { createSqliteStore } from '../functions/src/app/store/sqlite';
import { cijfers, delen, METINGEN, PER_POST, TEMPO_MS, VOORTGANG } from './inlevering-data';

export type Antwoord<T> = { status: number; text: string; body: T };

/** Timed call; a network failure counts as status 0. */
export async function getimed<T>(apparaat: KassaApparaat, method: string, pad: string, body?: unknown) {
  const start = performance.now();
  let res: Antwoord<T>;
  try {
    res = await apparaat.call<T>(method, pad, body);
  } catch (e) {
    res = { status: 0, text: (e as Error).message, body: undefined as T };
  }
  return { res, ms: performance.now() - start };
}

export class Fouten {
  readonly lijst: string[] = [];
  add(melding: string) {
    this.lijst.push(melding);
  }
  get aantal() {
    return this.lijst.length;
  }
  toString() {
    return `${this.aantal} fouten${this.aantal ? ` (${this.lijst.slice(0, 3).join('; ')})` : ''}`;
  }
}

export async function maakBalie(admin: Client, naam: string, taak: 'inleveren' | 'ophalen' | 'verkopen', url: string) {
  const res = await admin.post<KassaVoorBeheer>('/api/kassas', { naam, ruimte: 'Kleding', taak });
  if (res.status !== 201) throw new Error(`balie ${naam}: ${res.status} ${res.text}`);
  return new KassaApparaat(url, res.body.link.split('#')[1]!);
}

/** N sequential GETs of a seller at a desk, cycling through the sellers; answers the times. */
export async function openen<T>(
  apparaat: KassaApparaat,
  pad: string,
  nummers: number[],
  fouten: Fouten,
  controle: (n: number, body: T) => string | null,
) {
  // Not counted: the first calls of a fresh process (JIT, prepared statements).
  for (let i = 0; i < 10; i++) await apparaat.call('GET', `${pad}/${nummers[i % nummers.length]}`);
  const tijden: number[] = [];
  for (let i = 0; i < METINGEN; i++) {
    const nummer = nummers[i % nummers.length]!;
    const { res, ms: duur } = await getimed<T>(apparaat, 'GET', `${pad}/${nummer}`);
    tijden.push(duur);
    if (res.status !== 200) fouten.add(`GET ${pad}/${nummer}: ${res.status} ${res.text.slice(0, 120)}`);
    else {
      const fout = controle(nummer, res.body);
      if (fout) fouten.add(fout);
    }
  }
  return tijden;
}

export async function voortgang(apparaat: KassaApparaat, pad: string, fouten: Fouten) {
  const tijden: number[] = [];
  for (let i = 0; i < 20; i++) {
    const { res, ms: duur } = await getimed(apparaat, 'GET', pad);
    tijden.push(duur);
    if (res.status !== 200) fouten.add(`GET ${pad}: ${res.status}`);
  }
  return tijden;
}

/**
 * Opening sellers at a desk's pace (one every TEMPO_MS, METINGEN times) while the screens that
 * are open refresh their progress section every 10 s, as they do: every desk's and the
 * administrator's, spread over the 10 s. Answers the opening times and the progress's.
 */
export async function openenInHetTempo(
  apparaat: KassaApparaat,
  pad: string,
  nummers: number[],
  schermen: (() => Promise<{ status: number; ms: number }>)[],
  fouten: Fouten,
) {
  const openen: number[] = [];
  const voortgang: number[] = [];
  const lopend: Promise<void>[] = [];
  const peil = (scherm: () => Promise<{ status: number; ms: number }>) =>
    lopend.push(
      scherm().then(({ status, ms: duur }) => {
        voortgang.push(duur);
        if (status !== 200) fouten.add(`voortgang: ${status}`);
      }),
    );
  const klokken: NodeJS.Timeout[] = [];
  schermen.forEach((scherm, i) =>
    klokken.push(
      setTimeout(
        () => {
          peil(scherm);
          klokken.push(setInterval(() => peil(scherm), 10_000));
        },
        (i * 10_000) / schermen.length,
      ),
    ),
  );
  for (let i = 0; i < METINGEN; i++) {
    const volgende = performance.now() + TEMPO_MS;
    const nummer = nummers[i % nummers.length]!;
    const { res, ms: duur } = await getimed(apparaat, 'GET', `${pad}/${nummer}`);
    openen.push(duur);
    if (res.status !== 200) fouten.add(`GET ${pad}/${nummer}: ${res.status}`);
    await new Promise((r) => setTimeout(r, Math.max(0, volgende - performance.now())));
  }
  for (const k of klokken) clearInterval(k);
  await Promise.all(lopend);
  return { openen, voortgang };
}

/** The screens of the desks and of the administrator, each as a timed GET of its progress. */
export function schermenVan(apparaten: KassaApparaat[], admin: Client, pad: string) {
  const getimedAdmin = async () => {
    const start = performance.now();
    const res = await admin.get(`/api${pad}`).catch(() => ({ status: 0 }));
    return { status: res.status, ms: performance.now() - start };
  };
  return [
    ...apparaten.map((a) => async () => {
      const { res, ms: duur } = await getimed(a, 'GET', `/api/balie${pad}`);
      return { status: res.status, ms: duur };
    }),
    getimedAdmin,
  ];
}

export function drukTempoAf(tempo: { openen: number[]; voortgang: number[] }, schermen: number) {
  console.log(
    `   in het tempo van een balie (1 per ${TEMPO_MS} ms, ${((METINGEN * TEMPO_MS) / 1000).toFixed(0)} s), terwijl ` +
      `${schermen} schermen elke 10 s hun voortgang verversen:\n` +
      `     openen: ${cijfers(tempo.openen)} (doel: p95 ≤ 100 ms)\n` +
      `     voortgang (${tempo.voortgang.length} keer): ${cijfers(tempo.voortgang)}`,
  );
}

export interface Balieronde {
  duur: number;
  stappen: number;
  posts: number[];
  openen: number[];
  voortgang: number[];
  fouten: Fouten;
}

/**
 * `BALIES` desks at once, each every BALIES-th seller: open the seller, then its steps (from
 * `stappenVoor`) sent in parts of PER_POST, each part answered before the next, as the device's
 * queue sends them. With VOORTGANG, each desk's screen also refreshes its progress section as the
 * screens do (web/src/features/inlevering: InleverVoortgangSectie, NogNietOpgehaaldSectie): when
 * it opens, every 10 s, and after each seller it finished, without waiting for the answer.
 */
export async function balies<T>(
  apparaten: KassaApparaat[],
  nummers: number[],
  open: string,
  stappen: string,
  voortgangPad: string,
  stappenVoor: (nummer: number, kaart: T) => InleverStap[] | (InleverStap | { soort: 'retour'; retour: boolean })[],
): Promise<Balieronde> {
  const ronde: Balieronde = { duur: 0, stappen: 0, posts: [], openen: [], voortgang: [], fouten: new Fouten() };
  const lopend: Promise<void>[] = [];
  const peil = (apparaat: KassaApparaat) => {
    if (!VOORTGANG) return;
    lopend.push(
      getimed(apparaat, 'GET', voortgangPad).then(({ res, ms: duur }) => {
        ronde.voortgang.push(duur);
        if (res.status !== 200) ronde.fouten.add(`GET ${voortgangPad}: ${res.status}`);
      }),
    );
  };
  const start = performance.now();
  await Promise.all(
    apparaten.map(async (apparaat, b) => {
      peil(apparaat);
      const klok = setInterval(() => peil(apparaat), 10_000);
      for (const nummer of nummers.filter((_, i) => i % apparaten.length === b)) {
        const kaart = await getimed<T>(apparaat, 'GET', `${open}/${nummer}`);
        ronde.openen.push(kaart.ms);
        if (kaart.res.status !== 200) {
          ronde.fouten.add(`GET ${open}/${nummer}: ${kaart.res.status} ${kaart.res.text.slice(0, 120)}`);
          continue;
        }
        const lijst = stappenVoor(nummer, kaart.res.body).map((stap) => ({
          id: randomUUID(),
          verkopersnummer: nummer,
          stap,
        }));
        for (const deel of delen(lijst, PER_POST)) {
          const { res, ms: duur } = await getimed<StappenAntwoord>(apparaat, 'POST', stappen, { stappen: deel });
          ronde.posts.push(duur);
          ronde.stappen += deel.length;
          if (res.status !== 200) {
            ronde.fouten.add(`POST ${stappen} (${nummer}): ${res.status} ${res.text.slice(0, 120)}`);
            continue;
          }
          const ids = res.body.uitkomsten.map((u) => u.id).join();
          if (ids !== deel.map((s) => s.id).join()) ronde.fouten.add(`POST ${stappen} (${nummer}): andere uitkomsten`);
          for (const u of res.body.uitkomsten) if (u.fout !== null) ronde.fouten.add(`stap van ${nummer}: ${u.fout}`);
        }
        peil(apparaat);
      }
      clearInterval(klok);
    }),
  );
  ronde.duur = performance.now() - start;
  await Promise.all(lopend);
  return ronde;
}

export function drukRondeAf(titel: string, ronde: Balieronde) {
  console.log(
    `${titel}: ${(ronde.duur / 1000).toFixed(1)} s, ${ronde.stappen} stappen in ${ronde.posts.length} POSTs, ` +
      `${Math.round(ronde.stappen / (ronde.duur / 1000))} stappen/s\n` +
      `   POST …/stappen: ${cijfers(ronde.posts)}\n` +
      `   openen tijdens de drukte: ${cijfers(ronde.openen)}\n` +
      (ronde.voortgang.length
        ? `   voortgang van de schermen (${ronde.voortgang.length} keer): ${cijfers(ronde.voortgang)}\n`
        : '') +
      `   ${ronde.fouten}`,
  );
}

/** The mails in the outbox whose subject contains `woord`, per seller number (from the subject). */
export async function mailsPerVerkoper(dataDir: string, woord: string) {
  const store = createSqliteStore(join(dataDir, 'beurs.sqlite'));
  await store.init();
  try {
    const telling = new Map<number, number>();
    for (const m of await store.leesMails()) {
      if (!m.subject.includes(woord)) continue;
      const nummer = Number(/verkopersnummer (\d+)/.exec(m.subject)?.[1]);
      telling.set(nummer, (telling.get(nummer) ?? 0) + 1);
    }
    return telling;
  } finally {
    await store.close();
  }
}
