import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Waarde } from '../../data/waarde';
import type { Verbinding } from './verzender';

/** How old the oldest waiting receipt is, in words. */
export function leeftijd(sinds: string, nu: number): string {
  const seconden = Math.max(0, Math.round((nu - Date.parse(sinds)) / 1000));
  if (seconden < 60) return `${seconden} s`;
  const minuten = Math.floor(seconden / 60);
  return minuten < 60 ? `${minuten} min` : `${Math.floor(minuten / 60)} u ${minuten % 60} min`;
}

/** The time, renewed every `elkeMs` while `loopt`; a stopped clock re-renders nothing. */
function useKlok(elkeMs: number, loopt: boolean) {
  const [nu, setNu] = useState(() => Date.now());
  useEffect(() => {
    if (!loopt) return;
    setNu(Date.now());
    const t = setInterval(() => setNu(Date.now()), elkeMs);
    return () => clearInterval(t);
  }, [elkeMs, loopt]);
  return nu;
}

/**
 * "n bonnen wachten op verzending (oudste …)" and the sender's error: their own components with
 * their own clock, reading the connection themselves, so a receipt sent or the age ticking on
 * does not re-render the till (a re-render during a scan would delay the line).
 */
export const WachtrijStand = memo(function WachtrijStand({ verbinding }: { verbinding: Waarde<Verbinding> }) {
  return (
    <>
      <Wachtend verbinding={verbinding} />
      <VerzendFout verbinding={verbinding} />
    </>
  );
});

function Wachtend({ verbinding }: { verbinding: Waarde<Verbinding> }) {
  const wachtend = useSyncExternalStore(verbinding.abonneer, () => verbinding.lees().wachtend);
  const oudste = useSyncExternalStore(verbinding.abonneer, () => verbinding.lees().oudste);
  const nu = useKlok(5_000, oudste !== null);
  return (
    <Typography role="status" aria-live="polite" sx={{ mb: 1, fontWeight: 600 }} data-testid="wachtrij">
      {wachtend === 0
        ? 'Alle bonnen zijn verzonden.'
        : `${wachtend} ${wachtend === 1 ? 'bon wacht' : 'bonnen wachten'} op verzending${
            oudste ? ` (oudste ${leeftijd(oudste, nu)})` : ''
          }.`}
    </Typography>
  );
}

function VerzendFout({ verbinding }: { verbinding: Waarde<Verbinding> }) {
  const fout = useSyncExternalStore(verbinding.abonneer, () => verbinding.lees().fout);
  if (!fout) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }}>
      {fout}
    </Alert>
  );
}
