/**
 * The settlement's summary sheet for the administrator: notes and coins, totals, takings per
 * room and desk, Nakijken, then the packing lists.
 */
import { PDFDocument } from 'pdf-lib';
import type { Afrekening, AfrekeningBeurs, OnverkochtArtikel } from '../domein/afrekening';
import { COUPURES } from '../domein/formule';
import { GOED_DOEL_NAAM, type GoedDoel } from '../../artikelen/domein';
import { isOpen, NAKIJK_UITLEG, type RegelBesluitSoort } from '../domein/nakijken';
import { paklijsten } from '../domein/paklijsten';
import { bedrag, COUPURE_NAAM } from '../domein/weergave';
import { langTijdstip } from '../../kern/datums';
import { A4, fonts, GRIJS, schrijver, titel, verdeel, type Cel } from './opmaak';

/** Lines of a list to look into among the summary's figures; a longer one goes at the end. */
const MAX_LIJST_REGELS = 4;

const bonnenTekst = (n: number) => `${n} ${n === 1 ? 'bon' : 'bonnen'}`;

/** Lines under Nakijken listed one by one in the PDF; above this, counted. */
const MAX_NAKIJKREGELS_IN_PDF = 300;

const BESLUIT_KORT: Record<RegelBesluitSoort, string> = {
  akkoord: 'akkoord',
  lijstprijs: 'lijstprijs',
  vervalt: 'vervallen',
};

/**
 * The summary sheet: notes and coins for all envelopes, takings per room and desk, what the
 * organisation keeps; then the packing lists of the unsold items, a page per charity and one
 * for what goes back to the sellers, each item with seller, number, description, size and price.
 */
