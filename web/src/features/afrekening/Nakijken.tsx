import { bedrag } from '@backend/afrekening/domein';
import {
  besluitenVoor,
  isOpen,
  NAKIJK_SOORTEN,
  NAKIJK_UITLEG,
  regelSleutel,
  type NakijkSoort,
  type Nakijkpunt,
  type RegelBesluitSoort,
} from '@backend/afrekening/domein';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RegelVervallenDialog, type TeVervallenRegel } from '../../components/beheer/RegelVervallenDialog';
import { opDeBeursklok } from '@backend/kern/datums';

const tijd = (iso: string) => opDeBeursklok(iso).tijd;

const code = (p: Pick<Nakijkpunt, 'verkopersnummer' | 'artikelnummer'>) =>
  p.artikelnummer === null ? `${p.verkopersnummer} (handgeschreven)` : `${p.verkopersnummer}-${p.artikelnummer}`;

/** What the line is, in one sentence the administrator can check against the desk. */
export function regelTekst(p: Nakijkpunt): string {
  const wat = `${code(p)}${p.omschrijving ? ` ${p.omschrijving}` : ''}`;
  if (p.soort === 'prijs' || p.soort === 'afprijzing')
    return `${wat}: verkocht voor ${bedrag(p.prijsCent)}, lijstprijs ${bedrag(p.lijstprijsCent ?? 0)}`;
  return `${wat}: verkocht voor ${bedrag(p.prijsCent)}`;
}

/** Cards on the page at once: a desk's wrong data can make thousands (the rest follow as these are decided). */
const ZICHTBAAR = 100;

const BESLUIT_TEKST: Record<RegelBesluitSoort, string> = {
  akkoord: 'Akkoord',
  lijstprijs: 'Lijstprijs',
  vervalt: 'Vervallen',
};

function Besluit({ p }: { p: Nakijkpunt }) {
  if (!p.besluit)
    return <Chip size="small" variant="outlined" icon={<WarningIcon color="warning" />} label="Nog beslissen" />;
  const b = p.besluit;
  const wat =
    b.besluit === 'akkoord'
      ? `Akkoord: ${bedrag(p.prijsCent)} voor verkoper ${p.verkopersnummer}`
      : b.besluit === 'lijstprijs'
        ? `Lijstprijs: ${bedrag(p.lijstprijsCent ?? 0)} voor verkoper ${p.verkopersnummer}`
        : `Vervallen: ${bedrag(p.prijsCent)} voor de organisatie`;
  return (
    <Typography variant="body2" data-testid="besluit">
      <strong>{wat}</strong> (door {b.door} om {tijd(b.op)}
      {b.reden ? `: ${b.reden}` : ''})
    </Typography>
  );
}

/**
 * "Nakijken" on /afrekening: receipt lines the server could not match with the fair (a price
 * other than the listed one, an item not on the seller's list, a seller number not taking part),
 * each with its receipt and desk, and the administrator's decision. The till took them (it works
 * offline and the money was taken); the settlement is closed only when each has a decision.
 */
