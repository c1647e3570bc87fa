/**
 * The settlement (afrekening) of one fair: from the participants, the till's receipts, the
 * items entered online and the settings to every seller's envelope, the unsold items' way
 * back or to charity, and the fair's numbers. Pure, and the only place these rules live
 * (SPEC.md section 9: 20 % commission, €1 administration fee, €2 for returning unsold items,
 * items under €1 are not returned; volunteers pay no administration fee).
 *
 * Money is integer cents. Rounding happens only where the rule says: the commission to whole
 * cents (halves up), the envelope down to 5 cents (the smallest coin in use).
 *
 * This file holds the whole settlement and its result; the parts it is made of each have their
 * own: formule.ts (one seller), invoer.ts (the input), nakijken.ts and nakijkpunten.ts (lines to
 * check and the decisions), grafieken.ts, goede-doelen.ts, paklijsten.ts, weergave.ts (text) and
 * instellingen.ts.
 */
import { RETOUR_MINIMUM_CENT, type Ruimte, GOED_DOEL, type GoedDoel } from '../../artikelen/domein';
import { bereken, COUPURES, coupuresVoor, geenCoupures, type Berekening, type Coupures } from './formule';
import { grafiekcijfers, type Grafiekcijfers } from './grafieken';
import type { AfrekeningInstellingen } from '../../kern/afrekening-instellingen';
import type { MijnVerkopen } from './mijn-verkopen';
import { type AfrekenArtikel, type AfrekenBonRegel, type AfrekenInvoer } from './invoer';
import { artikelSleutel, leesArtikelSleutel } from '../../kern/artikelsleutel';
import { isOpen, type Nakijkpunt, type PinNakijkpunt } from './nakijken';
import { metBesluiten, nakijkpunten, pinNakijkpunten } from './nakijkpunten';
import { geteldAls, geteldBedrag } from '../../kassa/domein';
import { isAfgeprijsdeRegel } from '../../artikelen/domein';
import { afgeprijsdeVerkoop, laatsteUur } from './halvePrijs';

export interface VerkochtArtikel {
  artikelnummer: number | null;
  omschrijving: string;
  prijsCent: number;
  /** Sold reduced in the last hour (issue 54): the label's price; absent at full price. */
  lijstprijsCent?: number;
  /** The same item was on more than one receipt (the till keeps both; see DESIGN.md). */
  dubbel: boolean;
}

export interface OnverkochtArtikel {
  artikelnummer: number;
  omschrijving: string;
  maat: string | null;
  prijsCent: number;
}

export interface VerkoperAfrekening extends Berekening {
  nummer: number;
  naam: string;
  vrijwilliger: boolean;
  /** Receipt lines of this seller (items sold, hand-written or not). */
  verkocht: number;
  /** How many of those were hand-written labels. */
  handgeschreven: number;
  verkochteArtikelen: VerkochtArtikel[];
  omzetCent: number;
  /**
   * What the seller's reduced sales brought in (issue 54), part of omzetCent: the statement shows
   * full-price and reduced sales apart. Absent in a settlement frozen before: none.
   */
  afgeprijsdCent: number;
  /** How many lines were sold reduced. */
  afgeprijsd: number;
  /** Why retourkosten are charged: an item marked retour, or the mark at drop-off. */
  retourReden: 'artikel' | 'afgifte' | null;
  /** How the seller is paid: the envelope, or a transfer of overmakenCent (issue 36). */
  uitbetaling: 'contant' | 'bank';
  coupures: Coupures;
  /** Unsold items that go back to the seller (marked retour, price ≥ €1). */
  terug: OnverkochtArtikel[];
  /** Unsold items that go to charity. */
  goedDoel: (OnverkochtArtikel & { doel: GoedDoel })[];
}