export async function overzichtPdf(beurs: AfrekeningBeurs, afrekening: Afrekening, geslotenOp: string | null) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Overzicht afrekening ${titel(beurs)}`);
  doc.setCreator('Kinderkledingbeurs');
  const f = await fonts(doc);
  // The figures in a narrow column; the packing lists after them use the full width.
  let breedte = 300;
  let s = schrijver(doc.addPage(A4), f, 50, A4[1] - 50, breedte, 50);
  const nieuweBladzijde = () => {
    s = schrijver(doc.addPage(A4), f, 50, A4[1] - 50, breedte, 50);
  };
  const regel = (tekst: string, opties: Parameters<typeof s.regel>[1] = {}) => {
    if (!s.regel(tekst, opties)) {
      nieuweBladzijde();
      s.regel(tekst, opties);
    }
  };
  const t = afrekening.totalen;
  const pastIn = (b: number) => (r: string) => f.gewoon.widthOfTextAtSize(f.veilig(r), 8.5) <= b;
  /** Lists too long for the figures, written in full on pages of their own at the end. */
  const achteraan: { kop: string; delen: string[] }[] = [];
  /**
   * A list to look into, wrapped in full under its heading; thousands of parts (a desk may send
   * any seller number) would push the figures apart, so past a few lines the first ones stand
   * here with "… en nog N" and the whole list follows at the end.
   */
  const lijstMetOverloop = (kop: string, delen: string[]) => {
    const lijst = verdeel(delen, pastIn(breedte));
    regel(`${kop}:`);
    if (lijst.length <= MAX_LIJST_REGELS) {
      for (const r of lijst) regel(r);
      return;
    }
    const getoond = lijst.slice(0, MAX_LIJST_REGELS - 1);
    const aantal = getoond.reduce((som, r) => som + r.split(', ').length, 0);
    for (const r of getoond) regel(r);
    regel(`… en nog ${delen.length - aantal} (de hele lijst staat achteraan)`);
    achteraan.push({ kop, delen });
  };
  regel(`Afrekening ${titel(beurs)}`, { size: 16, vet: true });
  regel(geslotenOp ? `Afgesloten op ${langTijdstip(geslotenOp)}` : 'Nog niet afgesloten', {
    kleur: GRIJS,
  });
  s.ruimte(8);
  regel('Briefjes en munten voor alle enveloppen', { vet: true, size: 11 });
  for (const w of COUPURES) regel(COUPURE_NAAM(w), { rechts: `${t.coupures[w]} ×  = ${bedrag(t.coupures[w] * w)}` });
  regel('Totaal in de enveloppen', { vet: true, rechts: bedrag(t.envelopCent) });
  // Paid by bank (issue 36); settlements frozen before it have no such total.
  if (t.perBank > 0) {
    regel(`Over te maken (${t.perBank} ${t.perBank === 1 ? 'verkoper' : 'verkopers'} per bank)`, {
      vet: true,
      rechts: bedrag(t.overmakenCent),
    });
  }
  s.ruimte(8);
  regel('Totalen', { vet: true, size: 11 });
  regel('Verkopers', { rechts: String(t.verkopers) });
  regel('Artikelen aangeboden (online)', { rechts: String(t.aangeboden) });
  regel('Verkocht (bonregels)', { rechts: String(t.verkocht) });
  regel('Bonnen (geannuleerd)', { rechts: `${t.bonnen} (${t.geannuleerdeBonnen})` });
  regel('Omzet', { rechts: bedrag(t.omzetCent) });
  regel('Commissie', { rechts: bedrag(t.commissieCent) });
  regel('Administratiekosten', { rechts: bedrag(t.administratiekostenCent) });
  regel('Retourkosten', { rechts: bedrag(t.retourkostenCent) });
  regel('Afronding enveloppen', { rechts: bedrag(t.afrondingCent) });
  regel('Afronding kassa (op 5 cent)', { rechts: bedrag(t.kasAfrondingCent) });
  // Frozen before Nakijken existed: none.
  const nakijken = afrekening.nakijken ?? [];
  if (t.nietUitbetaaldCent) regel('Niet uitbetaald (besluiten bij nakijken)', { rechts: bedrag(t.nietUitbetaaldCent) });
  regel('Nog te betalen door verkopers', { rechts: bedrag(t.nogTeBetalenCent) });
  // Frozen before pin at the till existed (issue 36): everything was cash.
  const pinCent = t.pinCent ?? 0;
  regel(pinCent ? 'Kas (contant, geregistreerd)' : 'Kas (geregistreerd)', { rechts: bedrag(t.kasCent) });
  if (pinCent) regel('Pin (op de rekening)', { rechts: bedrag(pinCent) });
  regel(pinCent ? 'De organisatie houdt (kas en pin min enveloppen)' : 'De organisatie houdt (kas min enveloppen)', {
    vet: true,
    rechts: bedrag(t.organisatieCent),
  });
  s.ruimte(8);
  // Two ways to split the takings, named so they cannot be confused: where an item belongs (its
  // kind decides the room it is sorted into) and where it was paid (the desk's room).
  regel('Omzet per zaal van het artikel (kleding of speelgoed)', { vet: true, size: 11 });
  for (const r of afrekening.grafiek.perRuimte) {
    regel(`${r.ruimte}: ${r.verkocht} verkocht`, { rechts: bedrag(r.omzetCent) });
  }
  s.ruimte(4);
  regel('Omzet per kassaruimte (waar afgerekend)', { vet: true, size: 11 });
  for (const ruimte of [...new Set(afrekening.kassa.map((k) => k.ruimte ?? 'onbekende ruimte'))]) {
    const kassas = afrekening.kassa.filter((k) => (k.ruimte ?? 'onbekende ruimte') === ruimte);
    regel(`Kassa’s ${ruimte}: ${bonnenTekst(kassas.reduce((n, k) => n + k.bonnen, 0))}`, {
      rechts: bedrag(kassas.reduce((som, k) => som + k.omzetCent, 0)),
    });
  }
  s.ruimte(8);
  regel('Per kassa: geteld tegen geregistreerd', { vet: true, size: 11 });
  for (const k of afrekening.kassa) {
    const ruimte = k.ruimte ?? 'onbekende ruimte';
    regel(`${k.naam} (${ruimte}), ${bonnenTekst(k.bonnen)}`, { vet: true });
    regel(pinCent ? 'Geregistreerd (contant)' : 'Geregistreerd', { rechts: bedrag(k.geregistreerdCent) });
    if (k.pinCent) regel('Pin (niet in de la)', { rechts: bedrag(k.pinCent) });
    regel('Geteld', { rechts: k.geteldCent === null ? 'nog niet geteld' : bedrag(k.geteldCent) });
    regel('Verschil', { rechts: k.verschilCent === null ? '–' : bedrag(k.verschilCent) });
  }
  if (t.dubbelVerkocht.length || t.onbekendeVerkopers.length || nakijken.length) {
    s.ruimte(8);
    regel('Nakijken', { vet: true, size: 11 });
    if (nakijken.length) {
      const open = nakijken.filter(isOpen).length;
      const kop = `Bonregels nagekeken (${nakijken.length}${open ? `, ${open} zonder besluit` : ''})`;
      if (nakijken.length <= MAX_NAKIJKREGELS_IN_PDF) {
        lijstMetOverloop(
          kop,
          nakijken.map(
            (p) =>
              `${p.artikelnummer === null ? p.verkopersnummer : `${p.verkopersnummer}-${p.artikelnummer}`} ${bedrag(p.prijsCent)}: ${p.besluit ? BESLUIT_KORT[p.besluit.besluit] : 'nog beslissen'}`,
          ),
        );
      } else {
        // Thousands (a desk sent rubbish) would be pages of numbers nobody reads: counted per
        // kind and decision here; the lines themselves are on /afrekening.
        const telling = new Map<string, number>();
        for (const p of nakijken) {
          const sleutel = `${p.soort ? NAKIJK_UITLEG[p.soort] : 'Regel laten vervallen'}: ${p.besluit ? BESLUIT_KORT[p.besluit.besluit] : 'nog beslissen'}`;
          telling.set(sleutel, (telling.get(sleutel) ?? 0) + 1);
        }
        regel(`${kop}:`);
        regel('(de regels zelf staan op /afrekening)', { kleur: GRIJS });
        for (const [wat, aantal] of telling) regel(wat, { rechts: String(aantal) });
      }
    }
    if (t.dubbelVerkocht.length) {
      lijstMetOverloop(
        `Dubbel verkocht (${t.dubbelVerkocht.length}), artikel (aantal bonnen)`,
        t.dubbelVerkocht.map((d) => `${d.verkopersnummer}-${d.artikelnummer} (${d.keer}×)`),
      );
    }
    if (t.onbekendeVerkopers.length) {
      lijstMetOverloop(`Onbekende verkopersnummers (${t.onbekendeVerkopers.length})`, t.onbekendeVerkopers.map(String));
    }
  }
  s.ruimte(8);
  const lijsten = paklijsten(afrekening.verkopers);
  regel('Onverkocht naar de goede doelen (paklijsten hierna)', { vet: true, size: 11 });
  for (const [doel, naam] of Object.entries(GOED_DOEL_NAAM) as [GoedDoel, string][]) {
    regel(naam, { rechts: String(lijsten.goedDoel[doel].length) });
  }
  regel('Terug naar de verkopers (retour, € 1 of meer)', { rechts: String(lijsten.terug.length) });

  // The packing lists, each from a new page and the full width: what goes in which box or bag.
  breedte = A4[0] - 100;
  const plekken: Omit<Cel, 'tekst'>[] = [
    { van: 0, breedte: 45 },
    { van: 50, breedte: 30 },
    { van: 85, breedte: 250 },
    { van: 345, breedte: 80 },
    { van: breedte - 60, breedte: 60, rechts: true },
  ];
  const cellenVan = (teksten: string[]) =>
    teksten.map((tekst, i) => ({ tekst, ...plekken[i + plekken.length - teksten.length]! }));
  /** The list's title and column heads, written again at the top of every page it runs onto. */
  let kop: { titel: string; kolommen: string[] } | null = null;
  const kopRegels = (kolommen: string[]) => s.rij(cellenVan(kolommen), { vet: true });
  /** Seller (optional), number, description, size, price: the last columns when fewer. */
  const rij = (teksten: string[]) => {
    if (s.rij(cellenVan(teksten))) return;
    nieuweBladzijde();
    if (kop) {
      regel(`${kop.titel} (vervolg)`, { vet: true });
      kopRegels(kop.kolommen);
    }
    s.rij(cellenVan(teksten));
  };
  /** A heading stays with its column heads and at least one line: else it starts a new page. */
  const lijstKop = (titel: string, kolommen: string[], opties: Parameters<typeof s.regel>[1]) => {
    if (s.y - 50 < 50) nieuweBladzijde();
    regel(titel, opties);
    kop = { titel, kolommen };
  };
  const artikel = (r: OnverkochtArtikel) => [
    String(r.artikelnummer),
    r.omschrijving,
    r.maat ?? '',
    bedrag(r.prijsCent),
  ];
  const aantal = (n: number) => `${n} ${n === 1 ? 'artikel' : 'artikelen'}, ${titel(beurs)}`;
  for (const [doel, naam] of Object.entries(GOED_DOEL_NAAM) as [GoedDoel, string][]) {
    const lijst = lijsten.goedDoel[doel];
    nieuweBladzijde();
    const kolommen = ['Verkoper', 'Nr', 'Omschrijving', 'Maat', 'Prijs'];
    lijstKop(`Paklijst: ${naam}`, kolommen, { size: 13, vet: true });
    regel(aantal(lijst.length), { kleur: GRIJS });
    s.ruimte(6);
    if (lijst.length) kopRegels(kolommen);
    for (const r of lijst) rij([String(r.verkopersnummer), ...artikel(r)]);
  }
  nieuweBladzijde();
  regel('Paklijst: terug naar de verkopers (retour, € 1 of meer)', { size: 13, vet: true });
  regel(aantal(lijsten.terug.length), { kleur: GRIJS });
  for (const v of afrekening.verkopers) {
    if (v.terug.length === 0) continue;
    s.ruimte(6);
    const kolommen = ['Nr', 'Omschrijving', 'Maat', 'Prijs'];
    lijstKop(`Verkoper ${v.nummer} ${v.naam} (${v.terug.length})`, kolommen, { vet: true });
    kopRegels(kolommen);
    for (const r of v.terug) rij(artikel(r));
  }
  for (const { kop, delen } of achteraan) {
    nieuweBladzijde();
    regel(`${kop}, ${titel(beurs)}`, { size: 13, vet: true });
    s.ruimte(6);
    for (const r of verdeel(delen, pastIn(breedte))) regel(r);
  }
  return doc.save();
}
