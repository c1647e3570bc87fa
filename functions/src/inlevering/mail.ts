/**
 * The fair day's mails (issue 27), in the frame of every mail to a person (mail/templates.ts): what a
 * seller handed in at drop-off, and their statement after collecting at pick-up.
 */
import { euro } from '../kern/geld';
import { type VerkoperAfrekening, envelopTekst as envelopBedrag, wordtOvergemaakt } from '../afrekening/domein';
import type { Inlevering } from './domein/inlevering';
import { nietAfgevinkt as nietAfgevinktVan } from './domein/voortgang';
import { langTijdstip } from '../kern/datums';
import type { Deelnemer, MailBericht } from '../kern/types';
import { contactGroep, persoonlijkeMail, type Blok, type MailContext } from '../mail';

/** After "Inleveren afronden": what the seller handed in, and when (issue 27). */
export function inleverMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer'>,
  context: MailContext,
  inlevering: Pick<Inlevering, 'ingeleverd' | 'handgeschreven' | 'afgerond'>,
): MailBericht {
  const online = inlevering.ingeleverd.length;
  const totaal = online + inlevering.handgeschreven;
  const stuks = (n: number) => (n === 1 ? '1 artikel' : `${n} artikelen`);
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: `Je artikelen zijn ingeleverd (verkopersnummer ${deelnemer.nummer})`,
    titel: 'Je artikelen zijn ingeleverd',
    groepen: [
      [
        `Je hebt ${langTijdstip(inlevering.afgerond?.op ?? new Date())} ${stuks(totaal)} ingeleverd bij de kinderkledingbeurs.`,
        {
          lijst: [
            `${stuks(online)} met een label uit de website`,
            `${stuks(inlevering.handgeschreven)} met een handgeschreven label`,
          ],
        },
        'Na de beurs haal je je envelop met de opbrengst op, en de onverkochte artikelen die je terug wilt.',
      ],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/** After "Opgehaald": the seller's statement, from the closed settlement and the pick-up (issue 27). */
export function ophaalMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer'>,
  context: MailContext,
  verkoper: VerkoperAfrekening,
  inlevering: Pick<Inlevering, 'terug' | 'vermist' | 'opgehaald'>,
): MailBericht {
  const artikel = (a: { artikelnummer: number | null; omschrijving: string; prijsCent: number }) =>
    `${a.artikelnummer === null ? '' : `${a.artikelnummer}. `}${a.omschrijving}: ${euro(a.prijsCent)}`;
  const terug = new Set(inlevering.terug);
  const vermist = new Set(inlevering.vermist);
  // Neither ticked "Terug" nor "Niet gevonden" (issue 38): the volunteer confirmed "Toch
  // opgehaald" without saying; the seller must not read that nothing came back.
  const open = new Set(nietAfgevinktVan(verkoper, inlevering));
  const nietAfgevinkt = verkoper.terug.filter((a) => open.has(a.artikelnummer));
  const lijstOf = (regels: string[], leeg: string): Blok => (regels.length ? { lijst: regels } : leeg);
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: `Je afrekening van de kinderkledingbeurs (verkopersnummer ${deelnemer.nummer})`,
    titel: 'Je afrekening',
    groepen: [
      [
        `Je hebt ${langTijdstip(inlevering.opgehaald?.op ?? new Date())} ${wordtOvergemaakt(verkoper) ? 'je artikelen' : 'je envelop en je artikelen'} opgehaald. Dit is je afrekening.`,
        { kop: 'Verkocht' },
        lijstOf(verkoper.verkochteArtikelen.map(artikel), 'Er is niets verkocht.'),
        {
          regels: [
            `Opbrengst: ${euro(verkoper.omzetCent)}`,
            `Commissie: ${euro(verkoper.commissieCent)}`,
            `Administratiekosten: ${euro(verkoper.administratiekostenCent)}`,
            `Retourkosten: ${euro(verkoper.retourkostenCent)}`,
            wordtOvergemaakt(verkoper) && verkoper.nogTeBetalenCent === 0
              ? `Wordt overgemaakt naar je rekening: ${euro(verkoper.overmakenCent)}`
              : `In je envelop: ${envelopBedrag(verkoper)}`,
          ],
        },
        { kop: 'Terug' },
        lijstOf(
          verkoper.terug.filter((a) => terug.has(a.artikelnummer)).map(artikel),
          nietAfgevinkt.length ? 'Er is geen artikel als teruggegeven afgevinkt.' : 'Er kwam niets terug.',
        ),
        ...(nietAfgevinkt.length
          ? [
              { kop: 'Niet afgevinkt' },
              { lijst: nietAfgevinkt.map(artikel) },
              'Bij het ophalen is van deze artikelen niet aangegeven of je ze terugkreeg. De organisatie zoekt het uit; neem contact op als je ze mist.',
            ]
          : []),
        ...(vermist.size
          ? [
              { kop: 'Niet gevonden' },
              {
                lijst: verkoper.terug.filter((a) => vermist.has(a.artikelnummer)).map(artikel),
              },
              'Deze artikelen zijn bij het ophalen niet gevonden. Neem contact op met de organisatie als je ze mist.',
            ]
          : []),
        { kop: 'Naar een goed doel' },
        lijstOf(verkoper.goedDoel.map(artikel), 'Er ging niets naar een goed doel.'),
      ],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}