export interface KassaOverzicht {
  kassaId: string;
  naam: string;
  ruimte: Ruimte | null;
  bonnen: number;
  /** The sum of the lines: what the sellers earned at this desk. */
  omzetCent: number;
  /**
   * The cash the desk took: the cash receipts' totals rounded to 5 cents (kassa/domein/kassa.ts),
   * what its drawer should hold. Pin receipts are not in it (issue 36).
   */
  geregistreerdCent: number;
  /** Paid by pin at this desk, to the cent: on the organisation's account, not in the drawer. */
  pinCent: number;
  /** Paid by pin while pin was off, not decided yet (pinNakijken): in neither of the two above. */
  nakijkenCent: number;
  /** Counted by the administrator, null until entered. */
  geteldCent: number | null;
  /** geteld − geregistreerd (the cash alone); null until counted. */
  verschilCent: number | null;
}

export interface AfrekeningTotalen {
  verkopers: number;
  aangeboden: number;
  verkocht: number;
  omzetCent: number;
  /** Of omzetCent: the reduced sales (issue 54); absent in a settlement frozen before. */
  afgeprijsdCent?: number;
  commissieCent: number;
  administratiekostenCent: number;
  retourkostenCent: number;
  /** What the 5-cent rounding of the envelopes leaves with the organisation. */
  afrondingCent: number;
  /** Sum of the envelopes: the cash that goes out. */
  envelopCent: number;
  /** Sum of the transfers to sellers paid by bank (to the cent), from the organisation's account. */
  overmakenCent: number;
  /** How many sellers are paid by bank (with something to transfer). */
  perBank: number;
  /** What sellers still have to pay. */
  nogTeBetalenCent: number;
  /** Cash taken at the desks (cash receipts rounded to 5 cents): what the drawers hold together. */
  kasCent: number;
  /** Paid by pin at the desks (issue 36), to the cent: on the organisation's account. */
  pinCent: number;
  /** Paid by pin while pin was off, not decided yet: in the drawer or on the account, nobody knows. */
  nakijkenCent: number;
  /** What the desks' 5-cent rounding of cash added (kas + pin + nakijken − the lines; may be negative). */
  kasAfrondingCent: number;
  /** What the organisation keeps: kas + pin + nakijken − envelopes − transfers (it also collects nogTeBetalen). */
  organisatieCent: number;
  coupures: Coupures;
  bonnen: number;
  geannuleerdeBonnen: number;
  /** Item codes sold on more than one receipt, to check with the desks. */
  dubbelVerkocht: { verkopersnummer: number; artikelnummer: number; keer: number }[];
  /** Receipt lines for seller numbers that take no part in this fair (and not voided). */
  onbekendeVerkopers: number[];
  /** Lines and receipts under Nakijken without a decision: the settlement cannot be closed while any is left. */
  nakijkenOpen: number;
  /**
   * What the decisions moved from the sellers to the organisation: the lines' cash minus what
   * the sellers are paid for them (voided lines, listed prices); negative when a listed price is higher.
   */
  nietUitbetaaldCent: number;
}

export interface Afrekening {
  instellingen: AfrekeningInstellingen;
  verkopers: VerkoperAfrekening[];
  kassa: KassaOverzicht[];
  totalen: AfrekeningTotalen;
  grafiek: Grafiekcijfers;
  /** Lines to check (and lines decided on), in the order the receipts were closed. */
  nakijken: Nakijkpunt[];
  /** Receipts paid by pin while pin was off, decided or not (issue 50); absent in a settlement frozen before. */
  pinNakijken: PinNakijkpunt[];
}

/**
 * The whole settlement. Sellers are everyone taking part in the fair plus any seller number
 * that has items or receipt lines, sorted by number; voided receipts count nowhere.
 */
