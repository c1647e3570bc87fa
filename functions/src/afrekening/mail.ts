/**
 * The settlement's mails to a seller about their payout (issues 36 and 50), in the frame of every
 * mail to a person (mail/templates.ts): amounts and accounts masked, never the IBAN in full.
 */
import { euro } from '../kern/geld';
import { maskeerIban } from '../kern/iban';
import type { Deelnemer, MailBericht, Uitbetaling } from '../kern/types';
import { contactGroep, persoonlijkeMail, type Blok, type MailContext } from '../mail';

/** Once the treasurer marked the transfers as done (POST /api/afrekening/uitbetaald). */
export function overgemaaktMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer'>,
  context: MailContext,
  overboeking: { bedragCent: number; laatsteVier: string },
): MailBericht {
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: `Je geld van de kinderkledingbeurs is overgemaakt (verkopersnummer ${deelnemer.nummer})`,
    titel: 'Je geld is overgemaakt',
    groepen: [
      [
        `We hebben ${euro(overboeking.bedragCent)} overgemaakt naar je rekening die eindigt op ${overboeking.laatsteVier}. Afhankelijk van je bank staat het binnen een paar werkdagen op je rekening.`,
        'Je rekeningnummer hebben we nu gewist; alleen de laatste vier cijfers bewaren we bij de afrekening.',
      ],
      contactGroep(context),
    ],
    beurs: context.beurs,
  });
}

/** A payout as the mail names it: the IBAN masked, never in full. */
function alsZin(u: Uitbetaling | undefined): string {
  return u?.wijze === 'bank'
    ? `overmaken naar ${maskeerIban(u.iban)} ten name van ${u.tenaamstelling}`
    : 'contant in de envelop bij het ophalen';
}

/**
 * Whenever a seller's payout changes (issue 50): by their own link (the method, the account, the
 * name) or by the administrator correcting the name after closing. Old and new masked, and how to
 * undo it: a personal link that was passed on or is older than the seller remembers could
 * otherwise send their money elsewhere unseen.
 */
export function uitbetalingGewijzigdMail(
  deelnemer: Pick<Deelnemer, 'naam' | 'email' | 'nummer'>,
  context: MailContext,
  wijziging: {
    oud: Uitbetaling | undefined;
    nieuw: Uitbetaling;
    /**
     * Set when the administrator changed it, with whether the settlement is closed (then the
     * seller can no longer change it themselves); absent when the seller did, through their link.
     */
    door?: { organisatie: true; gesloten: boolean };
    gegevensLink: string;
  },
): MailBericht {
  const { oud, nieuw, door, gegevensLink } = wijziging;
  const zelfWijzigen: Blok = { tekst: 'Je uitbetaling wijzigen:', link: gegevensLink };
  const terugzetten: Blok[] = !door
    ? [
        'Heb je dit niet zelf gedaan? Zet het terug via je persoonlijke link en laat het ons meteen weten:',
        zelfWijzigen,
      ]
    : door.gesloten
      ? [
          'De organisatie heeft de naam bij je rekening aangepast. De afrekening is afgesloten, dus veranderen kan nu alleen nog via ons: klopt er iets niet, neem dan meteen contact met ons op.',
        ]
      : [
          'De organisatie heeft de naam bij je rekening aangepast. Klopt er iets niet, pas het dan aan via je persoonlijke link en laat het ons weten:',
          zelfWijzigen,
        ];
  return persoonlijkeMail({
    aan: deelnemer,
    onderwerp: `Je uitbetaling bij de kinderkledingbeurs is gewijzigd (verkopersnummer ${deelnemer.nummer})`,
    titel: 'Je uitbetaling is gewijzigd',
    groepen: [[`Eerst: ${alsZin(oud)}.`, `Nu: ${alsZin(nieuw)}.`], terugzetten, contactGroep(context)],
    beurs: context.beurs,
  });
}
