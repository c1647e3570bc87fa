import { nieuweAfleveringStandaard } from '@backend/seizoen/domein';
import { isIsoDatum, langeDatum } from '@backend/kern/datums';
import type { BeursChecklist } from '@backend/seizoen/domein';
import type { Aflevering } from '@backend/kern/types';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridRowEditStopReasons,
  GridRowModes,
  Toolbar,
  ToolbarButton,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  bewaarAflevering,
  haalAfleveringen,
  haalBeursChecklist,
  haalLaatsteAflevering,
  verwijderAflevering,
} from './api';
import { DatumProvider } from '../../components/beheer/DatumProvider';
import { useVerwijderen } from '../../components/beheer/useVerwijderen';
import { gridLocaleText } from '../../components/beheer/gridLocale';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { AfleveringToevoegenDialog } from './AfleveringToevoegenDialog';
import { BeursChecklistKaart } from './BeursChecklistKaart';
import { maakKolommen, rodeKnop } from './kolommen';
import { useSmal } from '../../components/beheer/useSmal';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onToevoegen: () => void;
    klaar: boolean;
  }
}

/**
 * `klaar`: the last aflevering has arrived. Until then the dialog would propose number 1 and
 * today, and keep that date once it came: a quick click would save a wrong number or date.
 */
function AfleveringenToolbar({ onToevoegen, klaar }: { onToevoegen: () => void; klaar: boolean }) {
  return (
    <Toolbar>
      <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600, px: 0.5 }}>
        Afleveringen
      </Typography>
      <Tooltip title="Aflevering toevoegen">
        {/* A span, so the tooltip still has an element to listen to while the button is disabled. */}
        <span>
          <ToolbarButton aria-label="Aflevering toevoegen" onClick={onToevoegen} color="primary" disabled={!klaar}>
            <AddIcon />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

const slots = { toolbar: AfleveringenToolbar };

/** Administrator: the fair editions and their dates (SPEC.md section 2). */
export default function AfleveringenPage() {
  const smal = useSmal();
  const [rijen, setRijen] = useState<Aflevering[] | null>(null);
  const [laatste, setLaatste] = useState<Aflevering | null>(null);
  const [checklist, setChecklist] = useState<BeursChecklist | null>(null);
  const [laatsteGeladen, setLaatsteGeladen] = useState(false);
  const [rowModesModel, setRowModesModel] = useState<GridRowModesModel>({});
  const [toevoegen, setToevoegen] = useState(false);
  const { toon, fout, meldingen } = useMeldingen();

  /**
   * The last aflevering is fetched again whenever the list changes (SPEC.md section 4), and with
   * it the current fair's checklist.
   */
  const laadLaatste = useCallback(async () => {
    try {
      const [nieuwste, lijst] = await Promise.all([haalLaatsteAflevering(), haalBeursChecklist()]);
      setLaatste(nieuwste);
      setChecklist(lijst);
    } catch (error) {
      fout(error);
    } finally {
      // Also after a failure (its toast said so): the dialog then proposes its own defaults.
      setLaatsteGeladen(true);
    }
  }, [fout]);

  const laad = useCallback(async () => {
    try {
      setRijen(await haalAfleveringen());
    } catch (error) {
      fout(error);
      setRijen((huidig) => huidig ?? []);
    }
    await laadLaatste();
  }, [fout, laadLaatste]);

  useEffect(() => {
    void laad();
  }, [laad]);

  const verwijderen = useVerwijderen<Aflevering>({
    titel: 'Aflevering verwijderen',
    vraag: (rij) =>
      `Aflevering ${rij.volgnummer} (${langeDatum(rij.datum)}) verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    verwijder: verwijderAflevering,
    weg: (rij) => setRijen((huidig) => huidig && huidig.filter((a) => a.id !== rij.id)),
    verwijderd: (rij) => `${rij.volgnummer} verwijderd`,
    laad,
    toon,
    fout,
  });
  const { vraagOm } = verwijderen;

  const nieuweLijst = useCallback(
    async (lijst: Aflevering[]) => {
      setRijen(lijst);
      await laadLaatste();
    },
    [laadLaatste],
  );

  const kolommen = useMemo(
    () =>
      maakKolommen({
        rowModesModel,
        bewerk: (id: GridRowId) =>
          setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'datum' } })),
        bewaar: (id: GridRowId) => setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.View } })),
        annuleer: (id: GridRowId) =>
          setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.View, ignoreModifications: true } })),
        verwijder: vraagOm,
        smal,
      }),
    [rowModesModel, smal, vraagOm],
  );

  // The calendar opens in a popup outside the row; leaving the row for it must not end the edit.
  const onRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
  };

  const processRowUpdate = useCallback(
    async (nieuw: Aflevering, oud: Aflevering): Promise<Aflevering> => {
      if (!isIsoDatum(nieuw.datum)) {
        toon('warning', 'Kies een datum; de wijziging is niet opgeslagen.', 'Let op');
        return oud;
      }
      if (nieuw.datum === oud.datum) return oud;
      try {
        const lijst = await bewaarAflevering({ id: nieuw.id, volgnummer: nieuw.volgnummer, datum: nieuw.datum });
        await nieuweLijst(lijst);
        return lijst.find((a) => a.id === nieuw.id) ?? nieuw;
      } catch (error) {
        fout(error);
        void laad();
        return oud;
      }
    },
    [fout, laad, nieuweLijst, toon],
  );

  const voegToe = async (aflevering: { volgnummer: number; datum: string }) => {
    try {
      await nieuweLijst(await bewaarAflevering(aflevering));
      setToevoegen(false);
      toon('success', `Aflevering ${aflevering.volgnummer} toegevoegd`);
    } catch (error) {
      fout(error);
      await laad();
    }
  };

  const standaard = nieuweAfleveringStandaard(laatste, dayjs().format('YYYY-MM-DD'));

  return (
    <DatumProvider>
      <AdminPagina titel="Afleveringen">
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            Laatste aflevering
          </Typography>
          <Typography variant="h6" component="p" data-testid="laatste-aflevering">
            {laatste ? `${laatste.volgnummer} - ${langeDatum(laatste.datum)}` : 'Nog geen aflevering'}
          </Typography>
        </Paper>

        {checklist && <BeursChecklistKaart checklist={checklist} />}

        <Box sx={{ width: '100%' }}>
          <DataGrid
            rows={rijen ?? []}
            columns={kolommen}
            loading={rijen === null}
            // Compact, with room for the date field while a row is edited.
            rowHeight={48}
            columnHeaderHeight={40}
            autoHeight
            editMode="row"
            rowModesModel={rowModesModel}
            onRowModesModelChange={setRowModesModel}
            onRowEditStop={onRowEditStop}
            processRowUpdate={processRowUpdate}
            onProcessRowUpdateError={fout}
            disableRowSelectionOnClick
            hideFooter={(rijen?.length ?? 0) <= 100}
            showToolbar
            slots={slots}
            slotProps={{ toolbar: { onToevoegen: () => setToevoegen(true), klaar: laatsteGeladen } }}
            localeText={gridLocaleText}
            aria-label="Afleveringen"
            sx={{ bgcolor: 'background.paper', '& .rode-knop': rodeKnop }}
          />
        </Box>

        {toevoegen && (
          <AfleveringToevoegenDialog
            standaard={standaard}
            volgendeBeurs={laatste !== null}
            onAnnuleren={() => setToevoegen(false)}
            onOpslaan={voegToe}
          />
        )}

        {verwijderen.dialoog}

        {meldingen}
      </AdminPagina>
    </DatumProvider>
  );
}
