import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { leesStart, LABELS_PER_VEL } from '@backend/artikelen/domein';
import { Sectie } from '../../components/Pagina';
import { Veld } from '../../components/Veld';
import { mijnLabelsPad } from './api';

/** The seller's labels as a PDF, from a chosen label on the sheet on (for a half used sheet). */
export function LabelsSectie({ token, aantal }: { token: string; aantal: number }) {
  const [start, setStart] = useState('1');
  const startUitkomst = leesStart(start);
  return (
    <Sectie titel="Labels">
      <Typography sx={{ mb: 1 }}>
        Print je labels op A4-etiketvellen met 3 × 8 labels van 70 × 36 mm (bijvoorbeeld Avery 3475), op ware grootte.
        Hangen er nog labels van de vorige beurs aan je spullen? Die kun je gewoon weer gebruiken.
      </Typography>
      <Box sx={{ maxWidth: 240 }}>
        <Veld
          label={`Beginnen bij label (1-${LABELS_PER_VEL})`}
          name="start"
          inputMode="numeric"
          value={start}
          onChange={setStart}
          error={startUitkomst.ok ? undefined : startUitkomst.fout}
          hint="Voor een half gebruikt vel"
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          href={mijnLabelsPad(token, startUitkomst.ok ? startUitkomst.start : 1)}
          disabled={aantal === 0 || !startUitkomst.ok}
          data-testid="labels-downloaden"
        >
          Labels downloaden (pdf)
        </Button>
        <Link href="/api/artikelen/testpagina.pdf">Testpagina om de printer te controleren (pdf)</Link>
      </Stack>
    </Sectie>
  );
}
