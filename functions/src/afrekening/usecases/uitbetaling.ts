/**
 * Paying sellers by bank (issue 36): the seller's choice through their personal link, and the
 * treasurer's export (SEPA file, GiroCodes) and "Uitbetaald" once the settlement is closed. The
 * rules are afrekening/domein/uitbetaling.ts's; the full IBANs are read here only for the export.
 */
import type { Afrekening, AfrekeningBeurs, Uitbetaald } from '../domein/afrekening';
import {
  eigenUitbetaling,
  MELDING_AL_UITBETAALD,
  MELDING_GEEN_BANK,
  MELDING_GEEN_OVERBOEKINGEN,
  MELDING_GEEN_REKENING_ORGANISATIE,
  MELDING_NOG_NIET_GESLOTEN,
  MELDING_BANK_ALLEEN_DEZE_BEURS,
  onleesbareNamen,
  overboekingenVan,
  uitbetalingVerschilt,
  uitbetaaldMarkering,
  type EigenUitbetaling,
  type Rekening,
} from '../domein/uitbetaling';
import { MELDING_AFREKENING_ZONDER_BEURS } from '../domein/weergave';
import { sepaId, sepaXml, type Overboeking } from '../domein/sepa';
import { conflict } from '../../kern/errors';
import { opDeBeursklok } from '../../kern/datums';
import type { Aflevering, Deelnemer, Uitbetaling } from '../../kern/types';
import { gegevensLink, persoonUitLink } from '../../registratie';
import { doetMeeAan } from '../../registratie/domein';
import type { Poorten } from '../../platform/poorten';
import type { AfrekeningDeps } from '../deps';
import { overgemaaktMail, uitbetalingGewijzigdMail } from '../mail';
import type { UitbetalingsBericht } from '../store/port';
import { nogTeBetalenVan, rekeningVanBeurs } from './nabetalen';
import { euro } from '../../kern/geld';

/** The seller's payout as they see it, for the current fair (also part of GET /api/mijn-gegevens). */
export async function eigenUitbetalingVan(
  deps: Poorten<AfrekeningDeps, 'leesAfrekeningGeslotenOp' | 'leesAfrekeningInstellingen' | 'leesLaatsteAflevering'>,
  deelnemer: Pick<Deelnemer, 'uitbetaling' | 'actief' | 'afleveringen'>,
): Promise<EigenUitbetaling> {
  const [instellingen, beurs] = await Promise.all([
    deps.store.leesAfrekeningInstellingen(),
    deps.store.leesLaatsteAflevering(),
  ]);
  const gesloten = beurs === null || (await deps.store.leesAfrekeningGeslotenOp(beurs.id)) !== null;
  return eigenUitbetaling(deelnemer.uitbetaling, instellingen, gesloten, doetMeeAan(deelnemer, beurs));
}

type EigenDeps = Poorten<
  AfrekeningDeps,
  'leesAfrekeningGeslotenOp' | 'leesAfrekeningInstellingen' | 'leesDeelnemer' | 'leesLaatsteAflevering',
  'privacyTokens'
>;

export async function bekijkEigenUitbetaling(deps: EigenDeps, token: unknown): Promise<EigenUitbetaling> {
  return eigenUitbetalingVan(deps, await persoonUitLink(deps, token, 'gegevens'));
}

/**
 * The mail to the seller about a change of their payout, for the store to make inside its
 * transaction from what it read there (issue 50): only a real change is mailed.
 */
async function berichtBijWijziging(
  deps: Poorten<AfrekeningDeps, never, 'mailContext' | 'privacyTokens'>,
  door?: { organisatie: true; gesloten: boolean },
): Promise<UitbetalingsBericht> {
  const [context, tokens] = await Promise.all([deps.mailContext(), deps.privacyTokens()]);
  return (deelnemer, oud, nieuw) =>
    deelnemer.email && uitbetalingVerschilt(oud, nieuw)
      ? uitbetalingGewijzigdMail(deelnemer, context, {
          oud,
          nieuw,
          door,
          gegevensLink: gegevensLink(context.publicUrl, tokens.maak(deelnemer.id, 'gegevens')),
        })
      : null;
}

/**
 * The seller chooses cash or bank for the current fair. Bank only when the fair offers it and
 * the seller takes part in it (a link from an earlier fair cannot send this fair's money
 * elsewhere); no change once its settlement is closed (the store checks that in its transaction).
 * Every change is mailed to the seller (issue 50). The log names the seller's number and the way,
 * never the account.
 */
