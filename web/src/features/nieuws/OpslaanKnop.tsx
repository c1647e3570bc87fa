import { $generateHtmlFromNodes } from '@lexical/html';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { HISTORY_MERGE_TAG } from 'lexical';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { bewaarNieuws } from './api';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { useOpslaan } from '../../components/beheer/useOpslaan';

/** 'Opslaan': hands the editor's HTML to the server, which cleans it and updates every visitor live. */
export function OpslaanKnop({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [editor] = useLexicalComposerContext();
  const [gewijzigd, setGewijzigd] = useState(false);
  const { bezig, opslaan: bewaar } = useOpslaan({ toon, fout });

  useEffect(
    () =>
      // As Lexical's OnChangePlugin: loading the stored text and selection moves are no edits.
      editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, prevEditorState, tags }) => {
        if (prevEditorState.isEmpty() || tags.has(HISTORY_MERGE_TAG)) return;
        if (dirtyElements.size > 0 || dirtyLeaves.size > 0) setGewijzigd(true);
      }),
    [editor],
  );

  const opslaan = async () => {
    const html = editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null));
    await bewaar(async () => {
      await bewaarNieuws(html);
      setGewijzigd(false);
    }, 'Nieuws opgeslagen');
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
      <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void opslaan()} disabled={bezig}>
        Opslaan
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {gewijzigd ? 'Niet opgeslagen wijzigingen' : ''}
      </Typography>
    </Stack>
  );
}
