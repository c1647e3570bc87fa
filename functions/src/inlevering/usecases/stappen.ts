/**
 * The steps a desk sends, in the order they were taken on the device: each applied in one store
 * transaction (inlevering/store/port.ts zetInleverStap). A step the server refuses in the state
 * things are in (the settlement closed meanwhile, an item not to hand back) is answered with its
 * message and not sent again; only a fault of the server leaves it on the device.
 *
 * "Retour bij inleveren" is the settlement's mark (afrekening/store/port.ts zetRetourBijAfgifte),
 * set here as a step so it travels in the same queue.
 */
import { artikelcode } from '../../artikelen/domein';
import type { VerkoperAfrekening } from '../../afrekening/domein';
import { DomainError, verboden } from '../../kern/errors';
import type { Deelnemer } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { InleveringDeps } from '../deps';
import { inleverMail, ophaalMail } from '../mail';
import type { GenummerdeStap, StapUitkomst, StappenAntwoord } from '../domein/balie';
import {
  artikelnummersVan,
  INLEVER_STAPPEN,
  kanMailen,
  OPHAAL_STAPPEN,
  type Inlevering,
  type StapSoort,
} from '../domein/inlevering';
import type { BalieStap } from '../domein/stapboek';
import { MELDING_ARTIKEL_ONBEKEND, MELDING_NIET_BIJ_DEZE_BEURS, MELDING_VERKOPER_ONBEKEND } from '../domein/meldingen';
import { isActieveDeelnemer } from '../../registratie/domein';
import { huidigeBeurs } from './inleveren';
import { geslotenAfrekening, MELDING_NIETS_OP_TE_HALEN, terugTeGeven } from './ophalen';

export type Stap = GenummerdeStap & {
  stap: BalieStap;
  /** When the volunteer took it on the device (ISO); without it, when it arrives. */
  op?: string;
};

/** Who sends: the desk's name or the administrator, and which steps they may take. */
export interface Wie {
  door: string;
  mag: readonly (StapSoort | 'retour')[];
  /** A desk's device (its fair's id): it sees desk names only (inleveringVoorBalie). */
  balieVan?: string;
  /** A desk's device (its own id): what it opens is limited per minute (kassa/limiet.ts). */
  kassaId?: string;
}

export const BEHEERDER_MAG: readonly (StapSoort | 'retour')[] = [...INLEVER_STAPPEN, 'retour', ...OPHAAL_STAPPEN];
export const INLEVERBALIE_MAG: readonly (StapSoort | 'retour')[] = [...INLEVER_STAPPEN, 'retour'];
export const OPHAALBALIE_MAG: readonly (StapSoort | 'retour')[] = OPHAAL_STAPPEN;

const isOphaalStap = (stap: BalieStap) => (OPHAAL_STAPPEN as readonly string[]).includes(stap.soort);

export const MELDING_STAP_NIET_HIER = 'Deze stap hoort niet bij deze balie.';

