/**
 * The line just scanned and the running total, right under the field: on a phone the receipt's
 * later lines and its total are below the fold, and a cashier needs to see at once that a scan
 * landed (and what it cost). Read aloud politely, for a screen reader at the desk.
 */
import { memo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { euro } from '@backend/artikelen/domein/artikelen';
import { afrekenen } from '@backend/kassa/domein/kassa';
import type { OpenBon } from './openBon';

export const LaatsteRegel = memo(function LaatsteRegel({ bon }: { bon: OpenBon }) {
  const regels = useSyncExternalStore(bon.abonneer, bon.regels);
  const laatste = regels.at(-1);
  return (
    <Box
      data-testid="laatste-regel"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        justifyContent: 'space-between',
        minHeight: '1.5em',
        mt: 0.5,
        fontSize: '1.05rem',
      }}
    >
      {laatste && (
        <>
          <Box component="span">
            {laatste.omschrijving} <b>{euro(laatste.prijsCent)}</b>
          </Box>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {regels.length} {regels.length === 1 ? 'regel' : 'regels'} · Totaal {euro(afrekenen(regels, 0).totaalCent)}
          </Box>
        </>
      )}
    </Box>
  );
});