export async function kiesUitbetaling(
  deps: EigenDeps & Poorten<AfrekeningDeps, 'zetUitbetaling', 'clock' | 'log' | 'mailContext'>,
  token: unknown,
  uitbetaling: Uitbetaling,
): Promise<EigenUitbetaling> {
  const deelnemer = await persoonUitLink(deps, token, 'gegevens');
  const [beurs, instellingen] = await Promise.all([
    deps.store.leesLaatsteAflevering(),
    deps.store.leesAfrekeningInstellingen(),
  ]);
  if (!beurs) throw conflict(MELDING_AFREKENING_ZONDER_BEURS);
  if (uitbetaling.wijze === 'bank' && !instellingen.bankUitbetaling) throw conflict(MELDING_GEEN_BANK);
  if (uitbetaling.wijze === 'bank' && !doetMeeAan(deelnemer, beurs)) throw conflict(MELDING_BANK_ALLEEN_DEZE_BEURS);
  const bericht = await berichtBijWijziging(deps);
  const gewijzigd = await deps.store.zetUitbetaling(deelnemer.id, beurs.id, uitbetaling, bericht, deps.clock());
  deps.log(`Verkoper ${deelnemer.nummer} kiest uitbetaling ${uitbetaling.wijze === 'bank' ? 'per bank' : 'contant'}`);
  return eigenUitbetaling(gewijzigd.uitbetaling, instellingen, false, doetMeeAan(deelnemer, beurs));
}

/**
 * PUT /api/afrekening/tenaamstelling/:nummer (issue 50): the administrator corrects the name on
 * a seller's account, one the bank can read, also after closing (when the seller no longer
 * can), until the transfers are marked paid. Logged with who did it, never the name or account,
 * and mailed to the seller.
 */
export async function corrigeerTenaamstelling(
  deps: Poorten<
    AfrekeningDeps,
    'leesAfrekeningGeslotenOp' | 'leesLaatsteAflevering' | 'zetTenaamstelling',
    'clock' | 'log' | 'mailContext' | 'privacyTokens'
  >,
  nummer: number,
  tenaamstelling: string,
  door: string,
): Promise<{ nummer: number; tenaamstelling: string }> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) throw conflict(MELDING_AFREKENING_ZONDER_BEURS);
  // Whether the seller can still change it themselves decides what the mail tells them to do.
  const gesloten = (await deps.store.leesAfrekeningGeslotenOp(beurs.id)) !== null;
  const bericht = await berichtBijWijziging(deps, { organisatie: true, gesloten });
  await deps.store.zetTenaamstelling(beurs.id, nummer, tenaamstelling, bericht, deps.clock());
  deps.log(`Naam bij de rekening van verkoper ${nummer} aangepast door ${door}`);
  return { nummer, tenaamstelling };
}

type ExportDeps = Poorten<
  AfrekeningDeps,
  'leesAfrekeningStaat' | 'leesBankgegevens' | 'leesBankrekening' | 'leesLaatsteAflevering' | 'leesRekeningBijAfsluiten'
>;

/** The closed, not yet paid settlement's transfers as the store has them, with the paying account. */
interface Gelezen {
  beurs: Aflevering;
  afrekening: Afrekening;
  opdrachtgever: Rekening | null;
  overboekingen: (Overboeking & { verkopersnummer: number })[];
  /** Owed by bank, but their account is gone (data erased since closing): not in any file. */
  zonderRekening: number[];
}

async function leesTeBetalen(deps: ExportDeps): Promise<Gelezen> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) throw conflict(MELDING_AFREKENING_ZONDER_BEURS);
  const staat = await deps.store.leesAfrekeningStaat(beurs.id);
  if (!staat.gesloten) throw conflict(MELDING_NOG_NIET_GESLOTEN);
  if (staat.uitbetaald) throw conflict(MELDING_AL_UITBETAALD);
  // The account as it was at closing (issue 50): the same debtor under the fair's one message id.
  const [opdrachtgever, rekeningen] = await Promise.all([
    rekeningVanBeurs(deps, beurs.id),
    deps.store.leesBankgegevens(),
  ]);
  const afrekening = staat.gesloten.afrekening;
  return { beurs, afrekening, opdrachtgever, ...overboekingenVan(beurs, afrekening, rekeningen) };
}

/** What the SEPA file and the GiroCodes hold: transfers, from the organisation's account, with names a bank reads. */
function voorHetBestand(g: Gelezen): Gelezen & { opdrachtgever: Rekening } {
  if (g.overboekingen.length === 0) throw conflict(MELDING_GEEN_OVERBOEKINGEN);
  if (!g.opdrachtgever) throw conflict(MELDING_GEEN_REKENING_ORGANISATIE);
  const onleesbaar = onleesbareNamen(g.opdrachtgever, g.overboekingen);
  if (onleesbaar) throw conflict(onleesbaar);
  return { ...g, opdrachtgever: g.opdrachtgever };
}

/** The closed settlement's transfers with the accounts: what the SEPA file and the GiroCodes hold. */
const teBetalen = async (deps: ExportDeps) => voorHetBestand(await leesTeBetalen(deps));

const beursVan = ({ id, volgnummer, datum }: Aflevering): AfrekeningBeurs => ({ id, volgnummer, datum });

/**
 * GET /api/afrekening/sepa.xml: one pain.001.001.03 batch. The message id is the fair's, the
 * same on every download: a bank refuses a file whose id it has seen, so the batch cannot be
 * imported twice. To be paid on the day of the download (the fair's clock).
 */