export function berekenAfrekening(invoer: AfrekenInvoer): Afrekening {
  const { instellingen } = invoer;
  const artikelen = new Map(invoer.artikelen.map((a) => [artikelSleutel(a.verkopersnummer, a.artikelnummer), a]));
  const deelnemers = new Map(invoer.deelnemers.map((d) => [d.nummer, d]));
  const nietGeannuleerd = invoer.bonnen.filter((b) => !b.geannuleerd);
  const nakijken = nakijkpunten(invoer, nietGeannuleerd, deelnemers, artikelen);
  // From here on every receipt holds its lines as the sellers are paid for them: a voided line
  // is gone, a line decided at the listed price has that price. The desks' cash stays as taken.
  const geldig = metBesluiten(nietGeannuleerd, invoer.besluiten, artikelen);

  const nummers = new Set<number>(deelnemers.keys());
  for (const a of invoer.artikelen) nummers.add(a.verkopersnummer);
  const onbekend = new Set<number>();
  for (const b of geldig)
    for (const r of b.regels) {
      nummers.add(r.verkopersnummer);
      if (!deelnemers.has(r.verkopersnummer)) onbekend.add(r.verkopersnummer);
    }

  const keerVerkocht = new Map<string, number>();
  const regelsPerVerkoper = new Map<number, AfrekenBonRegel[]>();
  for (const b of geldig)
    for (const r of b.regels) {
      if (r.artikelnummer !== null) {
        const k = artikelSleutel(r.verkopersnummer, r.artikelnummer);
        keerVerkocht.set(k, (keerVerkocht.get(k) ?? 0) + 1);
      }
      const lijst = regelsPerVerkoper.get(r.verkopersnummer) ?? [];
      lijst.push(r);
      regelsPerVerkoper.set(r.verkopersnummer, lijst);
    }
  const artikelenPerVerkoper = new Map<number, AfrekenArtikel[]>();
  for (const a of invoer.artikelen) {
    const lijst = artikelenPerVerkoper.get(a.verkopersnummer) ?? [];
    lijst.push(a);
    artikelenPerVerkoper.set(a.verkopersnummer, lijst);
  }
  const retourBijAfgifte = new Set(invoer.retourBijAfgifte);

  const verkopers = [...nummers]
    .sort((a, b) => a - b)
    .map((nummer): VerkoperAfrekening => {
      const deelnemer = deelnemers.get(nummer);
      const regels = regelsPerVerkoper.get(nummer) ?? [];
      const eigen = (artikelenPerVerkoper.get(nummer) ?? []).sort((a, b) => a.artikelnummer - b.artikelnummer);
      const omzetCent = regels.reduce((som, r) => som + r.prijsCent, 0);
      // Once drop-off is recorded, what was never brought is not returned, given away or charged
      // for: it stays the seller's (aangemeld) and may come to the next fair.
      const gebracht = invoer.ingeleverd === null ? null : new Set(invoer.ingeleverd[nummer] ?? []);
      const isGebracht = (a: AfrekenArtikel) => gebracht === null || gebracht.has(a.artikelnummer);
      const retourArtikel = eigen.some((a) => a.retour && a.prijsCent >= RETOUR_MINIMUM_CENT && isGebracht(a));
      const retourReden = retourArtikel ? 'artikel' : retourBijAfgifte.has(nummer) ? 'afgifte' : null;
      const vrijwilliger = deelnemer?.vrijwilliger ?? false;
      const perBank = deelnemer?.perBank ?? false;
      const berekening = bereken(omzetCent, { vrijwilliger, retour: retourReden !== null, perBank }, instellingen);
      const onverkocht = eigen.filter(
        (a) => !keerVerkocht.has(artikelSleutel(nummer, a.artikelnummer)) && isGebracht(a),
      );
      const kort = (a: AfrekenArtikel): OnverkochtArtikel => ({
        artikelnummer: a.artikelnummer,
        omschrijving: a.omschrijving,
        maat: a.maat,
        prijsCent: a.prijsCent,
      });
      const gaatTerug = (a: AfrekenArtikel) => a.retour && a.prijsCent >= RETOUR_MINIMUM_CENT;
      return {
        nummer,
        naam: deelnemer?.naam ?? '(onbekende verkoper)',
        vrijwilliger,
        verkocht: regels.length,
        handgeschreven: regels.filter((r) => r.artikelnummer === null).length,
        verkochteArtikelen: regels.map((r) => {
          const artikel = r.artikelnummer === null ? undefined : artikelen.get(artikelSleutel(nummer, r.artikelnummer));
          return {
            artikelnummer: r.artikelnummer,
            omschrijving:
              r.artikelnummer === null ? 'handgeschreven label' : (artikel?.omschrijving ?? 'onbekend artikel'),
            prijsCent: r.prijsCent,
            ...(isAfgeprijsdeRegel(r) ? { lijstprijsCent: r.lijstprijsCent } : {}),
            dubbel: r.artikelnummer !== null && (keerVerkocht.get(artikelSleutel(nummer, r.artikelnummer)) ?? 0) > 1,
          };
        }),
        omzetCent,
        ...afgeprijsdeVerkoop(regels),
        ...berekening,
        retourReden,
        uitbetaling: perBank ? 'bank' : 'contant',
        coupures: coupuresVoor(berekening.envelopCent),
        terug: onverkocht.filter(gaatTerug).map(kort),
        goedDoel: onverkocht.filter((a) => !gaatTerug(a)).map((a) => ({ ...kort(a), doel: GOED_DOEL[a.soort] })),
      };
    });

  const kassaVan = new Map(invoer.kassas.map((k) => [k.id, k]));
  const kassas = new Map<string, KassaOverzicht>();
  const overzicht = (kassaId: string): KassaOverzicht => {
    let k = kassas.get(kassaId);
    if (!k) {
      const kassa = kassaVan.get(kassaId);
      k = {
        kassaId,
        naam: kassa?.naam ?? 'onbekende kassa',
        ruimte: kassa?.ruimte ?? null,
        bonnen: 0,
        omzetCent: 0,
        geregistreerdCent: 0,
        pinCent: 0,
        nakijkenCent: 0,
        geteldCent: null,
        verschilCent: null,
      };
      kassas.set(kassaId, k);
    }
    return k;
  };
  for (const k of invoer.kassas) overzicht(k.id);
  for (const b of geldig) {
    const k = overzicht(b.kassaId);
    k.bonnen += 1;
    k.omzetCent += b.regels.reduce((som, r) => som + r.prijsCent, 0);
    // The drawer holds the cash only; what was paid by pin is on the account (the sellers are paid
    // for every line alike, however the buyer paid). Pin while pin was off counts as neither until
    // decided, so the drawer's count shows its cash as a difference (kassa/domein geteldAls).
    const waar = geteldAls(b);
    if (waar === 'pin') k.pinCent += geteldBedrag(b);
    else if (waar === 'nakijken') k.nakijkenCent += geteldBedrag(b);
    else k.geregistreerdCent += geteldBedrag(b);
  }
  for (const kassaId of Object.keys(invoer.geteld)) overzicht(kassaId);
  const kassa = [...kassas.values()]
    .map((k) => {
      const geteldCent = invoer.geteld[k.kassaId] ?? null;
      return { ...k, geteldCent, verschilCent: geteldCent === null ? null : geteldCent - k.geregistreerdCent };
    })
    .sort((a, b) => (a.ruimte ?? '~').localeCompare(b.ruimte ?? '~') || a.naam.localeCompare(b.naam, 'nl'));

  const som = (f: (v: VerkoperAfrekening) => number) => verkopers.reduce((s, v) => s + f(v), 0);
  const coupures = geenCoupures();
  for (const v of verkopers) for (const c of COUPURES) coupures[c] += v.coupures[c];
  const omzetCent = som((v) => v.omzetCent);
  const envelopCent = som((v) => v.envelopCent);
  const overmakenCent = som((v) => v.overmakenCent);
  const kasCent = kassa.reduce((s, k) => s + k.geregistreerdCent, 0);
  const pinCent = kassa.reduce((s, k) => s + k.pinCent, 0);
  const nakijkenCent = kassa.reduce((s, k) => s + k.nakijkenCent, 0);
  const pinNakijken = pinNakijkpunten(invoer, nietGeannuleerd);
  const regelsCent = nietGeannuleerd.reduce((s, b) => s + b.regels.reduce((t, r) => t + r.prijsCent, 0), 0);
  const totalen: AfrekeningTotalen = {
    verkopers: verkopers.length,
    aangeboden: invoer.artikelen.length,
    verkocht: som((v) => v.verkocht),
    omzetCent,
    afgeprijsdCent: som((v) => v.afgeprijsdCent),
    commissieCent: som((v) => v.commissieCent),
    administratiekostenCent: som((v) => v.administratiekostenCent),
    retourkostenCent: som((v) => v.retourkostenCent),
    afrondingCent: som((v) =>
      v.uitbetalingCent > 0 && v.uitbetaling === 'contant' ? v.uitbetalingCent - v.envelopCent : 0,
    ),
    envelopCent,
    overmakenCent,
    perBank: verkopers.filter((v) => v.overmakenCent > 0).length,
    nogTeBetalenCent: som((v) => v.nogTeBetalenCent),
    kasCent,
    pinCent,
    nakijkenCent,
    kasAfrondingCent: kasCent + pinCent + nakijkenCent - regelsCent,
    organisatieCent: kasCent + pinCent + nakijkenCent - envelopCent - overmakenCent,
    coupures,
    bonnen: geldig.length,
    geannuleerdeBonnen: invoer.bonnen.length - geldig.length,
    dubbelVerkocht: [...keerVerkocht]
      .filter(([, keer]) => keer > 1)
      .map(([k, keer]) => ({ ...leesArtikelSleutel(k), keer }))
      .sort((a, b) => a.verkopersnummer - b.verkopersnummer || a.artikelnummer - b.artikelnummer),
    onbekendeVerkopers: [...onbekend].sort((a, b) => a - b),
    nakijkenOpen: nakijken.filter(isOpen).length + pinNakijken.filter((p) => !p.besluit).length,
    nietUitbetaaldCent: regelsCent - omzetCent,
  };

  return {
    instellingen,
    verkopers,
    kassa,
    totalen,
    grafiek: {
      ...grafiekcijfers(invoer, geldig, artikelen, keerVerkocht),
      laatsteUur: laatsteUur(geldig, invoer.halvePrijs ?? null),
    },
    nakijken,
    pinNakijken,
  };
}

