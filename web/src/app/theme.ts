import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface TypeBackground {
    /** A light tint of the primary colour for cards within a page (contacts, opening hours, prices). */
    tint: string;
  }
}

/** The system font stack: no web font to download, so the first paint is not held up. */
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: '#0b6466', contrastText: '#ffffff' },
    secondary: { main: '#b4441c', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    background: { default: '#f6f3ec', paper: '#ffffff', tint: '#eef6f5' },
    text: { primary: '#1f2a2e', secondary: '#4a565b' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    // Long Dutch compounds ('kinderkledingbeurs') must fit a 360 px screen.
    h1: {
      fontSize: '1.6rem',
      fontWeight: 700,
      lineHeight: 1.2,
      overflowWrap: 'break-word',
      '@media (min-width:600px)': { fontSize: '1.9rem' },
    },
    h2: { fontSize: '1.3rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.1rem', fontWeight: 700 },
    body1: { lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
