import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RETOUR_MINIMUM_CENT, type ArtikelMetCode } from '@backend/artikelen/domein';
import { euro } from '@backend/kern/geld';
import { type MijnArtikelen } from '@backend/artikelen/domein';
import { langeDatum } from '@backend/kern/datums';
import { Sectie } from '../../components/Pagina';
import { RetourTeken } from './RetourTeken';

const LIJST = { p: 0, m: 0, listStyle: 'none' } as const;
const KOP = { justifyContent: 'space-between', gap: 1, alignItems: 'baseline' } as const;

interface Props {
  stand: MijnArtikelen;
  /** While the list can change: the buttons to change or delete an item. */
  open: boolean;
  onWijzig: (artikel: ArtikelMetCode) => void;
  onVerwijder: (artikel: ArtikelMetCode) => void;
}

/** The seller's list, and what went to a good cause after the last fair. */
export function MijnArtikelLijst({ stand, open, onWijzig, onVerwijder }: Props) {
  const { artikelen, instellingen } = stand;
  const nieuweLabels = artikelen.filter((a) => a.nieuwLabelNodig);
  return (
    <>
      <Sectie titel={`Mijn lijst (${artikelen.length} van ${instellingen.maxArtikelen})`}>
        {nieuweLabels.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }} data-testid="nieuwe-labels">
            {`Print nieuwe labels: bij ${nieuweLabels.map((a) => `artikel ${a.artikelnummer}`).join(', ')} klopt de ½ op het geprinte label niet meer (je veranderde "mag afgeprijsd", of de beurs zette halve prijs aan of uit). Tot je nieuwe labels print, geldt wat op het geprinte label staat.`}
          </Alert>
        )}
        {artikelen.length === 0 ? (
          <Typography>Je hebt nog geen artikelen ingevoerd.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={LIJST} data-testid="artikelen">
            {artikelen.map((a) => (
              <Paper component="li" key={a.artikelnummer} variant="outlined" sx={{ p: 1.5 }} data-testid="artikel">
                <Stack direction="row" sx={KOP}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {a.artikelnummer}. {a.omschrijving}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{euro(a.prijsCent)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {a.soort}
                  {a.maat && ` · maat ${a.maat}`} · {a.ruimte.toLowerCase()}zaal · code {a.code}
                  {a.retour && (
                    <>
                      {' · '}
                      <RetourTeken />
                    </>
                  )}
                  {a.magAfgeprijsd ? ' · ½ mag afgeprijsd' : ' · niet afprijzen'}
                  {a.nieuwLabelNodig && ' · nieuw label nodig'}
                </Typography>
                {open && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    <Button size="small" onClick={() => onWijzig(a)} aria-label={`Artikel ${a.artikelnummer} wijzigen`}>
                      Wijzigen
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onVerwijder(a)}
                      aria-label={`Artikel ${a.artikelnummer} verwijderen`}
                    >
                      Verwijderen
                    </Button>
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Sectie>

      {stand.naarGoedDoel && (
        <Sectie titel={`Naar een goed doel na de beurs van ${langeDatum(stand.naarGoedDoel.datum)}`}>
          <Typography sx={{ mb: 1 }}>
            Deze artikelen werden niet verkocht en gingen niet retour (of kostten minder dan {euro(RETOUR_MINIMUM_CENT)}
            ). Ze zijn aan een goed doel gegeven en staan daarom niet meer op je lijst.
          </Typography>
          <Stack component="ul" spacing={1} sx={LIJST} data-testid="naar-goed-doel">
            {stand.naarGoedDoel.artikelen.map((a) => (
              <Paper
                component="li"
                key={a.artikelnummer}
                variant="outlined"
                sx={{ p: 1.5 }}
                data-testid="goed-doel-artikel"
              >
                <Stack direction="row" sx={KOP}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {a.artikelnummer}. {a.omschrijving}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'nowrap' }}>{euro(a.prijsCent)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Naar: {a.doel}
                  {a.maat && ` · maat ${a.maat}`} · code {a.code}
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Sectie>
      )}
    </>
  );
}