/** The fair a settlement belongs to. */
export interface AfrekeningBeurs {
  id: string;
  volgnummer: number;
  datum: string;
}

/** What /afrekening shows: the current fair's settlement, live until closed, frozen after. */
export interface AfrekeningOverzicht {
  beurs: AfrekeningBeurs;
  /** When it was closed; null while it still follows the till. */
  geslotenOp: string | null;
  afrekening: Afrekening;
  retourBijAfgifte: number[];
  /** The previous fair's totals and charts, to show beside this one; null when there is none. */
  vorige: { beurs: AfrekeningBeurs; totalen: AfrekeningTotalen; grafiek: Grafiekcijfers } | null;
  /** The transfers to the sellers paid by bank marked as done (issue 36), or null. */
  uitbetaald: Uitbetaald | null;
}

/** The batch marked as paid: who, when, and per seller the amount and the last four digits (the record). */
export interface Uitbetaald {
  door: string;
  op: string;
  overboekingen: { nummer: number; bedragCent: number; laatsteVier: string }[];
}

/** What a seller sees through their personal link once the settlement is closed. */
export type EigenAfrekening =
  | {
      status: 'nog-niet';
      datum: string | null;
      /** What sold so far (null when the administrator turned "Mijn verkopen" off, or no fair). */
      verkopen: MijnVerkopen | null;
    }
  | { status: 'klaar'; datum: string; verkoper: VerkoperAfrekening; instellingen: AfrekeningInstellingen };
