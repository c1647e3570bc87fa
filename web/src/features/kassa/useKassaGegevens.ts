import { useCallback, useEffect, useState } from 'react';
import type { KassaArtikel, KassaGegevens } from '@backend/kassa/domein';
import { ApiError } from '../../data/http';
import { haalGegevens } from './api';
import { leerKlok } from './klok';
import type { Melding } from './KassaVeld';
import { bewaarGegevens, bewaarVerkocht, leesGegevens, sleutelVan, type Gegevens } from './opslag';

/** The desk's data on the device: loaded from IndexedDB, refreshed from the server when it can. */
export function useKassaGegevens(bijFout: (m: Melding) => void) {
  const [gegevens, setGegevens] = useState<Gegevens | null>(null);
  const [artikelen, setArtikelen] = useState<Map<string, KassaArtikel>>(new Map());
  const [laden, setLaden] = useState(true);

  const vernieuw = useCallback(async () => {
    try {
      const vers = await haalGegevens();
      leerKlok(vers.serverTijd);
      setGegevens(await bewaarGegevens(vers, new Date()));
      setArtikelen(new Map(vers.artikelen.map((a) => [sleutelVan(a), a])));
    } catch (e) {
      if (!(e instanceof ApiError && e.status === 0)) bijFout({ ernst: 'error', tekst: (e as Error).message });
    }
  }, [bijFout]);

  useEffect(() => {
    void (async () => {
      const bewaard = await leesGegevens();
      if (bewaard) {
        setGegevens(bewaard.gegevens);
        setArtikelen(new Map(bewaard.artikelen.map((a) => [sleutelVan(a), a])));
      }
      setLaden(false);
      await vernieuw();
    })();
  }, [vernieuw]);

  /** What the server says was sold, added to what this device knows. */
  const voegVerkochtToe = useCallback((sleutels: string[]) => {
    setGegevens((huidig) => {
      if (!huidig) return huidig;
      // A set: on a busy fair day both lists hold thousands, every 15 s.
      const bekend = new Set(huidig.verkocht);
      const nieuw = sleutels.filter((s) => !bekend.has(s));
      if (nieuw.length === 0) return huidig;
      const bijgewerkt = { ...huidig, verkocht: [...huidig.verkocht, ...nieuw] };
      void bewaarVerkocht(bijgewerkt);
      return bijgewerkt;
    });
  }, []);

  /** The server said the fair's settlement is closed: kept on the device, so a reload stays closed. */
  const markeerAfgesloten = useCallback((op: string) => {
    setGegevens((huidig) => {
      if (!huidig || huidig.afrekeningGeslotenOp === op) return huidig;
      const bijgewerkt = { ...huidig, afrekeningGeslotenOp: op };
      void bewaarVerkocht(bijgewerkt);
      return bijgewerkt;
    });
  }, []);

  /** The server said whether pin is on (heartbeat): kept on the device, so it holds offline and after a reload. */
  const zetPinnen = useCallback((pinnen: boolean) => {
    setGegevens((huidig) => {
      if (!huidig || (huidig.pinnen ?? false) === pinnen) return huidig;
      const bijgewerkt = { ...huidig, pinnen };
      void bewaarVerkocht(bijgewerkt);
      return bijgewerkt;
    });
  }, []);

  /** Halve prijs as the server has it (heartbeat): kept on the device like pin, so it holds offline. */
  const zetHalvePrijs = useCallback((halvePrijs: KassaGegevens['halvePrijs']) => {
    setGegevens((huidig) => {
      if (!huidig || JSON.stringify(huidig.halvePrijs ?? null) === JSON.stringify(halvePrijs ?? null)) return huidig;
      const bijgewerkt = { ...huidig, halvePrijs };
      void bewaarVerkocht(bijgewerkt);
      return bijgewerkt;
    });
  }, []);

  return { gegevens, artikelen, laden, vernieuw, voegVerkochtToe, markeerAfgesloten, zetPinnen, zetHalvePrijs };
}
