import { opDeBeursklok } from '@backend/kern/datums';
import { bedrag } from '@backend/afrekening/domein';
import { naastVorige, type Grafiekcijfers, type Telling } from '@backend/afrekening/domein';
import { type AfrekeningOverzicht } from '@backend/afrekening/domein';
import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { verborgen } from '../../components/verborgen';
import { useSmal } from '../../components/beheer/useSmal';

const HOOGTE = 260;
/** MUI X Charts has no Dutch locale; these are the texts a chart can show by itself. */
const NL = { noData: 'Nog geen gegevens', loading: 'Gegevens laden…' };
const euros = (cent: number | null) => (cent === null ? '' : bedrag(Math.round(cent)));
/** An axis has little room: whole euros. */
const euroAs = (cent: number) => `€ ${Math.round(cent / 100)}`;
/**
 * A band axis whose every bar is named: MUI X hides a label that would touch its neighbour
 * (every other size group at 1280 px, more on a phone), so the labels are slanted, which
 * gives each the room of its bar's diagonal, and all shown; the axis grows to hold them.
 * A few bands (the rooms) have room enough upright, but on a phone three do not.
 */
const alleLabels = (namen: string[], smal: boolean) => ({
  data: namen,
  scaleType: 'band' as const,
  tickLabelInterval: () => true,
  ...((namen.length > 3 || (smal && namen.length > 2)) && {
    tickLabelStyle: { angle: -45, textAnchor: 'end' as const, fontSize: 12 },
    height: 'auto' as const,
  }),
});
const procent = (deel: number, geheel: number) => (geheel === 0 ? 0 : Math.round((deel / geheel) * 100));

/**
 * The previous fair in the same colour as this one, lighter (and dashed where it is a line);
 * at 70 % still 3:1 against white, as WCAG asks of a chart's graphics.
 */
const VORIGE_ALPHA = 0.7;
const kleuren = (theme: Theme) => ({
  eerste: theme.palette.primary.main,
  tweede: theme.palette.secondary.main,
  derde: theme.palette.text.secondary,
  vorige: (kleur: string) => alpha(kleur, VORIGE_ALPHA),
});

/**
 * A chart with its figures as a table for screen readers (and for whoever wants the numbers):
 * the table is visually hidden, the chart itself is the picture of it.
 */