export function Nakijken({
  punten,
  gesloten,
  beslis,
  beslisAlle,
}: {
  punten: Nakijkpunt[];
  gesloten: boolean;
  /** Saves a decision (null: takes it back); resolves whether it was saved. */
  beslis: (p: Nakijkpunt, besluit: RegelBesluitSoort | null, reden?: string) => Promise<boolean>;
  /** One decision for every open line of one kind; resolves whether it was saved. */
  beslisAlle: (soort: NakijkSoort, besluit: RegelBesluitSoort, reden?: string) => Promise<boolean>;
}) {
  const [vervallen, setVervallen] = useState<Nakijkpunt | null>(null);
  const [alleVervallen, setAlleVervallen] = useState<{ soort: NakijkSoort; aantal: number } | null>(null);
  const openPerSoort = NAKIJK_SOORTEN.map((soort) => ({
    soort,
    aantal: punten.filter((p) => p.soort === soort && isOpen(p)).length,
  })).filter((s) => s.aantal > 1);
  const open = punten.filter(isOpen).length;
  // Lines waiting for a decision first, then the decided ones, each in the receipts' order.
  const getoond = [...punten.filter(isOpen), ...punten.filter((p) => !isOpen(p))].slice(0, ZICHTBAAR);
  const teVervallen: TeVervallenRegel | null = alleVervallen
    ? {
        tekst: `Alle ${alleVervallen.aantal} open regels "${NAKIJK_UITLEG[alleVervallen.soort]}" tellen dan voor geen verkoper; het geld blijft in de kas en is voor de organisatie. Je naam, de tijd en de reden worden bij elke regel bewaard.`,
        bonId: '',
        regel: 0,
        omschrijving: '',
        verkopersnummer: 0,
      }
    : vervallen && {
        bonId: vervallen.bonId,
        regel: vervallen.regel,
        omschrijving: regelTekst(vervallen),
        verkopersnummer: vervallen.verkopersnummer,
      };
  return (
    <>
      {punten.length === 0 ? (
        <Typography>Alle bonregels passen bij de artikelen en verkopers van deze beurs.</Typography>
      ) : (
        <Alert severity={open > 0 ? 'warning' : 'success'} sx={{ mb: 2 }} data-testid="nakijken-stand">
          {open > 0
            ? `${open === 1 ? '1 regel wacht' : `${open} regels wachten`} op een besluit. De afrekening kan pas worden afgesloten als over elke regel is beslist.`
            : 'Over elke regel is beslist.'}
        </Alert>
      )}
      {!gesloten && openPerSoort.length > 0 && (
        <Stack spacing={1} sx={{ mb: 2 }} data-testid="nakijken-alle">
          {openPerSoort.map(({ soort, aantal }) => (
            <Paper key={soort} variant="outlined" sx={{ p: 1.5 }}>
              <Typography sx={{ mb: 1 }}>
                {aantal} open regels: {NAKIJK_UITLEG[soort].toLowerCase()}.
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" onClick={() => void beslisAlle(soort, 'akkoord')}>
                  {soort === 'prijs' ? 'Alle: verkoopprijs akkoord' : 'Alle akkoord'}
                </Button>
                {soort === 'prijs' && (
                  <Button size="small" variant="outlined" onClick={() => void beslisAlle(soort, 'lijstprijs')}>
                    Alle: lijstprijs
                  </Button>
                )}
                <Button
                  size="small"
                  variant="outlined"
                  color="secondary"
                  onClick={() => setAlleVervallen({ soort, aantal })}
                >
                  Alle laten vervallen
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Stack spacing={1.5}>
        {getoond.map((p) => {
          const kan = besluitenVoor(p.soort);
          return (
            <Paper
              key={regelSleutel(p.bonId, p.regel)}
              variant="outlined"
              sx={{ p: 1.5, borderColor: isOpen(p) ? 'warning.main' : undefined }}
              data-testid="nakijkpunt"
            >
              <Typography variant="body2" color="text.secondary">
                Bon van {tijd(p.gesloten)} · {p.kassaNaam} · regel {p.regel + 1}
              </Typography>
              <Typography sx={{ fontWeight: 500 }}>{regelTekst(p)}</Typography>
              {p.soort && <Typography variant="body2">{p.reden ?? NAKIJK_UITLEG[p.soort]}.</Typography>}
              <Box sx={{ mt: 1 }}>
                <Besluit p={p} />
              </Box>
              {!gesloten && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {kan.includes('akkoord') && p.besluit?.besluit !== 'akkoord' && (
                    <Button size="small" variant="outlined" onClick={() => void beslis(p, 'akkoord')}>
                      {p.soort === 'prijs' || p.soort === 'afprijzing'
                        ? `Verkoopprijs akkoord (${bedrag(p.prijsCent)})`
                        : 'Akkoord'}
                    </Button>
                  )}
                  {kan.includes('lijstprijs') && p.besluit?.besluit !== 'lijstprijs' && (
                    <Button size="small" variant="outlined" onClick={() => void beslis(p, 'lijstprijs')}>
                      Lijstprijs ({bedrag(p.lijstprijsCent ?? 0)})
                    </Button>
                  )}
                  {p.besluit?.besluit !== 'vervalt' && (
                    <Button size="small" variant="outlined" color="secondary" onClick={() => setVervallen(p)}>
                      Laten vervallen
                    </Button>
                  )}
                  {p.besluit && (
                    <Button size="small" onClick={() => void beslis(p, null)}>
                      {BESLUIT_TEKST[p.besluit.besluit]} terugnemen
                    </Button>
                  )}
                </Stack>
              )}
            </Paper>
          );
        })}
      </Stack>
      {punten.length > getoond.length && (
        <Typography sx={{ mt: 1.5 }} data-testid="nakijken-meer">
          Nog {punten.length - getoond.length} regels niet getoond; ze verschijnen hier als je over deze hebt beslist.
          Het Overzicht (PDF) noemt ze allemaal.
        </Typography>
      )}
      <RegelVervallenDialog
        regel={teVervallen}
        sluit={() => {
          setVervallen(null);
          setAlleVervallen(null);
        }}
        bevestig={(reden) =>
          alleVervallen
            ? beslisAlle(alleVervallen.soort, 'vervalt', reden)
            : vervallen
              ? beslis(vervallen, 'vervalt', reden)
              : Promise.resolve(false)
        }
      />
    </>
  );
}
