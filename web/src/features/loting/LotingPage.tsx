import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dagEnTijd } from '@backend/kern/datums';
import type { LotingAntwoord } from '@backend/kern/api-types';
import { controleerLoting, type LotingControle, type LotingUitslagRegel } from '@backend/registratie/domein';
import { Laden } from '../../components/Laden';
import { Pagina } from '../../components/Pagina';
import { haalLoting, haalUitslag } from './api';

function Waarde({ label, waarde, testid }: { label: string; waarde: string | null; testid: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Typography data-testid={testid} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {waarde ?? 'nog niet bekend'}
      </Typography>
    </Box>
  );
}

/**
 * The public check of the draw (issue 52): what the draw promises in plain Dutch, the published
 * hashes, and the check itself, run in this browser with the very code the server draws with
 * (registratie/domein/loting.ts, Web Crypto), so nobody has to trust the server's word.
 */
export function LotingPage() {
  const [loting, setLoting] = useState<LotingAntwoord | null | undefined>(undefined);
  const [uitslag, setUitslag] = useState<LotingUitslagRegel[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [controle, setControle] = useState<LotingControle | null>(null);
  const [bezig, setBezig] = useState(false);
  const [eigen, setEigen] = useState('');

  useEffect(() => {
    Promise.all([haalLoting(), haalUitslag()]).then(
      ([t, u]) => {
        setLoting(t.loting);
        setUitslag(u);
      },
      () => setError('De gegevens van de loting konden niet worden geladen. Probeer het later opnieuw.'),
    );
  }, []);

  async function controleer() {
    if (!loting?.zaad || !loting.zaadHash || !loting.lijstHash) return;
    setBezig(true);
    try {
      setControle(
        await controleerLoting({ zaad: loting.zaad, zaadHash: loting.zaadHash, lijstHash: loting.lijstHash, uitslag }),
      );
    } finally {
      setBezig(false);
    }
  }

  const mijn = eigen.trim() ? uitslag.find((r) => r.aanvraag === eigen.trim()) : undefined;
  const geplaatst = uitslag.filter((r) => r.geplaatst).length;

  return (
    <Pagina titel="Loting">
      <Typography sx={{ mb: 1.5 }}>
        Als er meer aanvragen zijn dan plaatsen, beslist een loting wie meedoet. Niemand kan die loting sturen, ook de
        organisatie niet, en iedereen kan haar achteraf controleren. Zo werkt het:
      </Typography>
      <Box component="ol" sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 1 } }}>
        <li>
          Voordat iemand aanvraagt, kiest de server een geheim getal, het <b>zaad</b>. Hij publiceert alleen de
          vingerafdruk ervan (de zaadhash, SHA-256). Het zaad ligt dan vast, maar niemand kent het.
        </li>
        <li>
          Als de aanvragen sluiten, publiceert de server de vingerafdruk van de lijst met alle aanvraagnummers (de
          lijsthash). Daarna kan er niemand meer bij of af.
        </li>
        <li>
          Bij de loting krijgt iedere aanvraag een lotnummer: de SHA-256 van zaad, lijsthash en aanvraagnummer. Het
          laagste lotnummer komt eerst. De eersten krijgen een plaats, de anderen komen in die volgorde op de
          reservelijst.
        </li>
        <li>
          Daarna wordt het zaad bekendgemaakt. Met de knop hieronder rekent deze pagina alles na, in je eigen browser.
        </li>
      </Box>
      <Typography sx={{ mb: 2 }}>
        Je aanvraagnummer staat in de mail die je kreeg toen je aanvraag binnen was. Namen staan nergens in de uitslag.
      </Typography>

      {loting === undefined ? (
        <Laden error={error} />
      ) : loting === null ? (
        <Alert severity="info" data-testid="geen-loting">
          Voor deze beurs is er geen loting: de plaatsen gaan op volgorde van binnenkomst.
        </Alert>
      ) : (
        <>
          <Waarde label="Zaadhash (gepubliceerd bij de opening)" waarde={loting.zaadHash} testid="zaadhash" />
          <Waarde label="Lijsthash (gepubliceerd bij de sluiting)" waarde={loting.lijstHash} testid="lijsthash" />
          <Waarde label="Zaad (bekend na de loting)" waarde={loting.zaad} testid="zaad" />
          <Typography sx={{ mb: 2 }} data-testid="loting-stand">
            {loting.getrokken
              ? `Getrokken op ${dagEnTijd(loting.getrokken)}: ${uitslag.length} aanvragen, ${geplaatst} met een plaats.`
              : `De aanvragen sluiten op ${loting.sluitOp ? dagEnTijd(loting.sluitOp) : '?'}; nu ${loting.aanvragen} aanvragen.`}
          </Typography>
          {loting.zaad && (
            <>
              <TextField
                label="Je aanvraagnummer"
                size="small"
                value={eigen}
                onChange={(e) => setEigen(e.target.value)}
                sx={{ mb: 1, width: '100%', maxWidth: 420 }}
                slotProps={{ htmlInput: { 'data-testid': 'eigen-aanvraag' } }}
              />
              {eigen.trim() && (
                <Typography sx={{ mb: 2 }} data-testid="eigen-uitslag">
                  {mijn
                    ? `Je staat op plaats ${mijn.volgorde}: ${mijn.geplaatst ? 'je hebt een plaats.' : 'je staat op de reservelijst.'}`
                    : 'Dit aanvraagnummer staat niet in de uitslag.'}
                </Typography>
              )}
              <Box>
                <Button variant="contained" onClick={controleer} disabled={bezig} data-testid="controleer">
                  Controleer de loting
                </Button>
              </Box>
            </>
          )}
          {controle && (
            <Alert
              severity={controle.klopt ? 'success' : 'error'}
              sx={{ mt: 2 }}
              data-testid={controle.klopt ? 'loting-klopt' : 'loting-klopt-niet'}
            >
              {controle.klopt ? (
                `De loting klopt: het zaad past bij de zaadhash, de lijst bij de lijsthash, en alle ${uitslag.length} aanvragen staan op de plaats die de formule geeft.`
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {controle.fouten.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
          {uitslag.length > 0 && (
            <Box
              component="ol"
              sx={{ mt: 2, pl: 4, fontFamily: 'monospace', wordBreak: 'break-all' }}
              data-testid="uitslag"
            >
              {uitslag.map((r) => (
                <li key={r.aanvraag}>
                  {r.aanvraag} {r.geplaatst ? '(plaats)' : '(reservelijst)'}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </Pagina>
  );
}
