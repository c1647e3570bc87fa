import type { AfrekeningInstellingen } from '@backend/kern/afrekening-instellingen';
import { euro } from '@backend/kern/geld';
import { ibanInGroepen, leesIban } from '@backend/kern/iban';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { BedragVeld, bedragUit } from '../../components/beheer/BedragVeld';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import { kaalBedrag } from '@backend/kern/geld';
import { useTekstvelden } from '../../components/useTekstvelden';
import type { ApiError } from '../../data/http';
import type { BeheerInstellingen } from './api';

/** Above this a fee is a typo, not a fee at a children's fair. */
const MAX_KOSTEN_CENT = 10_000;
const MELDING_TE_HOOG = `Hoogstens ${euro(MAX_KOSTEN_CENT)}`;
const MELDING_NAAM_LEEG = 'Vul de naam van de rekeninghouder in.';

type Bankveld = 'iban' | 'tenaamstelling';
const BANKVELD = { width: { xs: '100%', sm: 300 } };

/**
 * The settlement's percentage and fees (SPEC.md's 20 %, € 1 and € 2 until changed), and whether
 * sellers may be paid by bank from the organisation's account (issue 36), saved with 'Opslaan'
 * like every settings form (issue 25).
 */
export function InstellingenFormulier({
  instellingen,
  bewaar,
}: {
  instellingen: BeheerInstellingen;
  /** Answers the refusal to show at the IBAN or name field, or null. */
  bewaar: (i: AfrekeningInstellingen) => Promise<ApiError | null>;
}) {
  const [percentage, setPercentage] = useState(String(instellingen.commissiePercentage));
  const [administratie, setAdministratie] = useState(kaalBedrag(instellingen.administratiekostenCent));
  const [retour, setRetour] = useState(kaalBedrag(instellingen.retourkostenCent));
  const [bank, setBank] = useState(instellingen.bankUitbetaling === true);
  // A refusal or a check is shown once 'Opslaan' was pressed, not while the treasurer types.
  const velden = useTekstvelden<Bankveld>({
    // In groups of four, as on a bank card: easier to check against the bank's papers.
    iban: instellingen.iban ? ibanInGroepen(instellingen.iban) : '',
    tenaamstelling: instellingen.tenaamstelling ?? '',
  });
  const { iban, tenaamstelling: naam } = velden.waarden;
  const [bezig, setBezig] = useState(false);
  const p = /^\d{1,3}$/.test(percentage.trim()) && Number(percentage) <= 100 ? Number(percentage) : null;
  const a = bedragUit(administratie);
  const r = bedragUit(retour);
  const klopt = p !== null && a !== null && r !== null && a <= MAX_KOSTEN_CENT && r <= MAX_KOSTEN_CENT;
  // Compared as values: '1' for € 1,00 is no change; the IBAN as the server stores it.
  const gelezenIban = iban.trim() === '' ? null : leesIban(iban);
  const ibanNu = gelezenIban?.ok ? gelezenIban.iban : iban.trim();
  const gewijzigd =
    p !== instellingen.commissiePercentage ||
    a !== instellingen.administratiekostenCent ||
    r !== instellingen.retourkostenCent ||
    bank !== (instellingen.bankUitbetaling === true) ||
    ibanNu !== (instellingen.iban ?? '') ||
    naam.trim() !== (instellingen.tenaamstelling ?? '');

  /** The quick check before sending: the server decides, and answers its own message at the field. */
  function controleer(): Partial<Record<Bankveld, string>> {
    const uit: Partial<Record<Bankveld, string>> = {};
    if (gelezenIban && !gelezenIban.ok) uit.iban = gelezenIban.melding;
    if (bank && gelezenIban === null) uit.iban = 'Vul het IBAN van de organisatie in.';
    if (bank && naam.trim() === '') uit.tenaamstelling = MELDING_NAAM_LEEG;
    return uit;
  }

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    if (!klopt) return;
    const gevonden = controleer();
    velden.setFouten(gevonden);
    if (Object.keys(gevonden).length > 0) return;
    setBezig(true);
    try {
      const geweigerd = await bewaar({
        commissiePercentage: p,
        administratiekostenCent: a,
        retourkostenCent: r,
        bankUitbetaling: bank,
        iban: ibanNu,
        tenaamstelling: naam.trim(),
      });
      if (geweigerd) velden.setFouten({ [geweigerd.veld as Bankveld]: geweigerd.message });
    } finally {
      setBezig(false);
    }
  }

  return (
    <Box component="form" noValidate aria-label="Instellingen van de afrekening" onSubmit={(e) => void opslaan(e)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Commissie (%)"
          size="small"
          value={percentage}
          onChange={(e) => setPercentage(e.target.value)}
          error={p === null}
          helperText={p === null ? 'Een heel getal van 0 tot 100' : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <BedragVeld
          label="Administratiekosten"
          tekst={administratie}
          onChange={setAdministratie}
          fout={a !== null && a > MAX_KOSTEN_CENT ? MELDING_TE_HOOG : null}
          helper="Vrijwilligers betalen niets"
          breedte={220}
        />
        <BedragVeld
          label="Retourkosten"
          tekst={retour}
          onChange={setRetour}
          fout={r !== null && r > MAX_KOSTEN_CENT ? MELDING_TE_HOOG : null}
          breedte={220}
        />
      </Stack>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
        <Typography component="legend" variant="h3" sx={{ mb: 0.5, p: 0 }}>
          Uitbetalen per bank
        </Typography>
        <FormControlLabel
          control={<Switch checked={bank} onChange={(e) => setBank(e.target.checked)} />}
          label="Uitbetalen per bank toestaan"
        />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="bank-uitleg">
          {bank
            ? 'Aan: verkopers kiezen op hun eigen pagina (de link in hun mail) tussen contant in de envelop en overmaken. Wie kiest voor overmaken, krijgt het exacte bedrag van deze rekening; na het afsluiten maak je hier het SEPA-bestand voor je bank.'
            : 'Uit: iedereen krijgt zijn geld contant in de envelop bij het ophalen.'}
        </Typography>
        {instellingen.rekeningBijAfsluiten && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="rekening-bij-afsluiten">
            Beurs {instellingen.rekeningBijAfsluiten.volgnummer} is afgesloten en betaalt uit van{' '}
            {instellingen.rekeningBijAfsluiten.iban} ten name van {instellingen.rekeningBijAfsluiten.tenaamstelling}, de
            rekening zoals die bij het afsluiten was. Een wijziging hier geldt pas voor de volgende beurs.
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="IBAN"
            size="small"
            {...velden.veld('iban', 'Waarvan de beurs overmaakt')}
            autoComplete="off"
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            sx={BANKVELD}
          />
          <TextField
            label="Naam rekeninghouder"
            size="small"
            {...velden.veld('tenaamstelling')}
            autoComplete="off"
            sx={BANKVELD}
          />
        </Stack>
      </Box>
      <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
    </Box>
  );
}
