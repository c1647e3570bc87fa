/**
 * The settlement's settings as the administrator reads and changes them: the commission and the
 * rounding, and paying sellers by bank with the organisation's account (issue 36), kept apart
 * from the public settings.
 */
import type { AfrekeningInstellingen } from '../../kern/afrekening-instellingen';
import type { Poorten } from '../../platform/poorten';
import type { AfrekeningDeps } from '../deps';
import {
  nieuweInstellingen,
  publiekeInstellingen,
  type InstellingenWijziging,
  type Rekening,
} from '../domein/uitbetaling';
import { laatsteVier, maskeerIban } from '../../kern/iban';

/** The settings as the administrator sees and edits them: with the organisation's account (issue 36). */
export interface BeheerInstellingen extends AfrekeningInstellingen {
  bankUitbetaling: boolean;
  iban: string;
  tenaamstelling: string;
  /**
   * While the current fair is closed and its transfers are not yet marked paid: the account it
   * pays from, as it was at closing (issue 50), masked; a change here is for the next fair.
   * Absent otherwise.
   */
  rekeningBijAfsluiten?: { volgnummer: number; iban: string; tenaamstelling: string };
}

type BeursDeps = Poorten<AfrekeningDeps, 'leesAfrekeningStaat' | 'leesLaatsteAflevering' | 'leesRekeningBijAfsluiten'>;

/** The current fair's account frozen at closing, while its transfers are still to be made. */
async function vasteRekening(deps: BeursDeps): Promise<{ volgnummer: number; rekening: Rekening } | null> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) return null;
  const [rekening, staat] = await Promise.all([
    deps.store.leesRekeningBijAfsluiten(beurs.id),
    deps.store.leesAfrekeningStaat(beurs.id),
  ]);
  return rekening && staat.gesloten && !staat.uitbetaald ? { volgnummer: beurs.volgnummer, rekening } : null;
}

const voorBeheer = (
  i: AfrekeningInstellingen,
  vast: { volgnummer: number; rekening: Rekening } | null,
): BeheerInstellingen => ({
  ...publiekeInstellingen(i),
  bankUitbetaling: i.bankUitbetaling ?? false,
  iban: i.iban ?? '',
  tenaamstelling: i.tenaamstelling ?? '',
  ...(vast && {
    rekeningBijAfsluiten: {
      volgnummer: vast.volgnummer,
      iban: maskeerIban(vast.rekening.iban),
      tenaamstelling: vast.rekening.tenaamstelling,
    },
  }),
});

export async function leesBeheerInstellingen(
  deps: Poorten<AfrekeningDeps, 'leesAfrekeningInstellingen' | 'leesBankrekening'> & BeursDeps,
): Promise<BeheerInstellingen> {
  const [instellingen, rekening, vast] = await Promise.all([
    deps.store.leesAfrekeningInstellingen(),
    deps.store.leesBankrekening(),
    vasteRekening(deps),
  ]);
  return voorBeheer({ ...instellingen, ...rekening }, vast);
}

/**
 * A change of the organisation's account, for the log: by its last four digits, as the log names
 * any account (never in full, not even masked: a log line is no place for an IBAN).
 */
function rekeningWijziging(oud: Rekening | null, nieuw: AfrekeningInstellingen): string | null {
  const iban = nieuw.iban ?? null;
  const naam = nieuw.tenaamstelling ?? null;
  if ((oud?.iban ?? null) === iban && (oud?.tenaamstelling ?? null) === naam) return null;
  const toon = (i: string | null) => (i ? `eindigend op ${laatsteVier(i)}` : 'geen');
  return `Rekening van de organisatie gewijzigd: ${toon(oud?.iban ?? null)} wordt ${toon(iban)}${(oud?.tenaamstelling ?? null) === naam ? '' : ', andere naam van de rekeninghouder'}`;
}

/**
 * The bounds are checked on the way in (afrekening/domein/schemas.ts); what the bank part needs
 * (both fields with the switch on) by the domain (nieuweInstellingen). The public Verkopen page
 * follows live.
 */
export async function bewaarAfrekeningInstellingen(
  deps: Poorten<
    AfrekeningDeps,
    'bewaarAfrekeningInstellingen' | 'leesAfrekeningInstellingen' | 'leesBankrekening',
    'live' | 'log'
  > &
    BeursDeps,
  wijziging: InstellingenWijziging,
): Promise<BeheerInstellingen> {
  const [huidig, rekening] = await Promise.all([
    deps.store.leesAfrekeningInstellingen(),
    deps.store.leesBankrekening(),
  ]);
  const nieuw = nieuweInstellingen(huidig, rekening, wijziging);
  const bewaard = await deps.store.bewaarAfrekeningInstellingen(nieuw);
  deps.live.changed();
  if ((huidig.bankUitbetaling ?? false) !== nieuw.bankUitbetaling)
    deps.log(`Uitbetalen per bank ${nieuw.bankUitbetaling ? 'aangezet' : 'uitgezet'}`);
  const andereRekening = rekeningWijziging(rekening, nieuw);
  const vast = await vasteRekening(deps);
  // After closing the change is logged with the account the closed fair keeps (issue 50): the
  // treasurer's export of that fair still pays from it, under the same message id.
  if (andereRekening)
    deps.log(
      vast
        ? `${andereRekening}; beurs ${vast.volgnummer} is afgesloten en betaalt uit van de rekening van bij het afsluiten (eindigend op ${laatsteVier(vast.rekening.iban)})`
        : andereRekening,
    );
  return voorBeheer(bewaard, vast);
}
