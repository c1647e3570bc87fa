import { leesIban } from '@backend/kern/iban';
import { bankNaam, tenaamstellingregel } from '@backend/afrekening/domein';
import { MELDING_BANK_ALLEEN_DEZE_BEURS } from '@backend/afrekening/domein';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Sectie } from '../../components/Pagina';
import { TerugmeldingAlert, type Terugmelding } from '../../components/Terugmelding';
import { usePersoonlijkeLink } from '../../components/usePersoonlijkeLink';
import { useTekstvelden } from '../../components/useTekstvelden';
import { foutTekst, foutVeld } from '../../data/http';
import { bewaarMijnUitbetaling, haalMijnUitbetaling } from './api';
import type { EigenUitbetaling } from '@backend/kern/api-types';
import { Formulier } from '../../components/Formulier';

type Veld = 'iban' | 'tenaamstelling';
const VELDEN: readonly Veld[] = ['iban', 'tenaamstelling'];
const MELDING_NAAM_LEEG = 'Vul de naam in die bij de rekening hoort.';
/** The server's rule for the name (issue 50): a name the bank can read, checked here first. */
const naamregel = tenaamstellingregel('Ten name van', { verplicht: true });

/**
 * Under the name field: the name as the bank will see it, once it differs from what was typed
 * ('Иван Петров' goes to the bank as 'Ivan Petrov'), so the seller is not surprised by the
 * bank's name check.
 */
function naamHulp(naam: string): string {
  const voorBank = bankNaam(naam);
  return voorBank !== '' && voorBank !== naam.trim()
    ? `De bank ziet: ${voorBank}`
    : 'De naam die bij de rekening hoort';
}

/** What the seller's payout is now, in one sentence: the IBAN only as the server masked it. */
function Huidig({ u }: { u: EigenUitbetaling }) {
  return (
    <Typography data-testid="uitbetaling-nu" sx={{ mb: 1 }}>
      {u.wijze === 'bank' ? (
        <>
          Je geld wordt overgemaakt naar <strong style={{ whiteSpace: 'nowrap' }}>{u.iban}</strong> ten name van{' '}
          {u.tenaamstelling}
          {u.tenaamstelling && bankNaam(u.tenaamstelling) !== u.tenaamstelling
            ? ` (voor de bank: ${bankNaam(u.tenaamstelling)})`
            : ''}
          .
        </>
      ) : (
        'Je krijgt je geld contant in de envelop als je je spullen ophaalt.'
      )}
    </Typography>
  );
}

/**
 * "Uitbetaling" on the seller's personal page (issue 36): cash in the envelope (the default) or
 * a transfer to their account, when the fair offers that, until the settlement is closed. The
 * IBAN typed here is sent once and never shown back in full.
 */
export function MijnUitbetaling({ token }: { token: string }) {
  const { stand, setStand, fout } = usePersoonlijkeLink(haalMijnUitbetaling, { token });
  const [wijze, setWijze] = useState<'contant' | 'bank' | null>(null);
  const velden = useTekstvelden<Veld>({ iban: '', tenaamstelling: '' });
  const { iban, tenaamstelling: naam } = velden.waarden;
  const [melding, setMelding] = useState<Terugmelding | null>(null);
  const [bezig, setBezig] = useState(false);
  const kop = useId();

  if (fout) return null;
  if (!stand) return null;
  // A fair without bank payout has nothing to choose: the envelope, as always.
  if (!stand.aangeboden && stand.wijze === 'contant') return null;
  if (!stand.wijzigbaar) {
    // After closing, the seller's statement below says what they get (in the envelope, or
    // transferred, also once the account was erased after the payout): here only a chosen account.
    if (stand.wijze === 'contant') return null;
    return (
      <Sectie titel="Uitbetaling">
        <Huidig u={stand} />
        {stand.melding && <Typography variant="body2">{stand.melding}</Typography>}
      </Sectie>
    );
  }

  const gekozen = wijze ?? stand.wijze;

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    setMelding(null);
    const gevonden: Partial<Record<Veld, string>> = {};
    if (gekozen === 'bank') {
      const gelezen = leesIban(iban);
      if (!gelezen.ok) gevonden.iban = gelezen.melding;
      const naamUitkomst = naamregel.controleer(naam);
      if (naam.trim() === '') gevonden.tenaamstelling = MELDING_NAAM_LEEG;
      else if (!naamUitkomst.ok) gevonden.tenaamstelling = naamUitkomst.fout;
    }
    velden.setFouten(gevonden);
    if (Object.keys(gevonden).length > 0) return;
    setBezig(true);
    try {
      const nieuw = await bewaarMijnUitbetaling(
        token,
        gekozen === 'bank' ? { wijze: 'bank', iban, tenaamstelling: naam.trim() } : { wijze: 'contant' },
      );
      setStand(nieuw);
      // The full IBAN leaves the page: from now on only the masked one is shown.
      velden.herstel();
      setWijze(null);
      setMelding({
        ernst: 'success',
        tekst:
          nieuw.wijze === 'bank' ? 'Opgeslagen: je geld wordt overgemaakt.' : 'Opgeslagen: je krijgt je geld contant.',
      });
    } catch (e) {
      const veld = foutVeld(e, VELDEN);
      if (veld) velden.setFouten({ [veld]: foutTekst(e) });
      else setMelding({ ernst: 'error', tekst: foutTekst(e) });
    } finally {
      setBezig(false);
    }
  }

  return (
    <Sectie titel="Uitbetaling">
      <Huidig u={stand} />
      <Formulier label="Uitbetaling" onSubmit={opslaan}>
        <FormControl>
          <FormLabel id={kop}>Hoe wil je je geld krijgen?</FormLabel>
          <RadioGroup
            aria-labelledby={kop}
            value={gekozen}
            onChange={(e) => {
              setWijze(e.target.value as 'contant' | 'bank');
              setMelding(null);
            }}
          >
            <FormControlLabel value="contant" control={<Radio />} label="Contant in de envelop" />
            <FormControlLabel value="bank" control={<Radio />} label="Overmaken" disabled={!stand.bankMogelijk} />
          </RadioGroup>
        </FormControl>
        {!stand.bankMogelijk && (
          <Typography variant="body2" data-testid="uitbetaling-alleen-contant">
            {MELDING_BANK_ALLEEN_DEZE_BEURS}
          </Typography>
        )}
        {gekozen === 'bank' && stand.bankMogelijk && (
          <>
            <Typography variant="body2">
              {stand.wijze === 'bank' ? 'Typ je IBAN opnieuw als je naar een andere rekening wilt. ' : ''}
              Na de beurs krijg je het exacte bedrag, tot op de cent. We bewaren je rekeningnummer tot het geld is
              overgemaakt en tonen het nergens voluit.
            </Typography>
            <TextField
              label="IBAN"
              {...velden.veld('iban', 'Bijvoorbeeld NL91 ABNA 0417 1643 00')}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            />
            <TextField label="Ten name van" {...velden.veld('tenaamstelling', naamHulp(naam))} autoComplete="name" />
          </>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={bezig}>
            Opslaan
          </Button>
        </Box>
        <TerugmeldingAlert uitslag={melding} testId="uitbetaling-melding" mt={1} />
      </Formulier>
    </Sectie>
  );
}
