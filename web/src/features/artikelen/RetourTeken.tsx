import Box from '@mui/material/Box';

/** The red dot and the word 'retour', as on the label. */
export function RetourTeken() {
  return (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 700, whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', mr: 0.5 }}
      />
      retour
    </Box>
  );
}
