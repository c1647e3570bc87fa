import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

/** One of the settlement's files, saved as `<naam>-beurs-<the fair's number>` with its path's extension. */
export interface Bestand {
  label: string;
  pad: string;
  naam: string;
}

/** A button per file, each downloaded under the fair's number (`haal` makes its click handler). */
export function BestandKnoppen({
  bestanden,
  nr,
  haal,
}: {
  bestanden: readonly Bestand[];
  nr: number;
  haal: (pad: string, naam: string) => () => void;
}) {
  return bestanden.map(({ label, pad, naam }) => (
    <Button
      key={pad}
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={haal(pad, `${naam}-beurs-${nr}${pad.slice(pad.lastIndexOf('.'))}`)}
    >
      {label}
    </Button>
  ));
}
