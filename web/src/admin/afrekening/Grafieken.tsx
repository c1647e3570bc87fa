import { bedrag, type AfrekeningOverzicht, type Grafiekcijfers } from '@domain/afrekening';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';

const HOOGTE = 260;
/** MUI X Charts has no Dutch locale; these are the texts a chart can show by itself. */
const NL = { noData: 'Nog geen gegevens', loading: 'Gegevens laden…' };
const euros = (cent: number | null) => (cent === null ? '' : bedrag(Math.round(cent)));
/** An axis has little room: whole euros. */
const euroAs = (cent: number) => `€ ${Math.round(cent / 100)}`;
const procent = (deel: number, geheel: number) => (geheel === 0 ? 0 : Math.round((deel / geheel) * 100));

function Grafiek({ titel, id, children }: { titel: string; id: string; children: ReactNode }) {
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, mb: 3, minWidth: 0 }}>
      <Typography variant="h3" id={id} component="figcaption" sx={{ mb: 1 }}>
        {titel}
      </Typography>
      {children}
    </Box>
  );
}

/** The fair's numbers (MUI X Charts), with the previous fair beside this one where there is one. */
export function Grafieken({ overzicht }: { overzicht: AfrekeningOverzicht }) {
  const nu: Grafiekcijfers = overzicht.afrekening.grafiek;
  const vorige = overzicht.vorige;
  const ruimtes = nu.perRuimte.map((r) => r.ruimte);
  const vorigePerRuimte = (ruimte: string) => vorige?.grafiek.perRuimte.find((r) => r.ruimte === ruimte);
  const dezeBeurs = `beurs ${overzicht.beurs.volgnummer}`;
  const vorigeBeurs = vorige ? `beurs ${vorige.beurs.volgnummer}` : '';

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
      <Grafiek titel="Aangeboden en verkocht per ruimte" id="grafiek-ruimte">
        <BarChart
          localeText={NL}
          height={HOOGTE}
          xAxis={[{ data: ruimtes, scaleType: 'band' }]}
          series={[
            { data: nu.perRuimte.map((r) => r.aangeboden), label: `Aangeboden ${dezeBeurs}` },
            { data: nu.perRuimte.map((r) => r.verkocht), label: `Verkocht ${dezeBeurs}` },
            ...(vorige
              ? [
                  { data: ruimtes.map((r) => vorigePerRuimte(r)?.aangeboden ?? 0), label: `Aangeboden ${vorigeBeurs}` },
                  { data: ruimtes.map((r) => vorigePerRuimte(r)?.verkocht ?? 0), label: `Verkocht ${vorigeBeurs}` },
                ]
              : []),
          ]}
        />
      </Grafiek>
      <Grafiek titel="Deel van het aanbod verkocht (%)" id="grafiek-deel">
        <BarChart
          localeText={NL}
          height={HOOGTE}
          xAxis={[{ data: ruimtes, scaleType: 'band' }]}
          yAxis={[{ min: 0, max: 100 }]}
          series={[
            {
              data: nu.perRuimte.map((r) => procent(r.verkochtVanAangeboden, r.aangeboden)),
              label: dezeBeurs,
              valueFormatter: (v) => `${v ?? 0} %`,
            },
            ...(vorige
              ? [
                  {
                    data: ruimtes.map((r) => {
                      const v = vorigePerRuimte(r);
                      return v ? procent(v.verkochtVanAangeboden, v.aangeboden) : 0;
                    }),
                    label: vorigeBeurs,
                    valueFormatter: (v: number | null) => `${v ?? 0} %`,
                  },
                ]
              : []),
          ]}
        />
      </Grafiek>
      <Grafiek titel="Opbrengst per half uur per ruimte" id="grafiek-tijd">
        {nu.perHalfUur.length === 0 ? (
          <Typography>Nog geen verkopen.</Typography>
        ) : (
          <LineChart
            localeText={NL}
            height={HOOGTE}
            xAxis={[{ data: nu.perHalfUur.map((h) => h.tijd), scaleType: 'point' }]}
            yAxis={[{ valueFormatter: euroAs }]}
            series={[
              { data: nu.perHalfUur.map((h) => h.Kleding), label: 'Kleding', valueFormatter: euros },
              { data: nu.perHalfUur.map((h) => h.Speelgoed), label: 'Speelgoed', valueFormatter: euros },
            ]}
          />
        )}
      </Grafiek>
      <Grafiek titel="Kleding per maatgroep" id="grafiek-maat">
        <BarChart
          localeText={NL}
          height={HOOGTE}
          xAxis={[{ data: nu.perMaatgroep.map((g) => g.groep), scaleType: 'band' }]}
          series={[
            { data: nu.perMaatgroep.map((g) => g.aangeboden), label: 'Aangeboden' },
            { data: nu.perMaatgroep.map((g) => g.verkocht), label: 'Verkocht' },
          ]}
        />
      </Grafiek>
      <Grafiek titel="Per prijsklasse" id="grafiek-prijs">
        <BarChart
          localeText={NL}
          height={HOOGTE}
          xAxis={[{ data: nu.perPrijsklasse.map((g) => g.klasse), scaleType: 'band' }]}
          series={[
            { data: nu.perPrijsklasse.map((g) => g.aangeboden), label: 'Aangeboden' },
            { data: nu.perPrijsklasse.map((g) => g.verkocht), label: 'Verkocht' },
          ]}
        />
      </Grafiek>
      <Grafiek titel="Omzet naast de vorige beurs" id="grafiek-vorige">
        <BarChart
          localeText={NL}
          height={HOOGTE}
          xAxis={[{ data: ['Omzet', 'Enveloppen', 'Organisatie'], scaleType: 'band' }]}
          yAxis={[{ valueFormatter: euroAs }]}
          series={[
            {
              data: [
                overzicht.afrekening.totalen.omzetCent,
                overzicht.afrekening.totalen.envelopCent,
                overzicht.afrekening.totalen.organisatieCent,
              ],
              label: dezeBeurs,
              valueFormatter: euros,
            },
            ...(vorige
              ? [
                  {
                    data: [vorige.totalen.omzetCent, vorige.totalen.envelopCent, vorige.totalen.organisatieCent],
                    label: vorigeBeurs,
                    valueFormatter: euros,
                  },
                ]
              : []),
          ]}
        />
      </Grafiek>
    </Box>
  );
}
