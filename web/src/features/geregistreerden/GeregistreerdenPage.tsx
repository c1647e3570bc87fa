import { laatsteAflevering } from '@domain/aflevering';
import { tabelDatum } from '@domain/datums';
import { isActieveDeelnemer, isBeschermd, MELDING_GERESERVEERD, zetDeelname } from '@domain/registratie';
import type { Aflevering, Deelnemer } from '@domain/types';
import { controleerVelden, DEELNEMER_VELDEN } from '@domain/velden';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridFilterModel, type GridRowSpacingParams } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bewaarDeelnemer, exporteerDeelnemers, haalDeelnemers, mailDeelnemer, verwijderDeelnemer } from './api';
import { haalAfleveringen } from '../seizoen/api';
import { usePublicState } from '../../data/live';
import { BevestigVerwijderen } from '../../components/beheer/BevestigVerwijderen';
import { gridLocaleText } from '../../components/beheer/gridLocale';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { AnderNummer } from './AnderNummer';
import { Mails } from './Mails';
import { RijActiesContext, type RijActies, type Vrijwilligersdag } from './context';
import { kolomGroepen, kolommen, kolommenSmal } from './kolommen';
import { paneelHoogte, RijMetAfleveringen } from './AfleveringenPaneel';
import { useSmal } from '../../components/beheer/useSmal';

const opNummer = (a: Deelnemer, b: Deelnemer) => a.nummer - b.nummer;
const slots = { row: RijMetAfleveringen };
// The rows are kept sorted by nummer (SPEC.md section 2); a header click can sort otherwise.
const paginering = { paginationModel: { pageSize: 100, page: 0 } };
const initialState = { pagination: paginering };
/**
 * On a phone the grid starts with what a fair needs at hand: number, name, Actief, mail and
 * delete, all on the screen. The other columns stay available in the column menu ('Kolommen beheren').
 */
const initialStateSmal = {
  pagination: paginering,
  columns: {
    columnVisibilityModel: {
      uitklappen: false,
      email: false,
      telefoon: false,
      vrijwilligerVrijdag: false,
      vrijwilligerZaterdag: false,
    },
  },
};

/** The select's choice: the current fair, an earlier one by id, or every person. */
const HUIDIGE = 'huidige';
const ALLE = 'alle';

/** Between two loads in a burst of live changes: the table of a thousand rows stays usable. */
const HERLAAD_PAUZE_MS = 2000;

