/**
 * The one field of the till and the drop-off and pick-up desks: a scanner types a code and Enter,
 * a volunteer a number. A plain input with its label above it and a hint below, styled once from
 * the theme (ScanVlak, which never renders again).
 *
 * Not MUI's TextField: on every keystroke of a scanner its InputBase and FormControl handle the
 * input in React (filled or not, focused or not) and its floating label and notched outline
 * animate when the field is emptied after Enter and filled by the next code's first digit. On a
 * slow phone that work and those frames stood between the Enter and the line on screen
 * (bench/kassa.ts, bench/inlevering-scan.ts). The label is always above the field here, so
 * nothing moves.
 */
import { memo, useId, type KeyboardEvent, type RefObject } from 'react';
import { styled } from '@mui/material/styles';

const ScanVlak = styled('div')(({ theme }) => ({
  // Beside the till's camera button the field takes the rest of the row.
  flex: 1,
  minWidth: 0,
  '& .scanveld-label': {
    ...theme.typography.body2,
    display: 'block',
    fontWeight: 600,
    color: theme.palette.text.secondary,
    marginBottom: theme.spacing(0.5),
  },
  '&:focus-within .scanveld-label': { color: theme.palette.primary.main },
  '& .scanveld-invoer': {
    ...theme.typography.body1,
    display: 'block',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 56,
    padding: '16.5px 14px',
    margin: 0,
    color: theme.palette.text.primary,
    background: theme.palette.background.paper,
    border: '1px solid rgba(0, 0, 0, 0.42)',
    borderRadius: theme.shape.borderRadius,
    outline: 'none',
    // The focus as MUI's outlined field shows it (a 2 px border), without moving the text.
    '&:focus': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
  },
  '& .scanveld-uitleg': {
    ...theme.typography.caption,
    margin: theme.spacing(0.5, 1.75, 0),
    color: theme.palette.text.secondary,
  },
}));

export const ScanVeld = memo(function ScanVeld({
  veld,
  label,
  uitleg,
  inputMode = 'numeric',
  testId,
  bijEnter,
  bijEscape,
}: {
  veld: RefObject<HTMLInputElement | null>;
  label: string;
  uitleg: string;
  inputMode?: 'numeric' | 'decimal';
  testId: string;
  /** The text typed or scanned; the field is already empty again. */
  bijEnter: (tekst: string) => void;
  /** Esc, when it means something here; the field is emptied first. */
  bijEscape?: () => void;
}) {
  const id = useId();
  const toets = (e: KeyboardEvent<HTMLInputElement>) => {
    const invoer = e.currentTarget;
    if (e.key === 'Enter') {
      e.preventDefault();
      const tekst = invoer.value;
      // Emptied at once: the next code's digits may come before anything renders.
      invoer.value = '';
      bijEnter(tekst);
    } else if (e.key === 'Escape' && bijEscape) {
      invoer.value = '';
      bijEscape();
    }
  };
  return (
    <ScanVlak>
      <label className="scanveld-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={veld}
        id={id}
        className="scanveld-invoer"
        // Uncontrolled: a scanner types faster than React renders, and a controlled field would
        // be set back to an older value between its keystrokes.
        defaultValue=""
        autoFocus
        autoComplete="off"
        inputMode={inputMode}
        aria-describedby={`${id}-uitleg`}
        data-testid={testId}
        onKeyDown={toets}
      />
      <p className="scanveld-uitleg" id={`${id}-uitleg`}>
        {uitleg}
      </p>
    </ScanVlak>
  );
});
