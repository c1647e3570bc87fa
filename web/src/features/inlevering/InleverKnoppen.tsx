/**
 * The drop-off screen's controls below the items: "Alles ingeleverd", the count of hand-written
 * labels, "Retour bij inleveren" and "Inleveren afronden".
 */
import { memo, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface Acties {
  alles: () => void;
  hand: (tekst: string) => void;
  retour: (aan: boolean) => void;
  afronden: () => void;
  terugNaarVeld: () => void;
}

/**
 * The count of hand-written labels. It follows the record (another desk's count, the server's
 * confirmation) except while someone types in it, and only what was typed is sent: remounting it
 * on every change once threw away what a volunteer was typing when the confirmation of the
 * previous count came in, and leaving it without typing must not send back an older count.
 */
const HandgeschrevenVeld = memo(function HandgeschrevenVeld({
  dicht,
  handgeschreven,
  handFout,
  acties,
}: {
  dicht: boolean;
  handgeschreven: number;
  handFout: string | null;
  acties: Acties;
}) {
  const [tekst, setTekst] = useState(String(handgeschreven));
  // Typed in since it last followed the record: only then is leaving the field a count to send.
  const getypt = useRef(false);
  useEffect(() => {
    if (!getypt.current) setTekst(String(handgeschreven));
  }, [handgeschreven]);
  // Closed while being typed in (the field is disabled, so no blur comes): it follows again.
  useEffect(() => {
    if (!dicht) return;
    getypt.current = false;
    setTekst(String(handgeschreven));
  }, [dicht, handgeschreven]);
  const klaar = (waarde: string) => {
    const was = getypt.current;
    getypt.current = false;
    if (was) acties.hand(waarde);
    else setTekst(String(handgeschreven));
  };
  return (
    <TextField
      label="Handgeschreven labels"
      type="number"
      size="small"
      disabled={dicht}
      value={tekst}
      onChange={(e) => {
        getypt.current = true;
        setTekst(e.target.value);
      }}
      error={handFout !== null}
      helperText={handFout ?? 'Tel de artikelen met een zelfgeschreven label.'}
      onBlur={(e) => klaar(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          klaar((e.target as HTMLInputElement).value);
          acties.terugNaarVeld();
        }
      }}
      slotProps={{ htmlInput: { min: 0, max: 200, inputMode: 'numeric' } }}
      sx={{ maxWidth: 260 }}
    />
  );
});

/**
 * Each control renders again only for what it shows: the last item scanned turns "Alles
 * ingeleverd" off, and that frame then renders one button (without a colour transition, which
 * would repaint for 250 ms into the next scans), not the count's field or the checkbox.
 */
const AllesKnop = memo(function AllesKnop({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="outlined" disabled={disabled} onClick={onClick} sx={ZONDER_OVERGANG}>
      Alles ingeleverd
    </Button>
  );
});
const ZONDER_OVERGANG = { transition: 'none' } as const;

const RetourVak = memo(function RetourVak({
  retour,
  dicht,
  acties,
}: {
  retour: boolean;
  dicht: boolean;
  acties: Acties;
}) {
  return (
    <FormControlLabel
      control={<Checkbox checked={retour} disabled={dicht} onChange={(e) => acties.retour(e.target.checked)} />}
      label="Retour bij inleveren"
    />
  );
});

const AfrondKnop = memo(function AfrondKnop({
  dicht,
  afgerond,
  acties,
}: {
  dicht: boolean;
  afgerond: boolean;
  acties: Acties;
}) {
  return (
    <Button variant="contained" size="large" disabled={dicht || afgerond} onClick={acties.afronden}>
      {afgerond ? 'Inleveren afgerond' : 'Inleveren afronden'}
    </Button>
  );
});

/** "Alles ingeleverd", the hand-written count, "Retour bij inleveren" and "Inleveren afronden". */
export const InleverKnoppen = memo(function InleverKnoppen({
  sleutel,
  dicht,
  allesKan,
  handgeschreven,
  handFout,
  retour,
  afgerond,
  acties,
}: {
  sleutel: string;
  dicht: boolean;
  allesKan: boolean;
  handgeschreven: number;
  handFout: string | null;
  retour: boolean;
  afgerond: boolean;
  acties: Acties;
}) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <AllesKnop disabled={dicht || !allesKan} onClick={acties.alles} />
        <HandgeschrevenVeld
          key={sleutel}
          dicht={dicht}
          handgeschreven={handgeschreven}
          handFout={handFout}
          acties={acties}
        />
        <RetourVak retour={retour} dicht={dicht} acties={acties} />
      </Stack>
      <AfrondKnop dicht={dicht} afgerond={afgerond} acties={acties} />
    </>
  );
});
