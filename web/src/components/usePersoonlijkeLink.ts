import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, foutTekst } from '../data/http';

export const GEEN_LINK =
  'Deze pagina werkt alleen met de persoonlijke link uit je e-mail. Open de link uit de mail opnieuw.';

/** The signed token of the personal link in the page's address (`?token=`), or ''. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

/** Why a personal link's data did not load: the server's status (404: gone) and its message. */
export interface LinkFout {
  status: number;
  tekst: string;
}

/**
 * What a page or section behind the personal link from a mail shows: the data `haal` loads with
 * the link's token (from the address, or `opties.token` where the page passes it on), the
 * refusal when it does not load, and `herlaad` after a change the server turned down.
 * Without a token nothing is asked, and the refusal says to open the link from the mail.
 */
export function usePersoonlijkeLink<T>(
  haal: (token: string) => Promise<T>,
  opties: { token?: string; bijGeladen?: (stand: T) => void } = {},
) {
  const uitAdres = useLinkToken();
  const token = opties.token ?? uitAdres;
  const [stand, setStand] = useState<T | null>(null);
  const [fout, setFout] = useState<LinkFout | null>(token ? null : { status: 400, tekst: GEEN_LINK });
  const bijGeladen = useRef(opties.bijGeladen);
  bijGeladen.current = opties.bijGeladen;

  /** Shows what `haal` answers, unless `geldig` says the page moved on meanwhile. */
  const toon = useCallback(async (geladen: Promise<T>, geldig: () => boolean) => {
    try {
      const nieuw = await geladen;
      if (!geldig()) return;
      setStand(nieuw);
      bijGeladen.current?.(nieuw);
    } catch (e) {
      if (geldig()) setFout({ status: e instanceof ApiError ? e.status : 0, tekst: foutTekst(e) });
    }
  }, []);

  useEffect(() => {
    if (!token) return;
    let weg = false;
    void toon(haal(token), () => !weg);
    return () => {
      weg = true;
    };
  }, [haal, token, toon]);

  const herlaad = useCallback(() => toon(haal(token), () => true), [haal, token, toon]);

  return { token, stand, setStand, fout, herlaad };
}
