import {
  $isListNode,
  ListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $isHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  type TextFormatType,
} from 'lexical';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { TipKnop } from '../../components/beheer/TipKnop';

type Blok = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number';

const OPMAAK: { format: TextFormatType; label: string; icon: ReactNode }[] = [
  { format: 'bold', label: 'Vet', icon: <FormatBoldIcon fontSize="small" /> },
  { format: 'italic', label: 'Cursief', icon: <FormatItalicIcon fontSize="small" /> },
  { format: 'underline', label: 'Onderstreept', icon: <FormatUnderlinedIcon fontSize="small" /> },
];

const LIJSTEN: { soort: 'bullet' | 'number'; titel: string; icon: ReactNode }[] = [
  { soort: 'bullet', titel: 'Opsomming', icon: <FormatListBulletedIcon fontSize="small" /> },
  { soort: 'number', titel: 'Genummerde lijst', icon: <FormatListNumberedIcon fontSize="small" /> },
];

/** Formatting buttons for the news editor, after Lexical's examples/react-rich ToolbarPlugin. */
export function NieuwsToolbar() {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<ReadonlySet<TextFormatType>>(new Set());
  const [blok, setBlok] = useState<Blok>('paragraph');
  const [kanOngedaan, setKanOngedaan] = useState(false);
  const [kanOpnieuw, setKanOpnieuw] = useState(false);

  const volgSelectie = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    setFormats(new Set(OPMAAK.map((o) => o.format).filter((f) => selection.hasFormat(f))));
    const anker = selection.anchor.getNode();
    const element = anker.getKey() === 'root' ? anker : anker.getTopLevelElementOrThrow();
    if ($isHeadingNode(element)) setBlok(element.getTag() === 'h3' ? 'h3' : 'h2');
    else if ($isListNode(element)) {
      const lijst = $getNearestNodeOfType(anker, ListNode) ?? element;
      setBlok(lijst.getListType() === 'number' ? 'number' : 'bullet');
    } else setBlok('paragraph');
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(volgSelectie)),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            volgSelectie();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (kan) => {
            setKanOngedaan(kan);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (kan) => {
            setKanOpnieuw(kan);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, volgSelectie],
  );

  const zetKop = (tag: HeadingTagType) =>
    editor.update(() => {
      const selection = $getSelection();
      if (blok === tag) $setBlocksType(selection, () => $createParagraphNode());
      else $setBlocksType(selection, () => $createHeadingNode(tag));
    });

  const zetLijst = (type: 'bullet' | 'number') => {
    if (blok === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Opmaak"
      spacing={0.5}
      sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', alignItems: 'center' }}
    >
      {[
        { tip: 'Ongedaan maken', kan: kanOngedaan, opdracht: UNDO_COMMAND, icon: <UndoIcon fontSize="small" /> },
        { tip: 'Opnieuw', kan: kanOpnieuw, opdracht: REDO_COMMAND, icon: <RedoIcon fontSize="small" /> },
      ].map(({ tip, kan, opdracht, icon }) => (
        <TipKnop
          key={tip}
          tip={tip}
          size="small"
          aria-label={tip}
          disabled={!kan}
          onClick={() => editor.dispatchCommand(opdracht, undefined)}
        >
          {icon}
        </TipKnop>
      ))}
      <Divider orientation="vertical" flexItem />
      {OPMAAK.map(({ format, label, icon }) => (
        <Tooltip key={format} title={label}>
          <ToggleButton
            value={format}
            size="small"
            selected={formats.has(format)}
            aria-label={label}
            onChange={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
            sx={{ border: 0 }}
          >
            {icon}
          </ToggleButton>
        </Tooltip>
      ))}
      <Divider orientation="vertical" flexItem />
      {(['h2', 'h3'] as const).map((tag) => (
        <Tooltip key={tag} title={tag === 'h2' ? 'Kop H2' : 'Tussenkop H3'}>
          <ToggleButton
            value={tag}
            size="small"
            selected={blok === tag}
            aria-label={tag === 'h2' ? 'Kop H2' : 'Tussenkop H3'}
            onChange={() => zetKop(tag)}
            sx={{ border: 0, fontWeight: 700, minWidth: 36 }}
          >
            {tag.toUpperCase()}
          </ToggleButton>
        </Tooltip>
      ))}
      {LIJSTEN.map(({ soort, titel, icon }) => (
        <Tooltip key={soort} title={titel}>
          <ToggleButton
            value={soort}
            size="small"
            selected={blok === soort}
            aria-label={titel}
            onChange={() => zetLijst(soort)}
            sx={{ border: 0 }}
          >
            {icon}
          </ToggleButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
