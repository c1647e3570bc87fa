import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  controleerLoting,
  lijstHashVan,
  MAX_GENOEMDE_PLAATSEN,
  MELDING_LIJST_PAST_NIET,
  MELDING_PLAATS_NA_GEEN_PLAATS,
  MELDING_ZAAD_PAST_NIET,
  meldingDubbel,
  meldingNogMeer,
  meldingVerkeerdePlaats,
  nieuwZaad,
  sha256Hex,
  trekLoting,
  zaadHashVan,
  type LotingUitslagRegel,
} from './loting';

/** The published formula, computed apart from the module (Node's own hash, its own sort). */
const sha = (tekst: string) => createHash('sha256').update(tekst, 'utf8').digest('hex');

const ZAAD = '3f'.repeat(16) + '0123456789abcdef'.repeat(2);
const AANVRAGEN = [
  'c2a1f0e4-0000-4000-8000-000000000001',
  'B-aanvraag',
  'a-aanvraag',
  '9d3b7c1e-1111-4111-8111-111111111111',
  'Zoë-é',
  'zoe',
  'e5f6a7b8-2222-4222-8222-222222222222',
  'ff000000-3333-4333-8333-333333333333',
];

const ids = (uitslag: readonly LotingUitslagRegel[]) => uitslag.map((r) => r.aanvraag);
const geplaatst = (uitslag: readonly LotingUitslagRegel[]) => uitslag.map((r) => r.geplaatst);
/** A fixed reordering: rotated by three, then reversed. */
const gehusseld = <T>(lijst: readonly T[]): T[] => [...lijst.slice(3), ...lijst.slice(0, 3)].reverse();

