/**
 * A form of fields in one column, as the forms of sellers and visitors are (phone first): named
 * for a screen reader by its label, and checked by us (noValidate), so that every message is the
 * Dutch one at its field rather than the browser's own.
 */
import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

export function Formulier({
  label,
  onSubmit,
  mt,
  children,
}: {
  label: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Space above the form, in the theme's spacing. */
  mt?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      sx={{ mt, display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 480 }}
    >
      {children}
    </Box>
  );
}