export async function sepaBestand(
  deps: ExportDeps & Poorten<AfrekeningDeps, never, 'clock' | 'log'>,
): Promise<{ bestandsnaam: string; xml: string }> {
  const { beurs, opdrachtgever, overboekingen } = await teBetalen(deps);
  const nu = deps.clock();
  const xml = sepaXml({
    berichtId: sepaId(`KKB-${beurs.datum.replace(/-/g, '')}-B${beurs.volgnummer}`),
    aangemaakt: nu,
    uitvoerdatum: opDeBeursklok(nu).datum,
    opdrachtgever: { naam: opdrachtgever.tenaamstelling, iban: opdrachtgever.iban },
    overboekingen,
  });
  deps.log(`SEPA-bestand van beurs ${beurs.volgnummer} gedownload: ${overboekingen.length} overboekingen`);
  return { bestandsnaam: `sepa-overboekingen-beurs-${beurs.volgnummer}.xml`, xml };
}

/** GET /api/afrekening/girocodes.pdf: the same transfers as GiroCodes, for a bank without batch import. */
export async function giroCodesBestand(deps: ExportDeps): Promise<{ bestandsnaam: string; pdf: Uint8Array }> {
  const { beurs, overboekingen } = await teBetalen(deps);
  // Loaded on first use, not at every cold start of the function (bench:koude-start).
  const { giroCodesPdf } = await import('../pdf/girocodes');
  const pdf = await giroCodesPdf(
    beursVan(beurs),
    overboekingen.map(({ verkopersnummer, bedragCent, naam, iban, omschrijving }) => ({
      verkopersnummer,
      bedragCent,
      naam,
      iban,
      omschrijving,
    })),
  );
  return { bestandsnaam: `girocodes-beurs-${beurs.volgnummer}.pdf`, pdf };
}

/**
 * POST /api/afrekening/uitbetaald: the treasurer made the transfers. The store marks the batch
 * (who, when, per seller the amount and the last four digits), erases the IBAN of every seller
 * of this fair who chose bank, and queues one mail per transfer. A second call is refused (409):
 * nothing is marked or mailed twice. The mails and the accounts to erase are made from the mark
 * itself, also when it is already there: a store that does the erasing and mailing in parts
 * (Firestore) finishes the parts of a call that stopped half-way before it refuses.
 */
export async function markeerUitbetaald(
  deps: ExportDeps &
    Poorten<AfrekeningDeps, 'leesDeelnemersVan' | 'markeerUitbetaald', 'clock' | 'log' | 'mailContext'>,
  door: string,
): Promise<{ uitbetaald: Uitbetaald }> {
  const beurs = await deps.store.leesLaatsteAflevering();
  if (!beurs) throw conflict(MELDING_AFREKENING_ZONDER_BEURS);
  const eerder = await deps.store.leesAfrekeningStaat(beurs.id);
  const nu = deps.clock();
  let afrekening: Afrekening;
  let uitbetaald: Uitbetaald;
  if (eerder.gesloten && eerder.uitbetaald) {
    afrekening = eerder.gesloten.afrekening;
    uitbetaald = eerder.uitbetaald;
  } else {
    const gelezen = await leesTeBetalen(deps);
    // No file to make when everyone owed by bank lost their account since closing: "Uitbetaald"
    // still marks the batch (empty), so they go on the list to be paid another way (nabetalen.ts)
    // instead of staying in front of a refusal for good.
    const teDoen =
      gelezen.overboekingen.length === 0 && gelezen.zonderRekening.length > 0 ? gelezen : voorHetBestand(gelezen);
    afrekening = teDoen.afrekening;
    uitbetaald = uitbetaaldMarkering(teDoen.overboekingen, door, nu);
  }
  const [deelnemers, context] = await Promise.all([deps.store.leesDeelnemersVan(beurs.id), deps.mailContext()]);
  const perNummer = new Map(deelnemers.map((d) => [d.nummer, d]));
  const mails = uitbetaald.overboekingen.flatMap((o) => {
    const d = perNummer.get(o.nummer);
    return d?.email ? [{ nummer: o.nummer, mail: overgemaaktMail(d, context, o) }] : [];
  });
  // Every seller who chose bank, also one with nothing to transfer: their account is no longer needed.
  const wissen = afrekening.verkopers.filter((v) => v.uitbetaling === 'bank').map((v) => v.nummer);
  const staat = await deps.store.markeerUitbetaald(beurs.id, uitbetaald, wissen, mails, nu);
  deps.log(
    `Overboekingen van beurs ${beurs.volgnummer} gemarkeerd als uitbetaald door ${door}: ${uitbetaald.overboekingen.length}; rekeningnummers gewist`,
  );
  // Who the batch did not pay stays on the treasurer's list (issue 50), and in the log.
  const over = nogTeBetalenVan(staat);
  if (over.length > 0)
    deps.log(
      `Nog te betalen buiten de overboekingen van beurs ${beurs.volgnummer}: ${over.map((t) => `verkoper ${t.nummer} ${euro(t.bedragCent)}`).join(', ')}`,
    );
  return { uitbetaald: staat.uitbetaald! };
}