describe('loting: de formule', () => {
  it('sha256Hex geeft de bekende hash in kleine letters', async () => {
    assert.equal(await sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    assert.equal(await sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    assert.equal(await sha256Hex('Zoë'), sha('Zoë'));
  });

  it('zaadHash, lijstHash en de rang van elke aanvraag volgen precies de gepubliceerde formule', async () => {
    assert.equal(await zaadHashVan(ZAAD), sha(ZAAD));

    const gesorteerd = [...AANVRAGEN];
    // Insertion sort with `<`, written out so the test does not share the module's comparator.
    for (let i = 1; i < gesorteerd.length; i++) {
      for (let j = i; j > 0 && gesorteerd[j]! < gesorteerd[j - 1]!; j--) {
        [gesorteerd[j], gesorteerd[j - 1]] = [gesorteerd[j - 1]!, gesorteerd[j]!];
      }
    }
    const lijstHash = sha(gesorteerd.join('\n'));
    assert.equal(await lijstHashVan(AANVRAGEN), lijstHash);

    const rang = new Map(AANVRAGEN.map((a) => [a, sha(`${ZAAD}:${lijstHash}:${a}`)]));
    const verwacht = [...AANVRAGEN].sort((a, b) => (rang.get(a)! < rang.get(b)! ? -1 : 1));

    const { lijstHash: gebruikt, uitslag } = await trekLoting({ zaad: ZAAD, aanvragen: AANVRAGEN, vrijePlaatsen: 3 });
    assert.equal(gebruikt, lijstHash);
    assert.deepEqual(ids(uitslag), verwacht);
    assert.deepEqual(
      uitslag.map((r) => r.volgorde),
      verwacht.map((_, i) => i + 1),
    );
    // The ranks really rise along the result, lowest first.
    for (let i = 1; i < uitslag.length; i++) {
      assert.ok(rang.get(uitslag[i - 1]!.aanvraag)! < rang.get(uitslag[i]!.aanvraag)!);
    }
  });

  it('sorteert voor de lijsthash op code-eenheden, niet op taal', async () => {
    // localeCompare puts 'a…' before 'B…'; by code units 'B' (66) comes before 'a' (97).
    const lijst = ['a-2', 'B-1'];
    assert.equal(await lijstHashVan(lijst), sha('B-1\na-2'));
    assert.notEqual(await lijstHashVan(lijst), sha('a-2\nB-1'));
    // 'é' (233) comes after 'z' (122), and no trailing newline.
    assert.equal(await lijstHashVan(['é', 'z', 'Z']), sha('Z\nz\né'));
    assert.notEqual(await lijstHashVan(['é', 'z', 'Z']), sha('Z\nz\né\n'));
  });

  it('geeft bij dezelfde invoer altijd dezelfde volgorde', async () => {
    const eerste = await trekLoting({ zaad: ZAAD, aanvragen: AANVRAGEN, vrijePlaatsen: 3 });
    const tweede = await trekLoting({ zaad: ZAAD, aanvragen: AANVRAGEN, vrijePlaatsen: 3 });
    assert.deepEqual(tweede, eerste);
  });

  it('hangt niet af van de volgorde waarin de aanvragen binnenkomen', async () => {
    const husseling = gehusseld(AANVRAGEN);
    assert.notDeepEqual(husseling, AANVRAGEN);
    assert.deepEqual([...husseling].sort(), [...AANVRAGEN].sort());
    const normaal = await trekLoting({ zaad: ZAAD, aanvragen: AANVRAGEN, vrijePlaatsen: 3 });
    const andersom = await trekLoting({ zaad: ZAAD, aanvragen: husseling, vrijePlaatsen: 3 });
    assert.deepEqual(andersom, normaal);
  });

  it('geeft met een ander zaad een andere volgorde', async () => {
    const een = await trekLoting({ zaad: ZAAD, aanvragen: AANVRAGEN, vrijePlaatsen: 0 });
    const ander = await trekLoting({ zaad: nieuwZaad(), aanvragen: AANVRAGEN, vrijePlaatsen: 0 });
    assert.equal(ander.lijstHash, een.lijstHash);
    assert.notDeepEqual(ids(ander.uitslag), ids(een.uitslag));
  });
});

describe('loting: de plaatsen', () => {
  const trek = (vrijePlaatsen: number) =>
    trekLoting({ zaad: ZAAD, aanvragen: AANVRAGEN.slice(0, 4), vrijePlaatsen }).then((t) => geplaatst(t.uitslag));

  it('plaatst de eersten in de volgorde; de rest komt op de reservelijst', async () => {
    assert.deepEqual(await trek(2), [true, true, false, false]);
  });

  it('plaatst niemand bij 0 vrije plaatsen, en ook niet bij een negatief aantal', async () => {
    assert.deepEqual(await trek(0), [false, false, false, false]);
    assert.deepEqual(await trek(-3), [false, false, false, false]);
  });

  it('plaatst iedereen als er precies genoeg of meer plaatsen zijn', async () => {
    assert.deepEqual(await trek(4), [true, true, true, true]);
    assert.deepEqual(await trek(100), [true, true, true, true]);
  });

  it('trekt een lege lijst zonder fouten', async () => {
    const { lijstHash, uitslag } = await trekLoting({ zaad: ZAAD, aanvragen: [], vrijePlaatsen: 5 });
    assert.equal(lijstHash, sha(''));
    assert.deepEqual(uitslag, []);
  });

  it('weigert dubbele aanvragen, een leeg zaad en een onbekend aantal plaatsen', async () => {
    await assert.rejects(trekLoting({ zaad: ZAAD, aanvragen: ['x', 'y', 'x'], vrijePlaatsen: 1 }), /dubbel.*x/);
    await assert.rejects(trekLoting({ zaad: '', aanvragen: ['x'], vrijePlaatsen: 1 }), /zaad/);
    await assert.rejects(trekLoting({ zaad: ZAAD, aanvragen: ['x'], vrijePlaatsen: NaN }), /plaatsen/);
  });
});

describe('loting: de openbare controle', () => {
  const echt = async (vrijePlaatsen = 3) => {
    const { lijstHash, uitslag } = await trekLoting({ zaad: ZAAD, aanvragen: AANVRAGEN, vrijePlaatsen });
    return { zaad: ZAAD, zaadHash: sha(ZAAD), lijstHash, uitslag };
  };

  it('keurt een echte trekking goed', async () => {
    assert.deepEqual(await controleerLoting(await echt()), { klopt: true, fouten: [] });
    assert.deepEqual(await controleerLoting(await echt(0)), { klopt: true, fouten: [] });
    assert.deepEqual(await controleerLoting(await echt(100)), { klopt: true, fouten: [] });
  });

  it('keurt ook goed als de hashes in hoofdletters zijn geplakt of de rijen door elkaar staan', async () => {
    const t = await echt();
    const invoer = { ...t, zaadHash: ` ${t.zaadHash.toUpperCase()} `, uitslag: gehusseld(t.uitslag) };
    assert.deepEqual(await controleerLoting(invoer), { klopt: true, fouten: [] });
  });

  it('meldt een zaad dat niet bij de vooraf gepubliceerde hash past', async () => {
    const t = await echt();
    const anderZaad = await controleerLoting({ ...t, zaad: nieuwZaad() });
    assert.equal(anderZaad.klopt, false);
    assert.equal(anderZaad.fouten[0], MELDING_ZAAD_PAST_NIET);

    const andereHash = await controleerLoting({ ...t, zaadHash: sha(nieuwZaad()) });
    assert.deepEqual(andereHash, { klopt: false, fouten: [MELDING_ZAAD_PAST_NIET] });
  });

  it('meldt een toegevoegde aanvraag', async () => {
    const t = await echt();
    const extra = { aanvraag: 'stiekem', volgorde: t.uitslag.length + 1, geplaatst: false };
    const uitslag = await controleerLoting({ ...t, uitslag: [...t.uitslag, extra] });
    assert.equal(uitslag.klopt, false);
    assert.ok(uitslag.fouten.includes(MELDING_LIJST_PAST_NIET));
  });

  it('meldt een weggelaten aanvraag, ook als de lijsthash erbij is aangepast', async () => {
    const t = await echt();
    const zonder = t.uitslag.slice(0, -1);
    const weg = await controleerLoting({ ...t, uitslag: zonder });
    assert.deepEqual(weg, { klopt: false, fouten: [MELDING_LIJST_PAST_NIET] });

    // A new lijstHash for the shorter list changes every rank, so the published order fails.
    const nieuweHash = await controleerLoting({ ...t, lijstHash: await lijstHashVan(ids(zonder)), uitslag: zonder });
    assert.equal(nieuweHash.klopt, false);
    assert.ok(nieuweHash.fouten.some((f) => /staat op plaats \d+, maar hoort op plaats \d+/.test(f)));
  });

  it('meldt twee verwisselde rijen, elk met de plaats waar ze horen', async () => {
    const t = await echt();
    const uitslag = t.uitslag.map((r) => ({ ...r }));
    const [twee, vijf] = [uitslag[1]!, uitslag[4]!];
    [twee.aanvraag, vijf.aanvraag] = [vijf.aanvraag, twee.aanvraag];
    assert.deepEqual(await controleerLoting({ ...t, uitslag }), {
      klopt: false,
      fouten: [meldingVerkeerdePlaats(twee.aanvraag, 2, 5), meldingVerkeerdePlaats(vijf.aanvraag, 5, 2)],
    });
  });

  it('meldt een aanvraag met plaats na een aanvraag zonder plaats', async () => {
    const t = await echt(3);
    const uitslag = t.uitslag.map((r) => ({ ...r }));
    uitslag[2]!.geplaatst = false;
    uitslag[3]!.geplaatst = true;
    assert.deepEqual(await controleerLoting({ ...t, uitslag }), {
      klopt: false,
      fouten: [MELDING_PLAATS_NA_GEEN_PLAATS],
    });
  });

  it('meldt een aanvraag die twee keer in de uitslag staat', async () => {
    const t = await echt();
    const uitslag = t.uitslag.map((r) => ({ ...r }));
    uitslag[6]!.aanvraag = uitslag[0]!.aanvraag;
    const controle = await controleerLoting({ ...t, uitslag });
    assert.equal(controle.klopt, false);
    assert.ok(controle.fouten.includes(meldingDubbel(uitslag[0]!.aanvraag)));
    assert.ok(controle.fouten.includes(MELDING_LIJST_PAST_NIET));
  });

  it('noemt hooguit tien verkeerde plaatsen en telt de rest', async () => {
    const aanvragen = Array.from({ length: 30 }, (_, i) => `aanvraag-${i}`);
    const { lijstHash, uitslag } = await trekLoting({ zaad: ZAAD, aanvragen, vrijePlaatsen: 0 });
    // Everyone one place down: all 30 stand at a wrong place.
    const verschoven = uitslag.map((r) => ({ ...r, volgorde: (r.volgorde % 30) + 1 }));
    const controle = await controleerLoting({ zaad: ZAAD, zaadHash: sha(ZAAD), lijstHash, uitslag: verschoven });
    assert.equal(controle.fouten.length, MAX_GENOEMDE_PLAATSEN + 1);
    assert.equal(controle.fouten.at(-1), meldingNogMeer(30 - MAX_GENOEMDE_PLAATSEN));
  });
});

describe('loting: het zaad en de omvang', () => {
  it('nieuwZaad geeft 64 hexadecimale tekens, elke keer andere', () => {
    const een = nieuwZaad();
    const twee = nieuwZaad();
    assert.match(een, /^[0-9a-f]{64}$/);
    assert.match(twee, /^[0-9a-f]{64}$/);
    assert.notEqual(een, twee);
  });

  it('trekt en controleert een loting met 5000 aanvragen', async () => {
    const aanvragen = Array.from({ length: 5000 }, (_, i) => `aanvraag-${String(i).padStart(5, '0')}`);
    const zaad = nieuwZaad();
    const { lijstHash, uitslag } = await trekLoting({ zaad, aanvragen, vrijePlaatsen: 250 });
    assert.equal(uitslag.length, 5000);
    assert.equal(uitslag.filter((r) => r.geplaatst).length, 250);
    assert.equal(new Set(ids(uitslag)).size, 5000);
    const controle = await controleerLoting({ zaad, zaadHash: sha(zaad), lijstHash, uitslag });
    assert.deepEqual(controle, { klopt: true, fouten: [] });
  });
});
