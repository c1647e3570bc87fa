/**
 * The till on a desk's device (/kassa opened with the desk's link). One field keeps the focus:
 * a scanner types an item's code and Enter; a typed seller number and Enter asks for the price.
 * Afrekenen → Ontvangen → Wisselgeld closes the receipt into the device's queue, and the next
 * one starts. Works offline: see opslag.ts (the device) and verzender.ts (the server).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { artikelVanRegel, type Betaalwijze, type KassaArtikel } from '@backend/kassa/domein';
import {
  besluitScan,
  halveerRegel,
  meldingAlVerkocht,
  meldingBonnenNaAfsluiting,
  regelVanArtikel,
} from '@backend/kassa/domein';
import { kassaNu } from './klok';
import { AfrekenenDialoog, centVan } from './AfrekenenDialoog';
import { BonPaneel } from './BonPaneel';
import { CameraDialoog } from './Camera';
import { ApparaatRegel, KassaKop } from './KassaKop';
import { KassaDicht } from './KassaDicht';
import { KassaVeld, type Melding } from './KassaVeld';
import { KassaVraag } from './KassaVraag';
import { LaatsteRegel } from './LaatsteRegel';
import { maakOpenBon } from './openBon';
import { sluitOpenBon } from './sluiten';
import { useKassaGegevens } from './useKassaGegevens';
import { WachtrijStand } from './WachtrijStand';
import { ZolangDicht } from './ZolangDicht';
import { kassaToken, vergeetKassaToken, zetKassaToken } from './api';
import { nieuweId } from './id';
import { sluitBon, wachtrij, wisCache, type OpenRegel } from './opslag';
import { useOpenBonOpApparaat } from './useOpenBonOpApparaat';
import { startVerzender, type Verbinding } from './verzender';
import { maakWaarde } from '../../data/waarde';

export default function KassaApp() {
  const [melding, setMelding] = useState<Melding | null>(null);
  const { gegevens, artikelen, laden, vernieuw, voegVerkochtToe, markeerAfgesloten, zetPinnen, zetHalvePrijs } =
    useKassaGegevens(setMelding);
  const [bon] = useState(maakOpenBon);
  const [prijsVoor, setPrijsVoor] = useState<number | null>(null);
  const [alVerkocht, setAlVerkocht] = useState<KassaArtikel | null>(null);
  const [afrekenenOpen, setAfrekenenOpen] = useState(false);
  const [ontvangen, setOntvangen] = useState('');
  const [betaalwijze, setBetaalwijze] = useState<Betaalwijze>('contant');
  const [cameraOpen, setCameraOpen] = useState(false);
  const [verlatenOpen, setVerlatenOpen] = useState(false);
  // Outside React's state: a report of the sender (a receipt sent, the heartbeat) re-renders only
  // the parts that show the connection, not the till, for it may arrive in the middle of a scan.
  const [verbinding] = useState(() => maakWaarde<Verbinding>({ wachtend: 0, oudste: null, online: true, fout: null }));
  const veld = useRef<HTMLInputElement>(null);
  const verzender = useRef<ReturnType<typeof startVerzender> | null>(null);

  useEffect(() => {
    document.title = 'Kassa – Kinderkledingbeurs';
    const v = startVerzender({
      bijStand: verbinding.zet,
      bijVerkocht: voegVerkochtToe,
      bijAfgesloten: markeerAfgesloten,
      bijPinnen: zetPinnen,
      bijHalvePrijs: zetHalvePrijs,
      // Replaces "Bon gesloten": that receipt is not in the settlement, and its cash must go to the administrator.
      bijNaAfsluiting: (aantal) => setMelding({ ernst: 'warning', tekst: meldingBonnenNaAfsluiting(aantal) }),
    });
    verzender.current = v;
    return () => v.stop();
  }, [bon, verbinding, voegVerkochtToe, markeerAfgesloten, zetPinnen, zetHalvePrijs]);

  const focus = useCallback(() => requestAnimationFrame(() => veld.current?.focus()), []);

  const verkopers = useMemo(() => new Set(gegevens?.verkopersnummers ?? []), [gegevens]);
  const verkocht = useMemo(() => new Set(gegevens?.verkocht ?? []), [gegevens]);

  // The open receipt is read back from the device and every change kept there.
  useOpenBonOpApparaat(bon);

  /** As updates of the latest lines: two scans faster than a re-render both land. */
  const voegToe = useCallback(
    (regel: Omit<OpenRegel, 'regelId'>) => {
      bon.wijzig((huidig) => [...huidig, { ...regel, regelId: nieuweId() }]);
      // A warning is done with; the last receipt's change stays until the next message, so the
      // next buyer's first scan does not make the screen jump (and the cashier can still see it).
      setMelding((huidig) => (huidig?.ernst === 'success' ? huidig : null));
    },
    [bon],
  );

  const verwijderRegel = useCallback(
    (regelId: string) => {
      bon.wijzig((huidig) => huidig.filter((x) => x.regelId !== regelId));
      focus();
    },
    [bon, focus],
  );

  // "Halve prijs aan het eind" (issue 54): the fair's rule, on the device like its items.
  const halvePrijs = gegevens?.halvePrijs ?? null;
  const voegArtikelToe = useCallback(
    (artikel: KassaArtikel) => voegToe(regelVanArtikel(artikel, halvePrijs, kassaNu())),
    [voegToe, halvePrijs],
  );
  /** The one-tap ½ on a line (a hand-written label with ½), or back to the label's price. */
  const halveer = useCallback(
    (regelId: string) => {
      if (!halvePrijs) return;
      bon.wijzig((huidig) => huidig.map((r) => (r.regelId === regelId ? halveerRegel(r, halvePrijs) : r)));
    },
    [bon, halvePrijs],
  );

  /** Enter in the one field: the domain decides (besluitScan), the screen does what it says. */
  const verwerk = useCallback(
    (tekst: string) => {
      if (!gegevens) return;
      const besluit = besluitScan(tekst, {
        prijsVoor,
        verkopers,
        artikel: (sleutel) => artikelen.get(sleutel),
        verkocht: (sleutel) => verkocht.has(sleutel) || bon.regels().some((r) => artikelVanRegel(r) === sleutel),
        ruimte: gegevens.kassa.ruimte,
        halvePrijs,
        // By the server's clock as the till learned it at its last contact.
        nu: kassaNu(),
      });
      switch (besluit.soort) {
        case 'waarschuwing':
          setMelding({ ernst: 'warning', tekst: besluit.melding });
          return;
        case 'prijs-vragen':
          setMelding(null);
          setPrijsVoor(besluit.verkopersnummer);
          return;
        case 'al-verkocht':
          setAlVerkocht(besluit.artikel);
          return;
        case 'regel':
          voegToe(besluit.regel);
          if (prijsVoor !== null) setPrijsVoor(null);
          if (besluit.hint) setMelding({ ernst: 'info', tekst: besluit.hint });
      }
    },
    [prijsVoor, verkopers, artikelen, verkocht, bon, voegToe, gegevens, halvePrijs],
  );

  const bijCameraCode = useCallback(
    (code: string) => {
      setCameraOpen(false);
      verwerk(code);
      focus();
    },
    [verwerk, focus],
  );

  // Stable for the memoised field: the latest verwerk, whatever changed since the last render.
  const laatsteVerwerk = useRef(verwerk);
  useLayoutEffect(() => {
    laatsteVerwerk.current = verwerk;
  }, [verwerk]);
  const bijEnter = useCallback((tekst: string) => laatsteVerwerk.current(tekst), []);
  // Esc leaves the price: a warning about that price is no longer true either.
  const bijEscape = useCallback(() => {
    setPrijsVoor(null);
    setMelding((huidig) => (huidig?.ernst === 'warning' ? null : huidig));
  }, []);
  const openCamera = useCallback(() => setCameraOpen(true), []);
  const sluitMelding = useCallback(() => setMelding(null), []);
  const openVerlaten = useCallback(() => setVerlatenOpen(true), []);
  // Every buyer starts at Contant (the fair's usual way), so a cash sale takes no extra tap.
  const openAfrekenen = useCallback(() => {
    setBetaalwijze('contant');
    setAfrekenenOpen(true);
  }, []);

  // A device's data of before this field existed has none: not known to be closed.
  const afgeslotenOp = gegevens?.afrekeningGeslotenOp ?? null;

  // A device's data of before pin existed has none: off, cash only.
  const pinnen = gegevens?.pinnen ?? false;

  async function sluit(tekst: string, wijze: Betaalwijze) {
    if (afgeslotenOp) return;
    const uit = sluitOpenBon({
      regels: bon.regels(),
      // Pin only while it is on (a switch seen at a heartbeat while the dialog was open).
      betaalwijze: pinnen ? wijze : 'contant',
      ontvangenCent: centVan(tekst),
      id: nieuweId(),
      // The clock the line was priced by: the server checks a reduced line's time against it.
      nu: kassaNu(),
    });
    if (!uit) return;
    const gesloten = uit.bon;
    await sluitBon(gesloten);
    voegVerkochtToe(gesloten.regels.map(artikelVanRegel).filter((s): s is string => s !== null));
    bon.wijzig(() => []);
    setAfrekenenOpen(false);
    // At once, not after the dialog's fade: the next buyer's first item may be scanned right away.
    veld.current?.focus();
    setOntvangen('');
    setMelding({ ernst: 'success', tekst: uit.melding });
    void verzender.current?.verstuur();
    focus();
  }

  async function verlaat() {
    if ((await wachtrij()).length > 0) {
      setMelding({
        ernst: 'error',
        tekst: 'Er wachten nog bonnen op verzending. Verlaat de kassa pas als alles verzonden is.',
      });
      setVerlatenOpen(false);
      return;
    }
    await wisCache();
    vergeetKassaToken();
    window.location.assign('/kassa');
  }

  if (laden) return <Typography sx={{ p: 3 }}>De kassa wordt geladen…</Typography>;
  if (!gegevens) {
    return (
      <Box sx={{ p: 3, maxWidth: 600 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Kassa
        </Typography>
        <Alert severity="warning">
          {melding?.tekst ??
            'De kassa heeft de gegevens van de beurs nog niet. Zorg voor internet en open de link van de kassa opnieuw.'}
        </Alert>
        <Button sx={{ mt: 2 }} variant="contained" onClick={() => void vernieuw()}>
          Opnieuw proberen
        </Button>
      </Box>
    );
  }

  return (
    <Box
      sx={{ minHeight: '100vh', bgcolor: 'background.default' }}
      onClick={(e) => e.target === e.currentTarget && focus()}
    >
      <KassaKop kassa={gegevens.kassa} beurs={gegevens.beurs} verbinding={verbinding} />

      <Box component="main" sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 1000, mx: 'auto' }}>
        <WachtrijStand verbinding={verbinding} />

        {/* The field, the line just scanned and the total above the receipt, which grows below. */}
        {afgeslotenOp ? (
          // No field, no camera: nothing can be scanned once the fair's settlement is closed.
          <KassaDicht geslotenOp={afgeslotenOp} melding={melding} sluitMelding={sluitMelding} />
        ) : (
          <Box sx={{ pb: 1 }}>
            <KassaVeld
              veld={veld}
              prijsVoor={prijsVoor}
              bijEnter={bijEnter}
              bijEscape={bijEscape}
              openCamera={openCamera}
              melding={melding}
              sluitMelding={sluitMelding}
            />
            <LaatsteRegel bon={bon} />
          </Box>
        )}

        <BonPaneel
          bon={bon}
          verwijder={verwijderRegel}
          halveer={halvePrijs ? halveer : undefined}
          openAfrekenen={openAfrekenen}
          afrekenenKan={afgeslotenOp === null}
        />

        <ApparaatRegel
          artikelen={artikelen.size}
          verkopers={verkopers.size}
          geladenOp={gegevens.geladenOp}
          vernieuw={vernieuw}
          verlaat={openVerlaten}
        />
      </Box>

      <AfrekenenDialoog
        open={afrekenenOpen && !afgeslotenOp}
        regels={bon.regels}
        ontvangen={ontvangen}
        setOntvangen={setOntvangen}
        pinnen={pinnen}
        betaalwijze={betaalwijze}
        setBetaalwijze={setBetaalwijze}
        sluit={() => setAfrekenenOpen(false)}
        bijBonSluiten={(tekst, wijze) => void sluit(tekst, wijze)}
        bijDicht={focus}
      />

      <KassaVraag
        open={alVerkocht !== null}
        titel="Al verkocht"
        tekst={alVerkocht && meldingAlVerkocht(alVerkocht.omschrijving)}
        nee="Niet toevoegen"
        ja={{ tekst: 'Toch toevoegen', kleur: 'primary' }}
        bijNee={() => setAlVerkocht(null)}
        bijJa={() => {
          if (alVerkocht) voegArtikelToe(alVerkocht);
          setAlVerkocht(null);
        }}
        bijDicht={focus}
      />

      <KassaVraag
        open={verlatenOpen}
        titel="Kassa verlaten?"
        tekst="Dit apparaat is dan geen kassa meer. Dat kan pas als alle bonnen verzonden zijn. Met de link van de kassa wordt het weer een kassa."
        nee="Annuleren"
        ja={{ tekst: 'Kassa verlaten', kleur: 'secondary' }}
        bijNee={() => setVerlatenOpen(false)}
        bijJa={() => void verlaat()}
        bijDicht={focus}
      />

      <ZolangDicht open={cameraOpen}>
        <CameraDialoog
          open={cameraOpen}
          sluit={() => {
            setCameraOpen(false);
            focus();
          }}
          bijCode={bijCameraCode}
        />
      </ZolangDicht>
    </Box>
  );
}

/** The token from the desk's link (the fragment), kept on the device; answers whether this device is a desk. */
export async function neemKassaLinkOver(): Promise<boolean> {
  const uitLink = window.location.hash.slice(1);
  if (uitLink) {
    history.replaceState(null, '', window.location.pathname);
    const huidig = kassaToken();
    if (huidig !== uitLink) {
      // A device with waiting receipts stays the desk they belong to.
      if (huidig && (await wachtrij()).length > 0) return true;
      await wisCache();
      zetKassaToken(uitLink);
    }
  }
  return kassaToken() !== null;
}