function Grafiek({
  titel,
  id,
  tabel,
  children,
}: {
  titel: string;
  id: string;
  tabel: { kop: string[]; rijen: (string | number)[][] };
  children: ReactNode;
}) {
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, mb: 3, minWidth: 0, position: 'relative' }}>
      <Typography variant="h3" id={id} component="figcaption" sx={{ mb: 1 }}>
        {titel}
      </Typography>
      {children}
      {/* A table cannot be narrower than its content: the hiding is on a box around it. */}
      <Box sx={verborgen}>
        <table>
          <caption>Cijfers: {titel}</caption>
          <thead>
            <tr>
              {tabel.kop.map((k, i) => (
                <th key={i} scope="col">
                  {k}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tabel.rijen.map(([eerste, ...rest], i) => (
              <tr key={i}>
                <th scope="row">{eerste}</th>
                {rest.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}

/** Offered and sold per category, this fair and (when there is one) the previous fair. */
function AangebodenVerkocht({
  titel,
  id,
  kolom,
  rijen,
  dezeBeurs,
  vorigeBeurs,
}: {
  titel: string;
  id: string;
  /** What a row is: 'Ruimte', 'Maatgroep', ... */
  kolom: string;
  rijen: { naam: string; nu: Telling; vorige: Telling }[];
  dezeBeurs: string;
  vorigeBeurs: string | null;
}) {
  const k = kleuren(useTheme());
  const smal = useSmal();
  const reeks = (label: string, color: string, waarde: (r: (typeof rijen)[number]) => number) => ({
    data: rijen.map(waarde),
    label,
    color,
  });
  return (
    <Grafiek
      titel={titel}
      id={id}
      tabel={{
        kop: [
          kolom,
          `Aangeboden ${dezeBeurs}`,
          `Verkocht ${dezeBeurs}`,
          ...(vorigeBeurs ? [`Aangeboden ${vorigeBeurs}`, `Verkocht ${vorigeBeurs}`] : []),
        ],
        rijen: rijen.map((r) => [
          r.naam,
          r.nu.aangeboden,
          r.nu.verkocht,
          ...(vorigeBeurs ? [r.vorige.aangeboden, r.vorige.verkocht] : []),
        ]),
      }}
    >
      <BarChart
        localeText={NL}
        height={HOOGTE}
        xAxis={[
          alleLabels(
            rijen.map((r) => r.naam),
            smal,
          ),
        ]}
        series={[
          reeks(`Aangeboden ${dezeBeurs}`, k.eerste, (r) => r.nu.aangeboden),
          reeks(`Verkocht ${dezeBeurs}`, k.tweede, (r) => r.nu.verkocht),
          ...(vorigeBeurs
            ? [
                reeks(`Aangeboden ${vorigeBeurs}`, k.vorige(k.eerste), (r) => r.vorige.aangeboden),
                reeks(`Verkocht ${vorigeBeurs}`, k.vorige(k.tweede), (r) => r.vorige.verkocht),
              ]
            : []),
        ]}
      />
    </Grafiek>
  );
}

const RUIMTE_REEKSEN = [
  { sleutel: 'Kleding', naam: 'Kleding' },
  { sleutel: 'Speelgoed', naam: 'Speelgoed' },
  // Lines whose room is unknown (an unknown desk); shown only when there are any.
  { sleutel: 'onbekend', naam: 'Onbekend' },
] as const;

/** The fair's numbers (MUI X Charts), with the previous fair beside this one in every chart. */
export function Grafieken({ overzicht }: { overzicht: AfrekeningOverzicht }) {
  const k = kleuren(useTheme());
  const smal = useSmal();
  const nu: Grafiekcijfers = overzicht.afrekening.grafiek;
  const vorige = overzicht.vorige;
  const samen = naastVorige(nu, vorige?.grafiek ?? null);
  const ruimtes = nu.perRuimte.map((r) => r.ruimte);
  const vorigePerRuimte = (ruimte: string) => vorige?.grafiek.perRuimte.find((r) => r.ruimte === ruimte);
  const dezeBeurs = `beurs ${overzicht.beurs.volgnummer}`;
  const vorigeBeurs = vorige ? `beurs ${vorige.beurs.volgnummer}` : null;
  const deelVorige = ruimtes.map((r) => {
    const v = vorigePerRuimte(r);
    return v ? procent(v.verkochtVanAangeboden, v.aangeboden) : 0;
  });
  const kleur = { Kleding: k.eerste, Speelgoed: k.tweede, onbekend: k.derde };

  // Takings per half hour: a line per room and fair (the previous fair dashed), 'Onbekend' only when non-zero.
  const halfUurReeksen = [
    { fair: 'nu' as const, beurs: dezeBeurs },
    ...(vorigeBeurs ? [{ fair: 'vorige' as const, beurs: vorigeBeurs }] : []),
  ].flatMap(({ fair, beurs }) =>
    RUIMTE_REEKSEN.filter(
      ({ sleutel }) => sleutel !== 'onbekend' || samen.perHalfUur.some((h) => h[fair].onbekend !== 0),
    ).map(({ sleutel, naam }) => ({
      id: `${fair}-${sleutel}`,
      label: `${naam} ${beurs}`,
      data: samen.perHalfUur.map((h) => h[fair][sleutel]),
      color: fair === 'nu' ? kleur[sleutel] : k.vorige(kleur[sleutel]),
      // A mark on every half hour: a fair that sold in one half hour only is a point, not a line.
      showMark: true,
      valueFormatter: euros,
    })),
  );
  const totalen = (t: typeof overzicht.afrekening.totalen) => [t.omzetCent, t.envelopCent, t.organisatieCent];
  const totaalNamen = ['Omzet', 'Enveloppen', 'Organisatie'];

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
      <AangebodenVerkocht
        titel="Aangeboden en verkocht per zaal van het artikel"
        id="grafiek-ruimte"
        kolom="Ruimte"
        rijen={nu.perRuimte.map((r) => {
          const v = vorigePerRuimte(r.ruimte);
          return {
            naam: r.ruimte,
            nu: r,
            vorige: { aangeboden: v?.aangeboden ?? 0, verkocht: v?.verkocht ?? 0 },
          };
        })}
        dezeBeurs={dezeBeurs}
        vorigeBeurs={vorigeBeurs}
      />
      <Grafiek
        titel="Deel van het aanbod verkocht (%)"
        id="grafiek-deel"
        tabel={{
          kop: ['Ruimte', dezeBeurs, ...(vorigeBeurs ? [vorigeBeurs] : [])],
          rijen: nu.perRuimte.map((r, i) => [
            r.ruimte,
            `${procent(r.verkochtVanAangeboden, r.aangeboden)} %`,
            ...(vorigeBeurs ? [`${deelVorige[i]} %`] : []),
          ]),
        }}
      >
        <BarChart
          localeText={NL}
          height={HOOGTE}
          xAxis={[{ data: ruimtes, scaleType: 'band' }]}
          yAxis={[{ min: 0, max: 100 }]}
          series={[
            {
              data: nu.perRuimte.map((r) => procent(r.verkochtVanAangeboden, r.aangeboden)),
              label: dezeBeurs,
              color: k.eerste,
              valueFormatter: (v) => `${v ?? 0} %`,
            },
            ...(vorigeBeurs
              ? [
                  {
                    data: deelVorige,
                    label: vorigeBeurs,
                    color: k.vorige(k.eerste),
                    valueFormatter: (v: number | null) => `${v ?? 0} %`,
                  },
                ]
              : []),
          ]}
        />
      </Grafiek>
      <Grafiek
        titel="Opbrengst per half uur per ruimte"
        id="grafiek-tijd"
        tabel={{
          kop: ['Tijd', ...halfUurReeksen.map((r) => r.label)],
          rijen: samen.perHalfUur.map((h, i) => [h.tijd, ...halfUurReeksen.map((r) => euros(r.data[i]!))]),
        }}
      >
        {samen.perHalfUur.length === 0 ? (
          <Typography>Nog geen verkopen.</Typography>
        ) : (
          <LineChart
            localeText={NL}
            height={HOOGTE}
            xAxis={[{ data: samen.perHalfUur.map((h) => h.tijd), scaleType: 'point' }]}
            yAxis={[{ valueFormatter: euroAs }]}
            series={halfUurReeksen}
            sx={{ '& path[data-series^="vorige-"]': { strokeDasharray: '5 4' } }}
          />
        )}
      </Grafiek>
      {[
        {
          titel: 'Kleding per maatgroep',
          id: 'grafiek-maat',
          kolom: 'Maatgroep',
          rijen: samen.perMaatgroep.map((g) => ({ naam: g.groep, nu: g.nu, vorige: g.vorige })),
        },
        {
          titel: 'Per prijsklasse',
          id: 'grafiek-prijs',
          kolom: 'Prijsklasse',
          rijen: samen.perPrijsklasse.map((g) => ({ naam: g.klasse, nu: g.nu, vorige: g.vorige })),
        },
      ].map((grafiek) => (
        <AangebodenVerkocht key={grafiek.id} {...grafiek} dezeBeurs={dezeBeurs} vorigeBeurs={vorigeBeurs} />
      ))}
      {nu.laatsteUur && nu.laatsteUur.verkocht > 0 && (
        // Issue 54: the last hour (from the start of halve prijs) and what its discount cost.
        <Grafiek
          titel={`Het laatste uur (vanaf ${opDeBeursklok(nu.laatsteUur.vanaf).tijd}): ${nu.laatsteUur.verkocht} verkocht, ${nu.laatsteUur.afgeprijsd} afgeprijsd`}
          id="grafiek-laatste-uur"
          tabel={{
            kop: ['Bedrag', dezeBeurs],
            rijen: [
              ['Volgens de labels', euros(nu.laatsteUur.lijstprijsCent)],
              ['Betaald', euros(nu.laatsteUur.omzetCent)],
              ['Korting', euros(nu.laatsteUur.kortingCent)],
            ],
          }}
        >
          <BarChart
            localeText={NL}
            height={HOOGTE}
            xAxis={[alleLabels(['Volgens de labels', 'Betaald', 'Korting'], smal)]}
            yAxis={[{ valueFormatter: euroAs }]}
            series={[
              {
                data: [nu.laatsteUur.lijstprijsCent, nu.laatsteUur.omzetCent, nu.laatsteUur.kortingCent],
                label: dezeBeurs,
                color: k.tweede,
                valueFormatter: euros,
              },
            ]}
          />
        </Grafiek>
      )}
      <Grafiek
        titel="Omzet naast de vorige beurs"
        id="grafiek-vorige"
        tabel={{
          kop: ['Bedrag', dezeBeurs, ...(vorigeBeurs ? [vorigeBeurs] : [])],
          rijen: totaalNamen.map((naam, i) => [
            naam,
            euros(totalen(overzicht.afrekening.totalen)[i]!),
            ...(vorige ? [euros(totalen(vorige.totalen)[i]!)] : []),
          ]),
        }}
      >
        <BarChart
          localeText={NL}
          height={HOOGTE}
          xAxis={[alleLabels(totaalNamen, smal)]}
          yAxis={[{ valueFormatter: euroAs }]}
          series={[
            { data: totalen(overzicht.afrekening.totalen), label: dezeBeurs, color: k.eerste, valueFormatter: euros },
            ...(vorige && vorigeBeurs
              ? [
                  {
                    data: totalen(vorige.totalen),
                    label: vorigeBeurs,
                    color: k.vorige(k.eerste),
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