export async function zetStappen(
  deps: Poorten<
    InleveringDeps,
    | 'leesLaatsteAflevering'
    | 'leesAfrekeningStaat'
    | 'leesDeelnemerMetNummer'
    | 'leesArtikelenVanVerkoper'
    | 'leesArtikel'
    | 'zetInleverStap'
    | 'zetRetourBijAfgifte'
    | 'herstelGoedDoel'
    | 'markeerGoedDoel',
    'clock' | 'mailContext' | 'mailQueued'
  >,
  wie: Wie,
  stappen: Stap[],
): Promise<StappenAntwoord> {
  if (stappen.some((s) => !wie.mag.includes(s.stap.soort))) throw verboden(MELDING_STAP_NIET_HIER);
  const beurs = await huidigeBeurs(deps);
  const ophalen = stappen.some((s) => isOphaalStap(s.stap));
  const afrekening = ophalen ? (await geslotenAfrekening(deps).catch(() => null))?.afrekening : undefined;
  // The scans between finishing and collecting do not read the mail's context (a sending is
  // mostly scans, and it is on the desks' hot path); each seller is read once per sending.
  const context = stappen.some((s) => kanMailen(s.stap.soort)) ? await deps.mailContext() : null;
  const uitkomsten: StapUitkomst[] = [];
  let mails = 0;
  // Each seller of the sending read once: the person, and (for a step naming items) their items.
  const personen = new Map<number, Promise<Deelnemer | null>>();
  const persoonVan = (nummer: number) => {
    if (!personen.has(nummer)) personen.set(nummer, deps.store.leesDeelnemerMetNummer(nummer));
    return personen.get(nummer)!;
  };
  const eigen = new Map<number, Promise<Set<number>>>();
  /** Whether the seller has this item: on their list, or (sold, given away) stored all the same. */
  const bestaat = async (verkopersnummer: number, artikelnummer: number) => {
    if (!eigen.has(verkopersnummer)) {
      eigen.set(
        verkopersnummer,
        deps.store
          .leesArtikelenVanVerkoper(verkopersnummer)
          .then((lijst) => new Set(lijst.map((a) => a.artikelnummer))),
      );
    }
    return (
      (await eigen.get(verkopersnummer)!).has(artikelnummer) ||
      (await deps.store.leesArtikel({ verkopersnummer, artikelnummer })) !== null
    );
  };
  for (const { id, verkopersnummer, stap, op } of stappen) {
    try {
      // A step for a seller or an item that does not exist changes nothing (issue 38): a
      // mistyped number must not count as a seller who finished, nor an item as handed in.
      const persoon = await persoonVan(verkopersnummer);
      if (!persoon) throw new DomainError('niet-gevonden', MELDING_VERKOPER_ONBEKEND(verkopersnummer));
      const verkoper = afrekening?.verkopers.find((v) => v.nummer === verkopersnummer);
      // A desk changes only its fair's sellers (issue 38): at drop-off who takes part, at
      // pick-up who is in the closed settlement. The administrator may do more.
      if (wie.balieVan !== undefined) {
        if (!isOphaalStap(stap) && !isActieveDeelnemer(persoon, beurs)) {
          throw new DomainError('niet-gevonden', MELDING_NIET_BIJ_DEZE_BEURS(verkopersnummer));
        }
        if (isOphaalStap(stap) && !verkoper) {
          throw new DomainError('niet-gevonden', MELDING_NIETS_OP_TE_HALEN(verkopersnummer));
        }
      }
      if (stap.soort !== 'retour') {
        for (const artikelnummer of artikelnummersVan(stap)) {
          if (!(await bestaat(verkopersnummer, artikelnummer))) {
            throw new DomainError(
              'niet-gevonden',
              MELDING_ARTIKEL_ONBEKEND(artikelcode({ verkopersnummer, artikelnummer })),
            );
          }
        }
      }
      const uitkomst = await deps.store.zetInleverStap(beurs.id, verkopersnummer, stap, {
        door: wie.door,
        now: deps.clock(),
        id,
        op: op === undefined ? undefined : new Date(op),
        beheerder: wie.balieVan === undefined,
        terugTeGeven: terugTeGeven(verkoper),
        mail: (na, moment) => {
          if (!persoon?.email || !context) return null;
          if (moment === 'afgerond') return inleverMail(persoon, context, na);
          return verkoper ? ophaalMail(persoon, context, verkoper, na) : null;
        },
      });
      if (uitkomst.mail) mails++;
      // "Retour" is the settlement's mark: set to what the newest retour step said, also when
      // this one came late or again (idempotent), so a lost answer never leaves it unset.
      if (stap.soort === 'retour' && uitkomst.retour !== undefined) {
        await deps.store.zetRetourBijAfgifte(beurs.id, verkopersnummer, uitkomst.retour);
      }
      if (uitkomst.inlevering.nietOpgehaald && 'artikelnummer' in stap && verkoper) {
        await laatOpgehaald(deps, beurs.id, verkopersnummer, stap.artikelnummer, uitkomst.inlevering, verkoper);
      }
      uitkomsten.push({
        id,
        verkopersnummer,
        inlevering: uitkomst.inlevering,
        gewijzigd: uitkomst.gewijzigd,
        fout: null,
      });
    } catch (fout) {
      // A refusal is the answer to this step; the next steps still go (another seller's).
      if (!(fout instanceof DomainError)) throw fout;
      uitkomsten.push({ id, verkopersnummer, inlevering: null, gewijzigd: false, fout: fout.message });
    }
  }
  if (mails > 0) deps.mailQueued();
  return { uitkomsten };
}

/**
 * The administrator's late pick-up (issue 38): the seller was recorded as not collected and
 * their items went to charity, then came after all. An item ticked "Terug" is theirs again (the
 * charity mark undone); untick it and it goes back to charity. Both calls are idempotent.
 */
async function laatOpgehaald(
  deps: Poorten<InleveringDeps, 'herstelGoedDoel' | 'markeerGoedDoel'>,
  afleveringId: string,
  verkopersnummer: number,
  artikelnummer: number,
  inlevering: Inlevering,
  verkoper: VerkoperAfrekening,
) {
  if (!terugTeGeven(verkoper).includes(artikelnummer)) return;
  const sleutel = [{ verkopersnummer, artikelnummer }];
  if (inlevering.terug.includes(artikelnummer)) await deps.store.herstelGoedDoel(afleveringId, sleutel);
  else await deps.store.markeerGoedDoel(afleveringId, sleutel);
}
