/**
 * The line just scanned and the running total, right under the field: on a phone the receipt's
 * later lines and its total are below the fold, and a cashier needs to see at once that a scan
 * landed (and what it cost). Read aloud politely, for a screen reader at the desk.
 *
 * The live region and its style render once; a scan re-renders only what is inside, as plain
 * markup (a Box with `sx` would build its styles again on every scan: bench/kassa.ts).
 */
import { memo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { euro } from '@backend/kern/geld';
import type { OpenBon } from './openBon';

const STIJL = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 2,
  justifyContent: 'space-between',
  minHeight: '1.5em',
  mt: 0.5,
  fontSize: '1.05rem',
  '& .laatste-totaal': { fontWeight: 700 },
} as const;

export const LaatsteRegel = memo(function LaatsteRegel({ bon }: { bon: OpenBon }) {
  return (
    <Box data-testid="laatste-regel" aria-live="polite" sx={STIJL}>
      <Inhoud bon={bon} />
    </Box>
  );
});

function Inhoud({ bon }: { bon: OpenBon }) {
  const regels = useSyncExternalStore(bon.abonneer, bon.regels);
  const laatste = regels.at(-1);
  if (!laatste) return null;
  return (
    <>
      {/* Each text one string: one text node to update per scan, not several. */}
      <span>
        {`${laatste.omschrijving} `}
        {(laatste.lijstprijsCent ?? 0) > laatste.prijsCent && <s>{euro(laatste.lijstprijsCent!)}</s>}{' '}
        <b>{euro(laatste.prijsCent)}</b>
      </span>
      <span className="laatste-totaal">
        {`${regels.length} ${regels.length === 1 ? 'regel' : 'regels'} · Totaal ${euro(bon.bedragen().totaalCent)}`}
      </span>
    </>
  );
}
