/**
 * "Halve prijs aan het eind" in the administrator's item settings (issue 54): the switch acts at
 * once (as every switch on a settings screen), the start, the discount, the rounding and the
 * default for new items are typed and saved with Opslaan. The rules are the server's
 * (artikelen/domein/halvePrijs.ts halvePrijsFouten), shown at each field.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { afgeprijsd, HALVE_PRIJS_GRENZEN, STANDAARD_HALVE_PRIJS, type HalvePrijs } from '@backend/artikelen/domein';
import { leesbareDeadline } from '@backend/kern/deadline';
import { euro, kaalBedrag } from '@backend/kern/geld';
import { BedragVeld, bedragUit } from '../../components/beheer/BedragVeld';

/** The typed values, as text until saved. */
export interface HalvePrijsTekst {
  vanaf: string;
  procent: string;
  afronding: string;
  standaard: boolean;
}

export const halvePrijsTekst = (h: HalvePrijs | null, datum: string): HalvePrijsTekst => ({
  vanaf: h?.vanaf ?? `${datum}T14:00`,
  procent: String(h?.procent ?? STANDAARD_HALVE_PRIJS.procent),
  afronding: kaalBedrag(h?.afrondingCent ?? STANDAARD_HALVE_PRIJS.afrondingCent),
  standaard: h?.standaard ?? STANDAARD_HALVE_PRIJS.standaard,
});

/** The setting the text says (NaN where it does not read: the field then shows why). */
export const halvePrijsUit = (t: HalvePrijsTekst): HalvePrijs => ({
  vanaf: t.vanaf,
  procent: /^\d{1,3}$/.test(t.procent.trim()) ? Number(t.procent) : NaN,
  afrondingCent: bedragUit(t.afronding) ?? NaN,
  standaard: t.standaard,
});

interface Props {
  aan: boolean;
  tekst: HalvePrijsTekst;
  minimumPrijsCent: number;
  fouten: Partial<Record<'halvePrijs.vanaf' | 'halvePrijs.procent' | 'halvePrijs.afrondingCent', string>>;
  schakelt: boolean;
  onSchakel: (aan: boolean) => void;
  onChange: (tekst: HalvePrijsTekst) => void;
}

export function HalvePrijsVelden({ aan, tekst, minimumPrijsCent, fouten, schakelt, onSchakel, onChange }: Props) {
  const waarde = halvePrijsUit(tekst);
  const voorbeeld =
    Object.keys(fouten).length === 0 && Number.isFinite(minimumPrijsCent)
      ? ` Een label van ${euro(450)} kost dan ${euro(afgeprijsd(450, { ...waarde, minimumPrijsCent }))}.`
      : '';
  return (
    <Box component="section" aria-labelledby="halve-prijs" sx={{ mt: 2 }} data-testid="halve-prijs">
      <Typography variant="h3" id="halve-prijs" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 0.5 }}>
        Halve prijs aan het eind
      </Typography>
      <FormControlLabel
        control={<Switch checked={aan} disabled={schakelt} onChange={(e) => onSchakel(e.target.checked)} />}
        label="Halve prijs aan het eind"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {aan
          ? `Aan: vanaf ${fouten['halvePrijs.vanaf'] ? 'de starttijd' : leesbareDeadline(tekst.vanaf)} verkoopt de kassa elk artikel met ½ op het label voor ${100 - (Number.isFinite(waarde.procent) ? waarde.procent : 50)} % van de prijs, naar beneden afgerond en nooit onder de minimumprijs.${voorbeeld} Artikelen zonder ½ houden hun prijs.`
          : 'Uit: de kassa verkoopt alles voor de prijs op het label. Verkopers kiezen per artikel wel alvast of het afgeprijsd mag worden.'}
      </Typography>
      {aan && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <TextField
            label="Halve prijs vanaf"
            name="halvePrijsVanaf"
            type="datetime-local"
            size="small"
            value={tekst.vanaf}
            onChange={(e) => onChange({ ...tekst, vanaf: e.target.value })}
            error={fouten['halvePrijs.vanaf'] !== undefined}
            helperText={fouten['halvePrijs.vanaf'] ?? 'Tijd in Nederland, op de beursdag'}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 260 } }}
          />
          <TextField
            label="Korting (%)"
            name="halvePrijsProcent"
            size="small"
            value={tekst.procent}
            onChange={(e) => onChange({ ...tekst, procent: e.target.value })}
            error={fouten['halvePrijs.procent'] !== undefined}
            helperText={
              fouten['halvePrijs.procent'] ??
              `${HALVE_PRIJS_GRENZEN.procent.min} tot en met ${HALVE_PRIJS_GRENZEN.procent.max} %`
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: { xs: '100%', sm: 160 } }}
          />
          <BedragVeld
            label="Afronden naar beneden op"
            tekst={tekst.afronding}
            onChange={(afronding) => onChange({ ...tekst, afronding })}
            fout={fouten['halvePrijs.afrondingCent']}
          />
          <FormControlLabel
            sx={{ display: 'flex', width: '100%' }}
            control={
              <Checkbox
                checked={tekst.standaard}
                onChange={(e) => onChange({ ...tekst, standaard: e.target.checked })}
              />
            }
            label="Nieuwe artikelen mogen standaard afgeprijsd worden (de verkoper kan het per artikel uitzetten)"
          />
        </Box>
      )}
    </Box>
  );
}
