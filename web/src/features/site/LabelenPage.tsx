import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { RETOUR_MINIMUM_CENT } from '@backend/artikelen/domein';
import { LABELS_PAD } from '@backend/kern/beurs';
import { Lijst, Pagina, Sectie } from '../../components/Pagina';

function RodeStip() {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: '#d32f2f',
        mr: 1,
        verticalAlign: '-2px',
      }}
    />
  );
}

/** What a filled-in label looks like, so the rules are clear at a glance. */
function VoorbeeldLabel() {
  const regel = (label: string, waarde: string) => (
    <Box sx={{ display: 'flex', gap: 1, borderBottom: '1px solid #9aa5a8', py: 0.25 }}>
      <Box component="span" sx={{ fontWeight: 700, minWidth: 64 }}>
        {label}
      </Box>
      <Box component="span" sx={{ fontStyle: 'italic', color: '#1a4f9c' }}>
        {waarde}
      </Box>
    </Box>
  );
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        mt: 2,
        p: 2,
        width: 240,
        maxWidth: '100%',
        border: '2px dashed #9aa5a8',
        borderRadius: 1,
        bgcolor: '#fffdf7',
      }}
    >
      {regel('Nummer', '137')}
      {regel('Maat', '110-116')}
      {regel('Prijs', '€ 2,50')}
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 1, color: '#b71c1c', fontWeight: 700 }}>
        <RodeStip />
        retour
      </Box>
      <Box component="figcaption" sx={{ mt: 1, fontSize: '0.85rem', color: 'text.secondary' }}>
        Voorbeeld van een ingevuld label
      </Box>
    </Box>
  );
}

export function LabelenPage() {
  return (
    <Pagina titel="Labelen">
      <Typography>
        Elk artikel heeft een label nodig met je verkopersnummer, de maat en de prijs. Print onze labels (een A4-vel) en
        vul ze in.
      </Typography>
      <Button
        variant="contained"
        href={LABELS_PAD}
        download="labels-kinderkledingbeurs.pdf"
        startIcon={<DownloadIcon />}
        sx={{ mt: 2 }}
      >
        Labels downloaden (pdf)
      </Button>
      <VoorbeeldLabel />
      <Sectie titel="Zo maak je de labels vast">
        <Lijst>
          <li>Zet op elk label je verkopersnummer, de maat en de prijs.</li>
          <li>Maak het label vast met een touwtje of een veiligheidsspeld, niet met een punaise.</li>
          <li>Speelgoed en boeken mogen een sticker krijgen die makkelijk los te halen is.</li>
        </Lijst>
      </Sectie>
      <Sectie titel="Eigen labels en retour">
        <Typography>
          <RodeStip />
          Maak je je eigen labels? Zet dan op elk artikel dat je terug wilt een <strong>rode stip</strong> en het woord{' '}
          <strong>'retour'</strong>. Onverkochte artikelen onder € {RETOUR_MINIMUM_CENT / 100} komen niet retour en gaan
          naar het goede doel.
        </Typography>
      </Sectie>
    </Pagina>
  );
}
