/**
 * Benchmark of the labels PDF (functions/src/artikelen/labels/pdf.ts): one seller's 48 items (two
 * sheets), and all sellers' labels (300 sellers × 48 items, 600 pages) in one document.
 * Prints time and memory; no assertions (the machine decides the times). Target: one seller
 * under 1 s. `-- --rondes=20` measures the warm one-seller PDF more often (median; default 10).
 */
import { metCode, type Artikel, type Soort } from '../functions/src/artikelen/domein/artikelen';
import { labelsPdf } from '../functions/src/artikelen/labels/pdf';

const rondes = Number(process.argv.find((a) => a.startsWith('--rondes='))?.split('=')[1] ?? 10);
const SOORTEN: Soort[] = ['Kleding', 'Speelgoed', 'Boeken', 'Overig'];

function artikelen(verkopers: number, perVerkoper: number) {
  const lijst: Artikel[] = [];
  for (let v = 1; v <= verkopers; v++) {
    for (let a = 1; a <= perVerkoper; a++) {
      const soort = SOORTEN[a % 4]!;
      lijst.push({
        verkopersnummer: v,
        artikelnummer: a,
        omschrijving: `Artikel ${a} van verkoper ${v}, blauw`,
        soort,
        maat: soort === 'Kleding' ? '110-116' : null,
        prijsCent: 50 * (1 + (a % 20)),
        retour: a % 3 === 0,
        aangemaakt: '2026-09-01T10:00:00.000Z',
        eersteAfleveringId: 'bench',
        verkochtIn: null,
        goedDoelIn: null,
        magAfgeprijsd: true,
        labelAfgeprijsd: null,
      });
    }
  }
  return lijst.map((a) => metCode(a, null));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function meet(naam: string, aantalVerkopers: number) {
  const lijst = artikelen(aantalVerkopers, 48);
  globalThis.gc?.();
  const voor = process.memoryUsage();
  const start = process.hrtime.bigint();
  const pdf = await labelsPdf(lijst, { start: 1, titel: naam });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const na = process.memoryUsage();
  return { ms, bytes: pdf.byteLength, heap: na.heapUsed - voor.heapUsed, rss: na.rss, labels: lijst.length };
}

async function main() {
  // The first run pays for loading and compiling pdf-lib and bwip-js: measured apart.
  const koud = await meet('koud', 1);
  const tijden: number[] = [];
  let een = koud;
  for (let i = 0; i < rondes; i++) {
    een = await meet('een verkoper', 1);
    tijden.push(een.ms);
  }
  tijden.sort((a, b) => a - b);
  const mediaan = tijden[Math.floor(tijden.length / 2)]!;
  console.log(`Eén verkoper, 48 labels (2 pagina's):`);
  console.log(`  eerste keer (koud): ${koud.ms.toFixed(0)} ms`);
  console.log(
    `  daarna, mediaan van ${rondes}: ${mediaan.toFixed(0)} ms (min ${tijden[0]!.toFixed(0)}, max ${tijden.at(-1)!.toFixed(0)}), pdf ${(een.bytes / 1024).toFixed(0)} kB`,
  );
  const alle = await meet('alle verkopers', 300);
  console.log(`Alle verkopers, 300 × 48 = ${alle.labels} labels (600 pagina's):`);
  console.log(
    `  ${(alle.ms / 1000).toFixed(1)} s, pdf ${mb(alle.bytes)}, heap erbij ${mb(alle.heap)}, rss ${mb(alle.rss)}`,
  );
  console.log(`Node ${process.version}, ${process.arch}`);
}

void main();
