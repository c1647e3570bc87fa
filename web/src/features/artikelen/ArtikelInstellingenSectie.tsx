import { useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { instellingFouten, INSTELLING_NAMEN, type ArtikelInstellingen } from '@backend/artikelen/domein';
import { leesbareDeadline } from '@backend/kern/deadline';
import { plusDagen } from '@backend/kern/datums';
import { bewaarArtikelInstellingen } from './api';
import { HalvePrijsVelden, halvePrijsTekst, halvePrijsUit } from './HalvePrijsVelden';
import { kaalBedrag } from '@backend/kern/geld';
import { BedragVeld, bedragUit } from '../../components/beheer/BedragVeld';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import type { Meldingen } from '../../components/beheer/useMeldingen';

interface Props {
  instellingen: ArtikelInstellingen;
  datum: string;
  opgeslagen: () => void;
  toon: Meldingen['toon'];
  fout: (e: unknown) => void;
}

type Schakelaar = Pick<ArtikelInstellingen, 'onlineInvoeren' | 'mijnVerkopen' | 'deadline' | 'halvePrijs'>;

type Bedrag = 'prijsStapCent' | 'minimumPrijsCent' | 'maximumPrijsCent';
const BEDRAGEN: Bedrag[] = ['prijsStapCent', 'minimumPrijsCent', 'maximumPrijsCent'];

const alsTekst = (i: ArtikelInstellingen) => ({
  prijsStapCent: kaalBedrag(i.prijsStapCent),
  minimumPrijsCent: kaalBedrag(i.minimumPrijsCent),
  maximumPrijsCent: kaalBedrag(i.maximumPrijsCent),
  maxArtikelen: String(i.maxArtikelen),
});

/**
 * 'Artikelen online invoeren' and the rules for the current fair. The rule of every settings
 * screen (issue 38, SPEC.md section 4): a switch or checkbox acts at once, and the toast says so
 * with 'Ongedaan maken'; the typed values (amounts in euros, the maximum, a date) are saved with
 * 'Opslaan', with the warning before unsaved changes are lost.
 */
export function ArtikelInstellingenSectie({ instellingen, datum, opgeslagen, toon, fout }: Props) {
  const [online, setOnline] = useState(instellingen.onlineInvoeren);
  const [tekst, setTekst] = useState(alsTekst(instellingen));
  const [deadline, setDeadline] = useState(instellingen.deadline);
  const [mijnVerkopen, setMijnVerkopen] = useState(instellingen.mijnVerkopen);
  const [halveAan, setHalveAan] = useState(instellingen.halvePrijs !== null);
  const [halveTekst, setHalveTekst] = useState(halvePrijsTekst(instellingen.halvePrijs, datum));
  const [bezig, setBezig] = useState(false);
  const [schakelt, setSchakelt] = useState(false);
  // What the server holds now; a ref, so an undo clicked later starts from the latest state.
  const [bewaard, setBewaardState] = useState(instellingen);
  const bewaardRef = useRef(instellingen);
  const setBewaard = (i: ArtikelInstellingen) => {
    bewaardRef.current = i;
    setBewaardState(i);
  };
  const toonSchakelaars = (s: Partial<Schakelaar>) => {
    if (s.onlineInvoeren !== undefined) setOnline(s.onlineInvoeren);
    if (s.mijnVerkopen !== undefined) setMijnVerkopen(s.mijnVerkopen);
    if (s.deadline !== undefined) setDeadline(s.deadline);
    if (s.halvePrijs !== undefined) {
      setHalveAan(s.halvePrijs !== null);
      if (s.halvePrijs) setHalveTekst(halvePrijsTekst(s.halvePrijs, datum));
    }
  };

  /** A switch acts at once: the stored settings with only this changed (a typed value waits for Opslaan). */
  async function schakel(patch: Partial<Schakelaar>, wat: string, ongedaan = false) {
    const voor = bewaardRef.current;
    const terug = Object.fromEntries(
      Object.keys(patch).map((k) => [k, voor[k as keyof Schakelaar]]),
    ) as Partial<Schakelaar>;
    toonSchakelaars(patch);
    setSchakelt(true);
    try {
      const { instellingen: nieuw } = await bewaarArtikelInstellingen({ ...voor, ...patch });
      setBewaard(nieuw);
      toon(
        'success',
        ongedaan ? `Ongedaan gemaakt: ${wat}` : wat,
        'Opgeslagen',
        ongedaan ? undefined : { label: 'Ongedaan maken', doe: () => void schakel(terug, wat, true) },
      );
    } catch (e) {
      toonSchakelaars(terug);
      fout(e);
    } finally {
      setSchakelt(false);
    }
  }
  const standaard = `${plusDagen(datum, -2)}T23:59`;

  const maxArtikelen = /^\d{1,4}$/.test(tekst.maxArtikelen.trim()) ? Number(tekst.maxArtikelen) : NaN;
  const waarde: ArtikelInstellingen = {
    onlineInvoeren: online,
    prijsStapCent: bedragUit(tekst.prijsStapCent) ?? NaN,
    minimumPrijsCent: bedragUit(tekst.minimumPrijsCent) ?? NaN,
    maximumPrijsCent: bedragUit(tekst.maximumPrijsCent) ?? NaN,
    maxArtikelen,
    deadline,
    mijnVerkopen,
    halvePrijs: halveAan ? halvePrijsUit(halveTekst) : null,
  };
  const fouten = instellingFouten(waarde);
  const klopt = Object.keys(fouten).length === 0;
  // Compared as values: '0,5' for € 0,50 is no change; what does not read (NaN) is one.
  const gewijzigd = (Object.keys(waarde) as (keyof ArtikelInstellingen)[]).some((k) =>
    k === 'halvePrijs'
      ? JSON.stringify(waarde.halvePrijs) !== JSON.stringify(bewaard.halvePrijs ?? null)
      : !Object.is(waarde[k], bewaard[k]),
  );
  const geldend = leesbareDeadline(deadline ?? standaard);

  async function bewaar(event: FormEvent) {
    event.preventDefault();
    if (!klopt) return;
    setBezig(true);
    try {
      await bewaarArtikelInstellingen(waarde);
      toon('success', 'De instellingen voor artikelen zijn opgeslagen.');
      opgeslagen();
    } catch (e) {
      fout(e);
    } finally {
      setBezig(false);
    }
  }

  return (
    <Box
      component="form"
      onSubmit={(e) => void bewaar(e)}
      noValidate
      aria-labelledby="artikel-instellingen"
      sx={{ mb: 3 }}
    >
      <Typography variant="h2" id="artikel-instellingen" sx={{ mb: 1 }}>
        Instellingen voor deze beurs
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={online}
            disabled={schakelt}
            onChange={(e) =>
              void schakel(
                { onlineInvoeren: e.target.checked },
                `Artikelen online invoeren: ${e.target.checked ? 'aan' : 'uit'}`,
              )
            }
          />
        }
        label="Artikelen online invoeren"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="online-uitleg">
        {online
          ? `Aan: verkopers voeren via hun persoonlijke link hun artikelen in en printen labels met barcode, tot en met ${geldend}. Wie nog geen mail met die link kreeg, heeft hem gekregen. Handgeschreven labels blijven ook werken.`
          : 'Uit: verkopers schrijven hun labels met de hand. Zet je dit aan, dan krijgt elke verkoper van deze beurs meteen een mail met de link om artikelen in te voeren.'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, mb: 1 }}>
        {BEDRAGEN.map((veld) => (
          <BedragVeld
            key={veld}
            label={INSTELLING_NAMEN[veld]}
            tekst={tekst[veld]}
            onChange={(t) => setTekst({ ...tekst, [veld]: t })}
            fout={fouten[veld]}
          />
        ))}
        <TextField
          label={INSTELLING_NAMEN.maxArtikelen}
          size="small"
          value={tekst.maxArtikelen}
          onChange={(e) => setTekst({ ...tekst, maxArtikelen: e.target.value })}
          error={fouten.maxArtikelen !== undefined}
          helperText={fouten.maxArtikelen ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={deadline === null}
            disabled={schakelt}
            onChange={(e) =>
              void schakel(
                { deadline: e.target.checked ? null : standaard },
                e.target.checked ? 'Standaarddeadline: aan' : `Eigen deadline: ${leesbareDeadline(standaard)}`,
              )
            }
          />
        }
        label={`Standaarddeadline: de dag vóór de inleveringsvrijdag, 23:59 (${leesbareDeadline(standaard)})`}
      />
      {deadline !== null && (
        <TextField
          label="Deadline (tot en met)"
          type="datetime-local"
          size="small"
          value={deadline}
          onChange={(e) => setDeadline(e.target.value || null)}
          error={fouten.deadline !== undefined}
          helperText={fouten.deadline ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ display: 'block', mt: 1 }}
        />
      )}
      <FormControlLabel
        sx={{ display: 'flex', mt: 1 }}
        control={
          <Checkbox
            checked={mijnVerkopen}
            disabled={schakelt}
            onChange={(e) =>
              void schakel({ mijnVerkopen: e.target.checked }, `Mijn verkopen: ${e.target.checked ? 'aan' : 'uit'}`)
            }
          />
        }
        label="Mijn verkopen: verkopers zien op hun persoonlijke pagina wat er tijdens de beurs al verkocht is"
      />
      <HalvePrijsVelden
        aan={halveAan}
        tekst={halveTekst}
        minimumPrijsCent={waarde.minimumPrijsCent}
        fouten={fouten}
        schakelt={schakelt}
        onSchakel={(aan) =>
          void schakel(
            { halvePrijs: aan ? halvePrijsUit(halvePrijsTekst(null, datum)) : null },
            `Halve prijs aan het eind: ${aan ? 'aan' : 'uit'}`,
          )
        }
        onChange={setHalveTekst}
      />
      <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
    </Box>
  );
}
