import { useCallback, useState } from 'react';
import type { AfrekeningInstellingen } from '@backend/kern/afrekening-instellingen';
import type { NakijkSoort, RegelBesluitSoort } from '@backend/afrekening/domein';
import { WIJZE_NAAM, type AndersBetaaldWijze } from '@backend/afrekening/domein';
import { ApiError, foutVeld } from '../../data/http';
import { useLaden } from '../../components/beheer/useLaden';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import {
  besluitOverAlle,
  besluitOverPin,
  besluitOverRegel,
  bewaarAfrekeningInstellingen,
  download,
  haalAfrekening,
  haalAfrekeningInstellingen,
  markeerAndersBetaald,
  markeerUitbetaald,
  verbeterTenaamstelling,
  sluitAfrekening,
  zetGeteld,
  zetRetourBijAfgifte,
  type AfrekeningAntwoord,
  type BeheerInstellingen,
} from './api';

/** The settings' fields a refusal may name, shown at the field. */
export const BANKVELDEN = ['iban', 'tenaamstelling'] as const;

/**
 * /afrekening's state and actions: the overview from the server (or why there is none), and
 * every change the administrator makes, each told in a toast and followed by a reload so the
 * screen matches the server.
 */
export function useAfrekening() {
  const { toon, fout, meldingen } = useMeldingen();
  const [overzicht, setOverzicht] = useState<AfrekeningAntwoord | null>(null);
  const [geenBeurs, setGeenBeurs] = useState<string | null>(null);
  const haal = useCallback(async () => {
    try {
      return await haalAfrekening();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setGeenBeurs(e.message);
      throw e;
    }
  }, []);
  const laad = useLaden(haal, setOverzicht, fout);
  // The settings as they are now (with the organisation's account, which the settlement never
  // carries): a closed settlement shows those of then, the form changes the next fair's.
  const [instellingen, setInstellingen] = useState<BeheerInstellingen | null>(null);
  const laadInstellingen = useLaden(haalAfrekeningInstellingen, setInstellingen, fout);

  /** Runs an action, says how it went and reloads; resolves whether it succeeded. */
  const doe = async (actie: () => Promise<unknown>, gelukt?: string) => {
    let ok = false;
    try {
      await actie();
      ok = true;
      if (gelukt) toon('success', gelukt);
    } catch (e) {
      fout(e);
    }
    await laad();
    return ok;
  };

  return {
    overzicht,
    /** The server's reason when there is no fair to settle. */
    geenBeurs,
    meldingen,
    /** A click handler that downloads one of the settlement's files. */
    haalBestand: (pad: string, naam: string) => async () => {
      try {
        await download(pad, naam);
      } catch (e) {
        fout(e);
      }
    },
    beslisAlle: (soort: NakijkSoort, besluit: RegelBesluitSoort, reden?: string) =>
      doe(() => besluitOverAlle(soort, besluit, reden), 'Het besluit geldt voor alle open regels van die soort.'),
    beslis: (regel: Parameters<typeof besluitOverRegel>[0], besluit: RegelBesluitSoort | null, reden?: string) =>
      doe(
        () => besluitOverRegel(regel, besluit, reden),
        besluit === null ? 'Het besluit is teruggenomen.' : 'Het besluit is opgeslagen.',
      ),
    beslisPin: (bonId: string, betaalwijze: 'contant' | 'pin' | null) =>
      doe(
        () => besluitOverPin(bonId, betaalwijze),
        betaalwijze === null ? 'Het besluit is teruggenomen.' : 'Het besluit is opgeslagen.',
      ),
    zetRetour: (nummer: number, retour: boolean) => {
      // Shown at once; the reload after saving brings the new amounts (or undoes it on a refusal).
      // From the newest state: two quick clicks must both stay ticked.
      setOverzicht(
        (huidig) =>
          huidig && {
            ...huidig,
            retourBijAfgifte: retour
              ? [...huidig.retourBijAfgifte.filter((n) => n !== nummer), nummer]
              : huidig.retourBijAfgifte.filter((n) => n !== nummer),
          },
      );
      void doe(() => zetRetourBijAfgifte(nummer, retour));
    },
    bewaarGeteld: async (kassaId: string, cent: number | null) => {
      await doe(() => zetGeteld(kassaId, cent), 'Het getelde bedrag is opgeslagen.');
    },
    instellingen,
    /** Saves the settings; a refusal about the bank account comes back to show at its field. */
    bewaarInstellingen: async (i: AfrekeningInstellingen): Promise<ApiError | null> => {
      try {
        await bewaarAfrekeningInstellingen(i);
        toon('success', 'De instellingen van de afrekening zijn opgeslagen.');
      } catch (e) {
        if (foutVeld(e, BANKVELDEN)) return e as ApiError;
        fout(e);
      }
      await Promise.all([laad(), laadInstellingen()]);
      return null;
    },
    /** Corrects a seller's account name; a refusal at the name's field comes back to show there. */
    verbeterNaam: async (nummer: number, naam: string): Promise<ApiError | null> => {
      try {
        await verbeterTenaamstelling(nummer, naam);
        toon('success', `De naam bij de rekening van verkoper ${nummer} is aangepast. De verkoper krijgt een mail.`);
        await laad();
        return null;
      } catch (e) {
        if (foutVeld(e, ['tenaamstelling'])) return e as ApiError;
        fout(e);
        return null;
      }
    },
    uitbetaald: () =>
      doe(markeerUitbetaald, 'De overboekingen zijn als uitbetaald gemarkeerd. De verkopers krijgen een mail.'),
    /** A seller left out of the batch, paid in cash or another way (issue 50). */
    andersBetaald: (nummer: number, wijze: AndersBetaaldWijze) =>
      doe(() => markeerAndersBetaald(nummer, wijze), `Verkoper ${nummer} is gemarkeerd als ${WIJZE_NAAM[wijze]}.`),
    sluitAf: () => {
      void doe(sluitAfrekening, 'De afrekening is afgesloten.');
    },
  };
}
