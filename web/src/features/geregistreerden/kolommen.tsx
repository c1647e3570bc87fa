import { doetMeeAan, isBeschermd } from '@backend/registratie/domein';
import type { Deelnemer } from '@backend/kern/types';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MailIcon from '@mui/icons-material/MailOutlined';
import NummerIcon from '@mui/icons-material/PinOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import type { GridColDef, GridColumnGroupingModel, GridRenderCellParams } from '@mui/x-data-grid';
import { verborgen } from '../../components/verborgen';
import { useRijActies, type Vrijwilligersdag } from './context';
import { TipKnop } from '../../components/beheer/TipKnop';
import { BevestigingCel, bevestigingTekst } from './Bevestiging';

type Cel = GridRenderCellParams<Deelnemer>;

function Uitklapper({ rij }: { rij: Deelnemer }) {
  const { uitgeklapt, wisselUitgeklapt } = useRijActies();
  const open = uitgeklapt.has(rij.id);
  return (
    <IconButton
      size="small"
      aria-expanded={open}
      aria-label={`Afleveringen van ${rij.naam} ${open ? 'verbergen' : 'tonen'}`}
      onClick={() => wisselUitgeklapt(rij.id)}
    >
      {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
    </IconButton>
  );
}

function ActiefVinkje({ rij }: { rij: Deelnemer }) {
  const { zetActief, beurs } = useRijActies();
  return (
    <Checkbox
      size="small"
      checked={doetMeeAan(rij, beurs)}
      onChange={(e) => zetActief(rij, e.target.checked)}
      slotProps={{ input: { 'aria-label': `Actief: ${rij.naam}` } }}
    />
  );
}

const DAG_LABEL: Record<Vrijwilligersdag, string> = {
  vrijwilligerVrijdag: 'Vrijwilliger vrijdag',
  vrijwilligerZaterdag: 'Vrijwilliger zaterdag',
};

function VrijwilligerVinkje({ rij, dag }: { rij: Deelnemer; dag: Vrijwilligersdag }) {
  const { zetVrijwilliger } = useRijActies();
  return (
    <Checkbox
      size="small"
      checked={rij[dag]}
      onChange={(e) => zetVrijwilliger(rij, dag, e.target.checked)}
      slotProps={{ input: { 'aria-label': `${DAG_LABEL[dag]}: ${rij.naam}` } }}
    />
  );
}

function RijKnoppen({ rij }: { rij: Deelnemer }) {
  const { mail, anderNummer, verwijder } = useRijActies();
  const beschermd = isBeschermd(rij);
  return (
    <>
      {(
        [
          ['Ander nummer geven', `Ander nummer geven aan ${rij.naam}`, undefined, anderNummer, NummerIcon],
          ['Bevestigingsmail opnieuw sturen', `Mail sturen naar ${rij.naam}`, 'primary', mail, MailIcon],
          ['Verwijderen', `${rij.naam} verwijderen`, 'error', verwijder, DeleteIcon],
        ] as const
      ).map(([tip, label, kleur, actie, Icoon]) => (
        <TipKnop
          key={tip}
          tip={beschermd ? '' : tip}
          size="small"
          color={kleur}
          disabled={beschermd}
          aria-label={label}
          onClick={() => void actie(rij)}
        >
          <Icoon fontSize="small" />
        </TipKnop>
      ))}
    </>
  );
}

const vinkjeKolom = {
  type: 'boolean',
  width: 60,
  align: 'center',
  headerAlign: 'center',
  sortable: true,
  editable: false,
} as const;

export const kolommen: GridColDef<Deelnemer>[] = [
  {
    field: 'uitklappen',
    headerName: '',
    width: 40,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderHeader: () => (
      <Box component="span" sx={verborgen}>
        Afleveringen
      </Box>
    ),
    renderCell: ({ row }: Cel) => <Uitklapper rij={row} />,
  },
  {
    field: 'nummer',
    headerName: 'Nr.',
    description: 'Nummer',
    type: 'number',
    width: 56,
    align: 'left',
    headerAlign: 'left',
    // A seller number, not an amount: no thousands separator.
    valueFormatter: (value: number) => String(value),
  },
  { field: 'naam', headerName: 'Naam', flex: 1, minWidth: 100, editable: true },
  { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 130, editable: true },
  { field: 'telefoon', headerName: 'Telefoon', width: 120 },
  {
    field: 'actief',
    headerName: 'Actief',
    ...vinkjeKolom,
    width: 64,
    renderCell: ({ row }: Cel) => <ActiefVinkje rij={row} />,
  },
  {
    field: 'vrijwilligerVrijdag',
    headerName: 'Vr',
    description: 'Vrijwilliger op vrijdag',
    ...vinkjeKolom,
    renderCell: ({ row }: Cel) => <VrijwilligerVinkje rij={row} dag="vrijwilligerVrijdag" />,
  },
  {
    field: 'vrijwilligerZaterdag',
    headerName: 'Za',
    description: 'Vrijwilliger op zaterdag',
    ...vinkjeKolom,
    renderCell: ({ row }: Cel) => <VrijwilligerVinkje rij={row} dag="vrijwilligerZaterdag" />,
  },
  {
    field: 'acties',
    headerName: '',
    width: 116,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderHeader: () => (
      <Box component="span" sx={verborgen}>
        Ander nummer, mail en verwijderen
      </Box>
    ),
    renderCell: ({ row }: Cel) => <RijKnoppen rij={row} />,
  },
];

/**
 * The phone's columns (below `sm`): number, name, Actief and the three buttons fit in 288 px,
 * within the grid at 360 px even beside a scroll bar; the name gives way.
 */
const SMAL: Record<string, Partial<GridColDef<Deelnemer>>> = {
  nummer: { width: 48 },
  naam: { minWidth: 64 },
  acties: { width: 112 },
};
export const kolommenSmal: GridColDef<Deelnemer>[] = kolommen.map(
  (k) => ({ ...k, ...SMAL[k.field] }) as GridColDef<Deelnemer>,
);

/** Every column sits in a group: an empty group header would be an empty table header to a screen reader. */
export const kolomGroepen: GridColumnGroupingModel = [
  {
    groupId: 'deelnemer',
    headerName: 'Deelnemer',
    children: ['uitklappen', 'nummer', 'naam', 'email', 'telefoon', 'actief'].map((field) => ({ field })),
  },
  {
    groupId: 'vrijwilliger',
    headerName: 'Vrijwilliger',
    children: [{ field: 'vrijwilligerVrijdag' }, { field: 'vrijwilligerZaterdag' }],
  },
  { groupId: 'beheer', headerName: 'Acties', children: [{ field: 'acties' }] },
];

/** The column "Bevestigd" (issue 53), shown while the fair asks sellers to confirm. */
export const bevestigingKolom: GridColDef<Deelnemer> = {
  field: 'bevestiging',
  headerName: 'Bevestigd',
  description: 'Bevestigd, of wanneer de plek vrijkomt (Vrij: datum en tijd)',
  width: 210,
  sortable: true,
  filterable: false,
  valueGetter: (_waarde, rij) => bevestigingTekst(rij),
  renderCell: ({ row }: Cel) => <BevestigingCel rij={row} />,
};

/** The columns with "Bevestigd" after Actief, and its place in the groups. */
export const metBevestiging = (lijst: GridColDef<Deelnemer>[]) => {
  const i = lijst.findIndex((k) => k.field === 'actief');
  return [...lijst.slice(0, i + 1), bevestigingKolom, ...lijst.slice(i + 1)];
};
export const kolomGroepenMetBevestiging: GridColumnGroupingModel = kolomGroepen.map((g) =>
  g.groupId === 'deelnemer' ? { ...g, children: [...g.children, { field: 'bevestiging' }] } : g,
);
