/**
 * The lines of the open receipt. Memoised, row by row: a scan adds one line, and at a busy desk
 * (a slow phone, 20 lines on the receipt) rendering only that line keeps the time from Enter to
 * the visible line short (bench/kassa.ts measures it).
 *
 * A line is plain markup with class names, styled once from the theme by the receipt's panel
 * around it (BonVlak, which never renders again): MUI's components with `sx`, or a styled list,
 * would build their styles again on every scan, and the delete button would mount a ripple. That
 * was most of React's share of a scan on a 4× slowed CPU.
 */
import { memo, useSyncExternalStore } from 'react';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { euro } from '@backend/kern/geld';
import { ICOON_ALS_MASKER, svgMasker } from '../../components/maskerIcoon';
import type { OpenBon } from './openBon';
import type { OpenRegel } from './opslag';

/** Material's "Delete" icon, drawn here so that a line mounts no icon component. */
const PRULLENBAK = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z';

/** The receipt's panel, with the look of its lines, its total and the empty receipt. */
export const BonVlak = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(1.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
  '& .bonregels': {
    listStyle: 'none',
    padding: 0,
    margin: 0,
  },
  '& .bonregel': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.5, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .bonregel-tekst': { flex: 1, minWidth: 0 },
  '& .bonregel-omschrijving': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 600,
    overflowWrap: 'anywhere',
  },
  '& .bonregel-details': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& .bonregel-prijs': { ...theme.typography.body1, fontWeight: 600, whiteSpace: 'nowrap' },
  // The label's price struck through beside the reduced one (issue 54).
  '& .bonregel-lijstprijs': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    textDecoration: 'line-through',
    whiteSpace: 'nowrap',
  },
  // The one-tap ½ for a hand-written label: a round 40 px target, as the delete button.
  '& .bonregel-half': {
    ...theme.typography.button,
    flexShrink: 0,
    minWidth: 40,
    height: 40,
    padding: 0,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 20,
    background: 'transparent',
    color: theme.palette.text.primary,
    fontSize: '1.1rem',
    cursor: 'pointer',
    '&[aria-pressed="true"]': {
      backgroundColor: theme.palette.secondary.main,
      color: theme.palette.secondary.contrastText,
      borderColor: theme.palette.secondary.main,
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .bonregel-weg': {
    // As MUI's IconButton: a round target of 40 px, the icon in the text colour of actions.
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    // The icon as a mask in the text colour: no SVG of its own to lay out and paint per line.
    '&::before': { ...ICOON_ALS_MASKER, width: 24, height: 24, mask: svgMasker(PRULLENBAK) },
  },
  // In the text colour, as the Typography with color="text.secondary" before (MUI 9 ignores that prop).
  '& .bon-leeg, & .bon-afgerond': { ...theme.typography.body1, margin: 0 },
  '& .bon-totaal': { ...theme.typography.body1, margin: 0, fontSize: '1.5rem', fontWeight: 700 },
  // "Afrekenen" as MUI's large contained button (elevation off in the theme), drawn as a plain
  // button: it turns usable with a receipt's first line, which then renders no MUI button.
  '& .bon-afrekenen': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    WebkitTapHighlightColor: 'transparent',
    fontSize: theme.typography.pxToRem(15),
    lineHeight: 1.75,
    minWidth: 64,
    padding: '8px 22px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.primary.dark },
    // A touch screen keeps no hover after a tap.
    '@media (hover: none)': { '&:hover': { backgroundColor: theme.palette.primary.main } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&:disabled': {
      color: theme.palette.action.disabled,
      backgroundColor: theme.palette.action.disabledBackground,
      cursor: 'default',
    },
  },
}));

/** One text, so that a line is one text node here, not four (fewer to create and lay out per scan). */
const details = (regel: OpenRegel) =>
  `Verkoper ${regel.verkopersnummer}` +
  (regel.artikelnummer !== null ? ` · artikel ${regel.artikelnummer}` : '') +
  (regel.maat ? ` · maat ${regel.maat}` : '');

const BonRegel = memo(function BonRegel({
  regel,
  verwijder,
  halveer,
}: {
  regel: OpenRegel;
  verwijder: (regelId: string) => void;
  halveer?: (regelId: string) => void;
}) {
  const lijstprijs = regel.lijstprijsCent ?? regel.prijsCent;
  const afgeprijsd = lijstprijs > regel.prijsCent;
  return (
    <li className="bonregel" data-testid="bonregel">
      <div className="bonregel-tekst">
        <p className="bonregel-omschrijving">{regel.omschrijving}</p>
        <p className="bonregel-details">{details(regel)}</p>
      </div>
      {afgeprijsd && (
        <s className="bonregel-lijstprijs" aria-label={`was ${euro(lijstprijs)}`}>
          {euro(lijstprijs)}
        </s>
      )}
      <span className="bonregel-prijs">{euro(regel.prijsCent)}</span>
      {halveer && (
        <button
          type="button"
          className="bonregel-half"
          aria-pressed={afgeprijsd}
          aria-label={afgeprijsd ? `Volle prijs voor ${regel.omschrijving}` : `Halve prijs voor ${regel.omschrijving}`}
          onClick={() => halveer(regel.regelId)}
        >
          ½
        </button>
      )}
      <button
        type="button"
        className="bonregel-weg"
        aria-label={`Verwijder ${regel.omschrijving}`}
        onClick={() => verwijder(regel.regelId)}
      ></button>
    </li>
  );
});

export const BonRegels = memo(function BonRegels({
  bon,
  verwijder,
  halveer,
}: {
  bon: OpenBon;
  verwijder: (regelId: string) => void;
  /** The one-tap ½ per line while the fair has halve prijs (issue 54); absent: no button. */
  halveer?: (regelId: string) => void;
}) {
  const regels = useSyncExternalStore(bon.abonneer, bon.regels);
  if (regels.length === 0) return <p className="bon-leeg">Nog geen artikelen op deze bon.</p>;
  return (
    <ol className="bonregels" aria-label="Regels van de bon">
      {regels.map((r) => (
        <BonRegel key={r.regelId} regel={r} verwijder={verwijder} halveer={halveer} />
      ))}
    </ol>
  );
});