/** Administrator: every registered person, their flags and afleveringen (SPEC.md section 2). */
export default function GeregistreerdenPage() {
  const smal = useSmal();
  const [rijen, setRijen] = useState<Deelnemer[] | null>(null);
  const [afleveringen, setAfleveringen] = useState<Aflevering[]>([]);
  const [keuze, setKeuze] = useState(HUIDIGE);
  const [uitgeklapt, setUitgeklapt] = useState<ReadonlySet<string>>(new Set());
  const [teVerwijderen, setTeVerwijderen] = useState<Deelnemer | null>(null);
  const [anderNummerVoor, setAnderNummerVoor] = useState<Deelnemer | null>(null);
  const [zoek, setZoek] = useState('');
  const [bezig, setBezig] = useState(false);
  const { toon, fout, meldingen } = useMeldingen();
  const apiRef = useGridApiRef();

  const laad = useCallback(async () => {
    try {
      const [deelnemers, lijst] = await Promise.all([haalDeelnemers(), haalAfleveringen()]);
      setAfleveringen(lijst);
      setRijen([...deelnemers].sort(opNummer));
    } catch (error) {
      fout(error);
      setRijen((huidig) => huidig ?? []);
    }
  }, [fout]);

  useEffect(() => {
    void laad();
  }, [laad]);

  /*
   * A place that frees up is taken by the first person on the reserve list, on the server, in
   * the same transaction (issue 12). This tab's own deletes and saves reload below; a maximum
   * raised or a person added elsewhere (another tab, a visitor, the reserve list switched back
   * on) shows in the live count and maximum. A count that only went down adds no one to show.
   */
  const live = usePublicState().state;
  const aantalLive = live?.aantalActief ?? null;
  const maximumLive = live?.settings.maximumAantalDeelnemers ?? null;
  const vorigeLive = useRef({ aantal: aantalLive, maximum: maximumLive });
  // A burst of changes (the opening rush) is one load at a time, and one after it.
  const laden = useRef<{ bezig: boolean; nogEens: boolean }>({ bezig: false, nogEens: false });
  const herlaad = useCallback(async () => {
    if (laden.current.bezig) {
      laden.current.nogEens = true;
      return;
    }
    laden.current.bezig = true;
    try {
      do {
        laden.current.nogEens = false;
        await laad();
        if (laden.current.nogEens) await new Promise((klaar) => setTimeout(klaar, HERLAAD_PAUZE_MS));
      } while (laden.current.nogEens);
    } finally {
      laden.current.bezig = false;
    }
  }, [laad]);
  useEffect(() => {
    const vorige = vorigeLive.current;
    vorigeLive.current = { aantal: aantalLive, maximum: maximumLive };
    if (vorige.aantal === null || aantalLive === null) return;
    if (maximumLive !== vorige.maximum || aantalLive > vorige.aantal) void herlaad();
  }, [aantalLive, maximumLive, herlaad]);

  const vervang = useCallback((deelnemer: Deelnemer) => {
    setRijen((huidig) => huidig && huidig.map((r) => (r.id === deelnemer.id ? deelnemer : r)));
  }, []);

  const huidige = laatsteAflevering(afleveringen);

  // Per person, the newest save: an older answer arriving late must not undo a quicker second click.
  const laatsteOpslag = useRef(new Map<string, number>());

  /** Shows the change at once, saves the whole person, and on failure shows the server's state again. */
  const bewaar = useCallback(
    async (nieuw: Deelnemer) => {
      const volgnummer = (laatsteOpslag.current.get(nieuw.id) ?? 0) + 1;
      laatsteOpslag.current.set(nieuw.id, volgnummer);
      vervang(nieuw);
      try {
        const opgeslagen = await bewaarDeelnemer(nieuw);
        if (laatsteOpslag.current.get(nieuw.id) !== volgnummer) return;
        vervang(opgeslagen);
        // Not (or no longer) taking part: a place may have gone to someone from the reserve list.
        if (!isActieveDeelnemer(opgeslagen, huidige)) await herlaad();
      } catch (error) {
        fout(error);
        await laad();
      }
    },
    [fout, laad, herlaad, vervang, huidige],
  );

  const getoond =
    keuze === ALLE ? null : keuze === HUIDIGE ? huidige : (afleveringen.find((a) => a.id === keuze) ?? null);
  // With every person shown, the checkbox is about the current fair.
  const beurs = keuze === ALLE ? huidige : getoond;

  const acties = useMemo<RijActies>(
    () => ({
      uitgeklapt,
      beurs,
      wisselUitgeklapt: (id) =>
        setUitgeklapt((huidig) => {
          const volgende = new Set(huidig);
          if (!volgende.delete(id)) volgende.add(id);
          return volgende;
        }),
      zetActief: (rij, actief) => void bewaar(beurs ? zetDeelname(rij, beurs, actief, huidige) : { ...rij, actief }),
      zetAfleveringActief: (rij, koppeling, actief) => void bewaar(zetDeelname(rij, koppeling, actief, huidige)),
      zetVrijwilliger: (rij, dag: Vrijwilligersdag, waarde) => void bewaar({ ...rij, [dag]: waarde }),
      mail: async (rij) => {
        try {
          const { naam } = await mailDeelnemer(rij.nummer);
          toon('success', `Mail gestuurd naar ${naam}`);
        } catch (error) {
          fout(error);
        }
      },
      anderNummer: setAnderNummerVoor,
      verwijder: setTeVerwijderen,
    }),
    [uitgeklapt, beurs, huidige, bewaar, toon, fout],
  );

  const getRowSpacing = useCallback(
    ({ id }: GridRowSpacingParams) => {
      if (!uitgeklapt.has(String(id))) return {};
      const rij = rijen?.find((r) => r.id === id);
      return rij ? { bottom: paneelHoogte(rij) } : {};
    },
    [uitgeklapt, rijen],
  );

  // The grid caches row heights and spacing; a panel opened, closed or resized must be measured again.
  useEffect(() => {
    apiRef.current?.resetRowHeights();
  }, [apiRef, getRowSpacing]);

  /**
   * Inline edit of naam or email, checked by the server's rules before it is sent: a wrong
   * value is not saved and its message shows (SPEC.md section 5).
   */
  const processRowUpdate = useCallback(
    async (nieuw: Deelnemer, oud: Deelnemer): Promise<Deelnemer> => {
      const { waarden, fouten } = controleerVelden(DEELNEMER_VELDEN, nieuw);
      const melding =
        fouten.naam ?? fouten.email ?? (!isBeschermd(oud) && isBeschermd(waarden) ? MELDING_GERESERVEERD : undefined);
      if (melding) {
        toon('error', melding, 'Fout');
        return oud;
      }
      const { naam, email } = waarden;
      if (naam === oud.naam && email === oud.email) return oud;
      try {
        const opgeslagen = await bewaarDeelnemer({ ...nieuw, naam, email });
        vervang(opgeslagen);
        return opgeslagen;
      } catch (error) {
        fout(error);
        void laad();
        return oud;
      }
    },
    [fout, laad, toon, vervang],
  );

  const bevestigVerwijderen = async () => {
    const rij = teVerwijderen;
    setTeVerwijderen(null);
    if (!rij) return;
    try {
      await verwijderDeelnemer(rij.id);
      setRijen((huidig) => huidig && huidig.filter((r) => r.id !== rij.id));
      toon('error', `${rij.naam} verwijderd`);
    } catch (error) {
      fout(error);
    }
    // The freed place may have gone to the first person on the reserve list.
    await herlaad();
  };

  const exporteer = async () => {
    setBezig(true);
    try {
      await exporteerDeelnemers(dayjs().format('YYYY-MM-DD'));
    } catch (error) {
      fout(error);
    } finally {
      setBezig(false);
    }
  };

  const filterModel = useMemo<GridFilterModel>(
    () => ({ items: [], quickFilterValues: zoek.split(/\s+/).filter(Boolean) }),
    [zoek],
  );

  // A fair shows the people linked to it; the 'Kledingmaat' row, which holds the sizes, always.
  const deelnemers = (rijen ?? []).filter(
    (r) => keuze === ALLE || !getoond || isBeschermd(r) || r.afleveringen.some((a) => a.id === getoond.id),
  );
  const aantal = deelnemers.filter((r) => !isBeschermd(r)).length;
  const actief = deelnemers.filter((r) => isActieveDeelnemer(r, beurs)).length;

  return (
    <AdminPagina
      titel="Geregistreerden"
      extra={
        <Stack direction="row" spacing={1}>
          <Chip label={`Aantal: ${aantal}`} color="primary" variant="outlined" data-testid="aantal" />
          <Chip label={`Actief: ${actief}`} color="success" variant="outlined" data-testid="actief" />
        </Stack>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Beurs"
          value={keuze}
          onChange={(e) => setKeuze(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={HUIDIGE}>
            {huidige ? `Huidige beurs (${tabelDatum(huidige.datum)})` : 'Huidige beurs'}
          </MenuItem>
          {[...afleveringen]
            .reverse()
            .filter((a) => a.id !== huidige?.id)
            .map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {`Beurs ${a.volgnummer} (${tabelDatum(a.datum)})`}
              </MenuItem>
            ))}
          <MenuItem value={ALLE}>Alle personen</MenuItem>
        </TextField>
        <TextField
          size="small"
          label="Zoeken"
          placeholder="Naam, e-mail, telefoon of nummer"
          value={zoek}
          onChange={(e) => setZoek(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 380 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void laad()}>
            Vernieuwen
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void exporteer()} disabled={bezig}>
            Exporteren (CSV)
          </Button>
        </Stack>
      </Stack>

      <RijActiesContext.Provider value={acties}>
        <Box sx={{ height: { xs: 520, md: 'max(420px, calc(100vh - 330px))' }, width: '100%' }}>
          <DataGrid
            apiRef={apiRef}
            rows={deelnemers}
            columns={smal ? kolommenSmal : kolommen}
            columnGroupingModel={kolomGroepen}
            loading={rijen === null}
            density="compact"
            // A new start when the width crosses the phone's breakpoint, with that width's columns.
            key={smal ? 'smal' : 'breed'}
            initialState={smal ? initialStateSmal : initialState}
            pageSizeOptions={[25, 50, 100]}
            filterModel={filterModel}
            disableRowSelectionOnClick
            editMode="cell"
            isCellEditable={({ row, field }) => !(field === 'naam' && isBeschermd(row))}
            processRowUpdate={processRowUpdate}
            onProcessRowUpdateError={fout}
            getRowSpacing={getRowSpacing}
            slots={slots}
            localeText={gridLocaleText}
            aria-label="Geregistreerden"
            sx={{ bgcolor: 'background.paper' }}
          />
        </Box>
      </RijActiesContext.Provider>

      <Mails toon={toon} fout={fout} />

      <AnderNummer
        deelnemer={anderNummerVoor}
        onSluiten={() => setAnderNummerVoor(null)}
        onGegeven={(opgeslagen) => {
          setAnderNummerVoor(null);
          vervang(opgeslagen);
          setRijen((huidig) => huidig && [...huidig].sort(opNummer));
          toon('success', `${opgeslagen.naam} heeft nu nummer ${opgeslagen.nummer}`);
        }}
        fout={fout}
      />

      <BevestigVerwijderen
        titel="Deelnemer verwijderen"
        vraag={
          teVerwijderen &&
          `${teVerwijderen.naam} (nummer ${teVerwijderen.nummer}) verwijderen? Dit kan niet ongedaan worden gemaakt.`
        }
        onAnnuleren={() => setTeVerwijderen(null)}
        onVerwijderen={() => void bevestigVerwijderen()}
      />

      {meldingen}
    </AdminPagina>
  );
}
