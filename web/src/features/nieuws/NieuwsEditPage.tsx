import { $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { $getRoot, $insertNodes, type LexicalEditor } from 'lexical';
import { useCallback, useEffect, useState } from 'react';
import { haalNieuws } from './api';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { foutTekst } from '../../data/http';
import { useMeldingen, type Meldingen } from '../../components/beheer/useMeldingen';
import { NieuwsToolbar } from './NieuwsToolbar';
import { OpslaanKnop } from './OpslaanKnop';
import { nieuwsThema } from './thema';

const PLACEHOLDER = 'Begin met typen ...';

const beginMet = (html: string) => (editor: LexicalEditor) => {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const root = $getRoot();
  root.clear();
  root.select();
  $insertNodes($generateNodesFromDOM(editor, dom));
};

function NieuwsEditor({ html, toon, fout }: { html: string } & Pick<Meldingen, 'toon' | 'fout'>) {
  const initialConfig: InitialConfigType = {
    namespace: 'nieuws',
    theme: nieuwsThema,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
    editorState: html.trim() ? beginMet(html) : undefined,
    onError: (error) => {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Paper variant="outlined" sx={{ maxWidth: 820 }}>
        <NieuwsToolbar />
        <Box
          sx={{
            position: 'relative',
            '& .nieuws-invoer': { minHeight: 280, p: 2, outline: 'none', typography: 'body1' },
            '& .nieuws-invoer:focus-visible': { boxShadow: (t) => `inset 0 0 0 2px ${t.palette.primary.main}` },
            '& .editor-paragraph': { m: 0, mb: 1 },
            '& .editor-heading-h2': { typography: 'h5', m: 0, mb: 1 },
            '& .editor-heading-h3': { typography: 'h6', m: 0, mb: 1 },
            '& .editor-text-bold': { fontWeight: 700 },
            '& .editor-text-italic': { fontStyle: 'italic' },
            '& .editor-text-underline': { textDecoration: 'underline' },
            '& .editor-list-ul, & .editor-list-ol': { m: 0, mb: 1, pl: 3 },
          }}
        >
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="nieuws-invoer"
                aria-label="Nieuws"
                aria-placeholder={PLACEHOLDER}
                placeholder={
                  <Typography
                    color="text.disabled"
                    sx={{ position: 'absolute', top: 16, left: 16, pointerEvents: 'none' }}
                  >
                    {PLACEHOLDER}
                  </Typography>
                }
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin />
      </Paper>
      <OpslaanKnop toon={toon} fout={fout} />
    </LexicalComposer>
  );
}

/** Administrator: the news text, shown to every visitor in the news panel (SPEC.md section 2). */
export default function NieuwsEditPage() {
  const [html, setHtml] = useState<string | null>(null);
  const [laadFout, setLaadFout] = useState<string | null>(null);
  const { toon, fout, meldingen } = useMeldingen();

  // Without the stored text the editor stays closed: saving an empty editor would wipe the news.
  const laad = useCallback(async () => {
    setLaadFout(null);
    try {
      setHtml((await haalNieuws()).tekst ?? '');
    } catch (error) {
      setLaadFout(foutTekst(error));
    }
  }, []);

  useEffect(() => {
    void laad();
  }, [laad]);

  return (
    <AdminPagina titel="Nieuws">
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 820 }}>
        Deze tekst staat in het nieuwsblok naast elke pagina. Na Opslaan zien bezoekers hem direct.
      </Typography>
      {laadFout ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void laad()}>
              Opnieuw laden
            </Button>
          }
        >
          {laadFout}
        </Alert>
      ) : html === null ? (
        <CircularProgress aria-label="Nieuws laden" />
      ) : (
        <NieuwsEditor html={html} toon={toon} fout={fout} />
      )}
      {meldingen}
    </AdminPagina>
  );
}
