/**
 * Paying sellers by bank (issue 36): the treasurer's batch as one SEPA credit transfer file,
 * pain.001.001.03 (the version Dutch banks import), and the text of a GiroCode (EPC QR) per
 * seller for a bank without batch import. Pure: the settlement and the fair's settings in, text
 * out; the route serves it, the PDF draws the QR codes.
 *
 * Amounts are integer cents and become '12.35' only here. Texts keep to the SEPA character set
 * (banknaam.ts), which every bank in the area accepts: 'Zoë & Jörg' goes out as 'Zoe + Jorg',
 * 'Иван Петров' as 'Ivan Petrov'.
 */
import { bankNaam, leesbaarVoorBank, sepaTekst } from './banknaam';

/** One seller paid by bank. */
export interface Overboeking {
  /** Unique per fair and seller: the bank reports it back and refuses a repeat. */
  endToEndId: string;
  bedragCent: number;
  naam: string;
  iban: string;
  /** What the seller's statement shows, e.g. 'Kinderkledingbeurs 28-11-2026 verkoper 12'. */
  omschrijving: string;
}

export interface SepaBatch {
  /** Unique per file (max 35): a bank refuses a file whose id it has seen. */
  berichtId: string;
  aangemaakt: Date;
  /** The day the bank should pay (YYYY-MM-DD). */
  uitvoerdatum: string;
  /** The organisation's account, which pays. */
  opdrachtgever: { naam: string; iban: string };
  overboekingen: Overboeking[];
}

/** Cents as the file's amount: 1235 → '12.35'. */
export const sepaBedrag = (cent: number) => `${Math.floor(cent / 100)}.${String(cent % 100).padStart(2, '0')}`;

/** An id for the file (Max35Text, SEPA characters, no spaces). */
export const sepaId = (tekst: string) => sepaTekst(tekst, 35).replace(/ /g, '-');

/** The end-to-end id of a seller's transfer: the fair's date and the seller's number. */
export const endToEndId = (beursDatum: string, verkopersnummer: number) =>
  sepaId(`KKB-${beursDatum.replace(/-/g, '')}-V${verkopersnummer}`);

/** The remittance text: 'Kinderkledingbeurs 28-11-2026 verkoper 12'. */
export const overboekingOmschrijving = (beursDatum: string, verkopersnummer: number) =>
  `Kinderkledingbeurs ${beursDatum.split('-').reverse().join('-')} verkoper ${verkopersnummer}`;

/**
 * The last guard of a name in a file for the bank: an empty `<Nm>` fails the schema and the bank
 * refuses the whole batch. The use case checks every name first and answers which seller's it
 * is (409); this only keeps a file that slipped past from ever being written.
 */
function naamVoorBank(naam: string): string {
  if (!leesbaarVoorBank(naam)) throw new RangeError('Een naam zonder Latijnse letters kan niet naar de bank');
  return bankNaam(naam);
}

/** Escapes the five characters XML gives a meaning (after sepaTekst only ' and + can remain). */
const xml = (tekst: string) =>
  tekst
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The pain.001.001.03 document: one payment block (the organisation's account, SEPA, charges
 * shared, no BIC: 'NOTPROVIDED', as Dutch banks accept since 2016), one transaction per seller.
 * The number of transactions and the control sum are the batch's own, in the header and the block.
 * Throws for an empty batch: there is no file to hand a bank then.
 */
export function sepaXml(batch: SepaBatch): string {
  if (batch.overboekingen.length === 0) throw new RangeError('Een SEPA-bestand zonder overboekingen bestaat niet');
  const aantal = batch.overboekingen.length;
  const somCent = batch.overboekingen.reduce((s, o) => s + o.bedragCent, 0);
  const controle = sepaBedrag(somCent);
  const opdrachtgever = xml(naamVoorBank(batch.opdrachtgever.naam));
  const berichtId = xml(sepaId(batch.berichtId));
  const transacties = batch.overboekingen.map(
    (o) => `      <CdtTrfTxInf>
        <PmtId><EndToEndId>${xml(sepaId(o.endToEndId))}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${sepaBedrag(o.bedragCent)}</InstdAmt></Amt>
        <Cdtr><Nm>${xml(naamVoorBank(o.naam))}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${o.iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${xml(sepaTekst(o.omschrijving, 140))}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${berichtId}</MsgId>
      <CreDtTm>${batch.aangemaakt.toISOString().slice(0, 19)}</CreDtTm>
      <NbOfTxs>${aantal}</NbOfTxs>
      <CtrlSum>${controle}</CtrlSum>
      <InitgPty><Nm>${opdrachtgever}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${berichtId}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>${aantal}</NbOfTxs>
      <CtrlSum>${controle}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt>${batch.uitvoerdatum}</ReqdExctnDt>
      <Dbtr><Nm>${opdrachtgever}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${batch.opdrachtgever.iban}</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transacties.join('\n')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}

/**
 * The text of a GiroCode (EPC069-12, version 002, UTF-8, SEPA credit transfer): a banking app
 * that scans it fills in the name, IBAN, amount and description. No BIC (optional in version
 * 002 within the EEA), no purpose code, no structured reference: the description is free text.
 */
export function giroCodeTekst(o: Pick<Overboeking, 'naam' | 'iban' | 'bedragCent' | 'omschrijving'>): string {
  if (o.bedragCent < 1 || o.bedragCent > 99_999_999_999) throw new RangeError('Bedrag buiten wat een GiroCode kan');
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    '',
    naamVoorBank(o.naam),
    o.iban,
    `EUR${sepaBedrag(o.bedragCent)}`,
    '',
    '',
    sepaTekst(o.omschrijving, 140),
  ].join('\n');
}
