/**
 * The open receipt on the screen: its lines, the total (rounded to 5 cents for cash) and
 * "Afrekenen". The panel itself renders once: a scan re-renders only the parts inside that read
 * the receipt (openBon.ts), the list (one new line), the total as plain markup, and the button
 * only when the receipt becomes empty or not.
 */
import { memo, useSyncExternalStore } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/kern/geld';
import { BonRegels, BonVlak } from './BonRegels';
import type { OpenBon } from './openBon';

export const BonPaneel = memo(function BonPaneel({
  bon,
  verwijder,
  openAfrekenen,
  afrekenenKan,
  halveer,
}: {
  bon: OpenBon;
  verwijder: (regelId: string) => void;
  /** The one-tap ½ on a line (issue 54), while the fair has halve prijs. */
  halveer?: (regelId: string) => void;
  openAfrekenen: () => void;
  /** False once the fair's settlement is closed: lines can still be removed, not paid. */
  afrekenenKan: boolean;
}) {
  return (
    <BonVlak>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Bon
      </Typography>
      <BonRegels bon={bon} verwijder={verwijder} halveer={halveer} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <BonTotaal bon={bon} />
        <AfrekenKnop bon={bon} openAfrekenen={openAfrekenen} afrekenenKan={afrekenenKan} />
      </Stack>
    </BonVlak>
  );
});

function BonTotaal({ bon }: { bon: OpenBon }) {
  const bedragen = useSyncExternalStore(bon.abonneer, bon.bedragen);
  return (
    <div>
      <p className="bon-totaal" data-testid="totaal">
        {`Totaal ${euro(bedragen.totaalCent)}`}
      </p>
      {bedragen.teBetalenCent !== bedragen.totaalCent && (
        <p className="bon-afgerond">{`Afgerond op 5 cent: ${euro(bedragen.teBetalenCent)}`}</p>
      )}
    </div>
  );
}

/** Renders again only when the receipt turns empty or not: a scan onto lines leaves it be. */
function AfrekenKnop({
  bon,
  openAfrekenen,
  afrekenenKan,
}: {
  bon: OpenBon;
  openAfrekenen: () => void;
  afrekenenKan: boolean;
}) {
  const leeg = useSyncExternalStore(bon.abonneer, () => bon.regels().length === 0);
  return (
    // Plain markup styled by the panel (BonVlak): no colour transition, no ripple, no styles to build.
    <button type="button" className="bon-afrekenen" disabled={leeg || !afrekenenKan} onClick={openAfrekenen}>
      Afrekenen
    </button>
  );
}
