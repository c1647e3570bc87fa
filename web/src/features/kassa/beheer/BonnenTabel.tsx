import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { euro } from '@backend/kern/geld';
import { artikelVanRegel, regelSleutel, type BonMetStatus, type BonRegel } from '@backend/kassa/domein';
import { type VervallenRegel } from '@backend/kassa/domein';
import { kop } from '../../../components/beheer/smalleTabel';
import type { TeVervallenRegel } from '../../../components/beheer/RegelVervallenDialog';
import { tijd } from './tijd';
import { opDeBeursklok } from '@backend/kern/datums';
import { BeheerTabel, ActieKop } from '../../../components/beheer/BeheerTabel';

/** One line of a receipt as the administrator checks it: code, description, seller, price. */
function regelTekst(r: BonRegel, omschrijvingen: Record<string, string>): string {
  const sleutel = artikelVanRegel(r);
  if (sleutel === null) return `Handgeschreven label van verkoper ${r.verkopersnummer}, ${euro(r.prijsCent)}`;
  const omschrijving = omschrijvingen[sleutel];
  return `${sleutel} ${omschrijving ?? '(niet op de lijst)'} van verkoper ${r.verkopersnummer}, ${euro(r.prijsCent)}`;
}

/** The fair day's receipts, newest first, with their lines to void or put back and the receipt to cancel. */
export function Bonnen({
  bonnen,
  kassaNaam,
  annuleer,
  gesloten,
  omschrijvingen,
  vervallen,
  laatVervallen,
  zetTerug,
}: {
  bonnen: BonMetStatus[];
  kassaNaam: (id: string) => string;
  annuleer: (b: BonMetStatus) => void;
  /** The settlement is closed: voiding is refused, so it is not offered. */
  gesloten: boolean;
  omschrijvingen: Record<string, string>;
  vervallen: VervallenRegel[];
  laatVervallen: (regel: TeVervallenRegel) => void;
  zetTerug: (bonId: string, regel: number) => void;
}) {
  const dubbel = bonnen.filter((b) => b.dubbeleVerkoop).length;
  const vervallenVan = new Map(vervallen.map((v) => [regelSleutel(v.bonId, v.regel), v]));
  return (
    <>
      <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
        Bonnen ({bonnen.length})
      </Typography>
      {dubbel > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {dubbel} {dubbel === 1 ? 'bon heeft' : 'bonnen hebben'} een artikel dat ook op een andere bon staat (dubbele
          verkoop). Beide bonnen zijn bewaard
          {gesloten
            ? ' en tellen mee in de afgesloten afrekening.'
            : '; kijk ze na en laat zo nodig de verkeerde regel vervallen (de rest van de bon blijft staan).'}
        </Alert>
      )}
      {gesloten && (
        <Alert severity="info" sx={{ mb: 1 }}>
          De afrekening is afgesloten: bonnen en regels kunnen niet meer vervallen of geannuleerd worden.
        </Alert>
      )}
      <BeheerTabel
        label="Bonnen"
        stickyHeader
        containerSx={{ maxHeight: 520 }}
        kop={
          <>
            <TableCell>Gesloten</TableCell>
            <TableCell>Kassa</TableCell>
            <TableCell>Regels</TableCell>
            <TableCell align="right">Te betalen</TableCell>
            <TableCell>Status</TableCell>
            <ActieKop />
          </>
        }
      >
        {[...bonnen].reverse().map((b) => (
          <TableRow key={b.id} data-testid="bonrij">
            <TableCell {...kop('Gesloten')}>
              {tijd(b.gesloten)}
              {b.geslotenOpApparaat && (
                // The device's clock ran ahead (issue 50): the server's time counts, the device's is shown.
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  apparaat: {opDeBeursklok(b.geslotenOpApparaat).datum} {opDeBeursklok(b.geslotenOpApparaat).tijd}
                </Typography>
              )}
            </TableCell>
            <TableCell {...kop('Kassa')}>{kassaNaam(b.kassaId)}</TableCell>
            <TableCell sx={{ minWidth: { sm: 260 } }} {...kop('Regels')}>
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {b.regels.map((r, i) => {
                  const v = vervallenVan.get(regelSleutel(b.id, i));
                  const tekst = regelTekst(r, omschrijvingen);
                  const isDubbel = b.dubbeleArtikelen.includes(artikelVanRegel(r) ?? '');
                  return (
                    <li key={i} data-testid="bonregel">
                      <Box component="span" sx={v ? { textDecoration: 'line-through' } : undefined}>
                        {tekst}
                      </Box>
                      {isDubbel && !v && ' (dubbel)'}
                      {v && (
                        <Typography variant="body2" component="span" data-testid="regel-vervallen">
                          {' '}
                          Vervallen door {v.door} om {tijd(v.op)}: {v.reden}
                        </Typography>
                      )}
                      {!b.geannuleerd && !gesloten && (
                        <Button
                          size="small"
                          color="secondary"
                          sx={{ ml: 0.5, minHeight: 0, py: 0 }}
                          aria-label={`${v ? 'Terugzetten' : 'Laten vervallen'}: regel ${i + 1}, ${tekst}`}
                          onClick={() =>
                            v
                              ? zetTerug(b.id, i)
                              : laatVervallen({
                                  bonId: b.id,
                                  regel: i,
                                  omschrijving: tekst,
                                  verkopersnummer: r.verkopersnummer,
                                })
                          }
                        >
                          {v ? 'Terugzetten' : 'Laten vervallen'}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </Box>
            </TableCell>
            <TableCell align="right" {...kop('Te betalen')}>
              {euro(b.teBetalenCent)}
              {b.betaalwijze === 'pin' ? ' (pin)' : ''}
            </TableCell>
            <TableCell>
              {b.geannuleerd ? (
                `Geannuleerd door ${b.geannuleerd.door} om ${tijd(b.geannuleerd.op)}`
              ) : b.dubbeleVerkoop ? (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<WarningIcon />}
                  label={`Dubbele verkoop: ${b.dubbeleArtikelen.join(', ')}`}
                />
              ) : (
                'Betaald'
              )}
            </TableCell>
            <TableCell>
              {!b.geannuleerd && !gesloten && (
                <Button size="small" color="secondary" onClick={() => annuleer(b)}>
                  Bon annuleren
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </BeheerTabel>
    </>
  );
}
