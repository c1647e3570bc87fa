import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridRowSpacingParams } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { isBeschermd, MELDING_GERESERVEERD, zetDeelname } from '@backend/registratie/domein';
import type { Deelnemer } from '@backend/kern/types';
import { controleerVelden } from '@backend/kern/velden';
import { DEELNEMER_VELDEN } from '@backend/registratie/domein';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { useVerwijderen } from '../../components/beheer/useVerwijderen';
import { gridLocaleText } from '../../components/beheer/gridLocale';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { useSmal } from '../../components/beheer/useSmal';
import { paneelHoogte, RijMetAfleveringen } from './AfleveringenPaneel';
import { AnderNummer } from './AnderNummer';
import { bevestigNamens, bewaarDeelnemer, exporteerDeelnemers, verwijderDeelnemer, mailDeelnemer } from './api';
import { TermijnVerlengen } from './Bevestiging';
import { usePublicState } from '../../data/live';
import { RijActiesContext, type RijActies, type Vrijwilligersdag } from './context';
import { kolomGroepen, kolomGroepenMetBevestiging, kolommen, kolommenSmal, metBevestiging } from './kolommen';
import { Mails } from './Mails';
import { opNummer, useDeelnemers } from './useDeelnemers';
import { useSelectie } from './useSelectie';
import { Zoekbalk } from './Zoekbalk';

const slots = { row: RijMetAfleveringen };
// The rows are kept sorted by nummer (SPEC.md section 2); a header click can sort otherwise.
const paginering = { paginationModel: { pageSize: 100, page: 0 } };
const initialState = { pagination: paginering };
/** With the column "Bevestigd" (issue 53) the phone number gives way at 1280 px; it stays in the column menu. */
const initialStateBevestigen = { pagination: paginering, columns: { columnVisibilityModel: { telefoon: false } } };
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

/** Administrator: every registered person, their flags and afleveringen (SPEC.md section 2). */
export default function GeregistreerdenPage() {
  const smal = useSmal();
  const [uitgeklapt, setUitgeklapt] = useState<ReadonlySet<string>>(new Set());
  const [anderNummerVoor, setAnderNummerVoor] = useState<Deelnemer | null>(null);
  const [termijnVoor, setTermijnVoor] = useState<Deelnemer | null>(null);
  // The fair asks sellers to confirm (issue 53): the column "Bevestigd" with its actions.
  const bevestigenAan = Boolean(usePublicState().state?.settings.toewijzing?.bevestigen);
  const kolomLijst = useMemo(() => {
    const basis = smal ? kolommenSmal : kolommen;
    return bevestigenAan ? metBevestiging(basis) : basis;
  }, [smal, bevestigenAan]);
  const [bezig, setBezig] = useState(false);
  const { toon, fout, meldingen } = useMeldingen();
  const { rijen, setRijen, afleveringen, huidige, laad, herlaad, vervang, bewaar } = useDeelnemers(fout);
  const selectie = useSelectie(rijen, afleveringen, huidige);
  const { beurs, deelnemers } = selectie;
  const verwijderen = useVerwijderen<Deelnemer>({
    titel: 'Deelnemer verwijderen',
    vraag: (rij) => `${rij.naam} (nummer ${rij.nummer}) verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    verwijder: verwijderDeelnemer,
    weg: (rij) => setRijen((huidig) => huidig && huidig.filter((r) => r.id !== rij.id)),
    verwijderd: (rij) => `${rij.naam} verwijderd`,
    // The freed place may have gone to the first person on the reserve list.
    laad: herlaad,
    toon,
    fout,
  });
  const { vraagOm } = verwijderen;
  const apiRef = useGridApiRef();

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
      verwijder: vraagOm,
      bevestig: async (rij) => {
        try {
          await bevestigNamens(rij.id);
          toon('success', `${rij.naam} is bevestigd`);
          await laad();
        } catch (error) {
          fout(error);
        }
      },
      verlengTermijn: setTermijnVoor,
    }),
    [uitgeklapt, beurs, huidige, bewaar, toon, fout, vraagOm, laad],
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

  return (
    <AdminPagina
      titel="Geregistreerden"
      extra={
        <Stack direction="row" spacing={1}>
          <Chip label={`Aantal: ${selectie.aantal}`} color="primary" variant="outlined" data-testid="aantal" />
          <Chip label={`Actief: ${selectie.actief}`} color="success" variant="outlined" data-testid="actief" />
        </Stack>
      }
    >
      <Zoekbalk
        selectie={selectie}
        onVernieuwen={() => void laad()}
        onExporteer={() => void exporteer()}
        bezig={bezig}
      />

      <RijActiesContext.Provider value={acties}>
        <Box sx={{ height: { xs: 520, md: 'max(420px, calc(100vh - 330px))' }, width: '100%' }}>
          <DataGrid
            apiRef={apiRef}
            rows={deelnemers}
            columns={kolomLijst}
            columnGroupingModel={bevestigenAan ? kolomGroepenMetBevestiging : kolomGroepen}
            loading={rijen === null}
            density="compact"
            // A new start when the width crosses the phone's breakpoint, with that width's columns.
            key={`${smal ? 'smal' : 'breed'}-${bevestigenAan ? 'bevestigen' : ''}`}
            initialState={smal ? initialStateSmal : bevestigenAan ? initialStateBevestigen : initialState}
            pageSizeOptions={[25, 50, 100]}
            filterModel={selectie.filterModel}
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

      <TermijnVerlengen
        deelnemer={termijnVoor}
        onSluiten={() => setTermijnVoor(null)}
        onVerlengd={(opgeslagen) => {
          setTermijnVoor(null);
          toon('success', `De termijn van ${opgeslagen.naam} is verlengd`);
          void laad();
        }}
        fout={fout}
      />

      {verwijderen.dialoog}

      {meldingen}
    </AdminPagina>
  );
}
