import Alert from '@mui/material/Alert';

/** The outcome of what a visitor just did: a success, or the refusal to read. */
export interface Terugmelding {
  ernst: 'success' | 'error';
  tekst: string;
}

/** An outcome, announced as a status (success) or an alert (error); nothing without one. */
export function TerugmeldingAlert({
  uitslag,
  testId,
  mt,
}: {
  uitslag: Terugmelding | null;
  testId: string;
  mt: number;
}) {
  if (!uitslag) return null;
  return (
    <Alert
      severity={uitslag.ernst}
      role={uitslag.ernst === 'error' ? 'alert' : 'status'}
      sx={{ mt }}
      data-testid={testId}
    >
      {uitslag.tekst}
    </Alert>
  );
}
