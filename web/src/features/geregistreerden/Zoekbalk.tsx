import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { tabelDatum } from '@backend/kern/datums';
import { ALLE, HUIDIGE, type Selectie } from './useSelectie';

interface Props {
  selectie: Pick<Selectie, 'keuze' | 'setKeuze' | 'zoek' | 'setZoek' | 'afleveringen' | 'huidige'>;
  onVernieuwen: () => void;
  onExporteer: () => void;
  /** The export is under way. */
  bezig: boolean;
}

/** Above the table: which fair, a search, reloading and the CSV export. */
export function Zoekbalk({ selectie, onVernieuwen, onExporteer, bezig }: Props) {
  const { keuze, setKeuze, zoek, setZoek, afleveringen, huidige } = selectie;
  return (
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
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onVernieuwen}>
          Vernieuwen
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={onExporteer} disabled={bezig}>
          Exporteren (CSV)
        </Button>
      </Stack>
    </Stack>
  );
}
