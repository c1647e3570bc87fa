import { bedrag } from '@backend/afrekening/domein';
import { GOED_DOEL_KORT, GOED_DOEL_NAAM, type GoedDoel } from '@backend/artikelen/domein';
import { paklijsten, type PakRegel } from '@backend/afrekening/domein';
import { type VerkoperAfrekening } from '@backend/afrekening/domein';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { gridLocaleText } from '../../components/beheer/gridLocale';
import { useSmal } from '../../components/beheer/useSmal';

/** The columns; on a phone (`smal`) narrower, so that seller, number, description and price fit. */
const kolommenVoor = (smal: boolean): GridColDef<PakRegel>[] => [
  { field: 'verkopersnummer', headerName: smal ? 'Verk.' : 'Verkoper', type: 'number', width: smal ? 64 : 95 },
  { field: 'artikelnummer', headerName: 'Nr', type: 'number', width: smal ? 48 : 70 },
  { field: 'omschrijving', headerName: 'Omschrijving', flex: 1, minWidth: smal ? 90 : 160 },
  { field: 'maat', headerName: 'Maat', width: 90 },
  {
    field: 'prijsCent',
    headerName: 'Prijs',
    type: 'number',
    width: smal ? 76 : 100,
    valueFormatter: (waarde: number) => bedrag(waarde),
  },
  // Last: on a phone the columns to pack by come first.
  { field: 'naam', headerName: 'Naam', width: 150 },
];
/** On a phone size and name are in the column menu; the rest fits the screen. */
const OP_TELEFOON = { columns: { columnVisibilityModel: { maat: false, naam: false } } };

/**
 * The unsold items to pack: a tab per charity and one for what goes back to the sellers, each
 * with seller, item number, description, size and price (afrekening/domein/afrekening.ts paklijsten).
 */
export function Paklijsten({ verkopers }: { verkopers: VerkoperAfrekening[] }) {
  const lijsten = useMemo(() => paklijsten(verkopers), [verkopers]);
  const smal = useSmal();
  const kolommen = useMemo(() => kolommenVoor(smal), [smal]);
  const [gekozen, kies] = useState(0);
  const tabs = [
    ...(Object.keys(GOED_DOEL_NAAM) as GoedDoel[]).map((doel) => ({
      naam: GOED_DOEL_KORT[doel],
      uitleg: `Naar het goede doel: ${GOED_DOEL_NAAM[doel]}.`,
      lijst: lijsten.goedDoel[doel],
    })),
    {
      naam: 'Terug naar de verkopers',
      uitleg: 'Retour en € 1 of meer: per verkoper in een zak, met de envelop mee.',
      lijst: lijsten.terug,
    },
  ];
  const tab = tabs[gekozen]!;
  return (
    <>
      <Typography variant="h3" sx={{ mt: 2, mb: 1 }}>
        Paklijsten
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Dezelfde lijsten staan achter in het Overzicht (PDF), om af te drukken.
      </Typography>
      {/* On a phone the four tabs stand under each other: side by side they would scroll out of view. */}
      <Tabs
        value={gekozen}
        onChange={(_, v: number) => kies(v)}
        orientation={smal ? 'vertical' : 'horizontal'}
        variant={smal ? 'standard' : 'scrollable'}
        aria-label="Paklijsten"
        sx={smal ? { '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'left', maxWidth: 'none' } } : undefined}
      >
        {tabs.map((t, i) => (
          <Tab
            key={t.naam}
            label={`${t.naam} (${t.lijst.length})`}
            id={`paklijst-tab-${i}`}
            aria-controls={`paklijst-${i}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`paklijst-${gekozen}`} aria-labelledby={`paklijst-tab-${gekozen}`}>
        <Typography variant="body2" sx={{ my: 1 }}>
          {tab.uitleg}
        </Typography>
        <div style={{ height: Math.min(520, 112 + Math.max(tab.lijst.length, 1) * 36), width: '100%' }}>
          <DataGrid
            key={`${gekozen}-${smal ? 'smal' : 'breed'}`}
            rows={tab.lijst}
            columns={kolommen}
            initialState={smal ? OP_TELEFOON : undefined}
            getRowId={(r) => `${r.verkopersnummer}-${r.artikelnummer}`}
            density="compact"
            localeText={gridLocaleText}
            disableRowSelectionOnClick
            aria-label={`Paklijst ${tab.naam}`}
          />
        </div>
      </div>
    </>
  );
}
