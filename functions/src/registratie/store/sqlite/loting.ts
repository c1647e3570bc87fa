/**
 * The draw on SQLite (issue 52 part 3): its state per fair (table loting, with the secret zaad)
 * and the applications (loting_aanvragen). Each method is one IMMEDIATE transaction that reads
 * what guards it, asks registratie/domein/lotingbeslissing.ts, and writes what it answers.
 */
import { randomUUID } from 'node:crypto';
import {
  beslisAanvraag,
  beslisToepassing,
  beslisVastleggen,
  nieuweLoting,
  volgendeStap,
  type LotingAanvraag,
  type LotingStaat,
  type LotingUitkomst,
} from '../../domein/lotingbeslissing';
import { emailSleutel } from '../../domein/dubbel';
import { conflict } from '../../../kern/errors';
import type { NieuweDeelnemer } from '../../../kern/types';
import { type LotingStore } from '../port';
import { statements } from '../../../platform/sqlite/context';
import type { RegistratieSqliteContext } from './buren';
import { leesNummers, leesStand, schrijfPersoon, zelfdeAdres, zelfdeTelefoon } from './inschrijving';
import { plaatsRij, reserveSql } from './bevorderen';
import { telefoonSleutel } from '../../../kern/telefoon';

interface StaatRij {
  aflevering_id: string;
  zaad: string;
  zaad_hash: string;
  lijst_hash: string | null;
  volgorde: string | null;
  vrije_plaatsen: number | null;
  getrokken: string | null;
  toegepast: number;
}

interface AanvraagRij {
  id: string;
  aflevering_id: string;
  naam: string;
  email: string;
  telefoon: string;
  aangemeld: string;
  uitkomst: LotingUitkomst | null;
  reserve_positie: number | null;
}

const naarStaat = (rij: StaatRij): LotingStaat => ({
  afleveringId: rij.aflevering_id,
  zaad: rij.zaad,
  zaadHash: rij.zaad_hash,
  lijstHash: rij.lijst_hash,
  volgorde: rij.volgorde === null ? null : (JSON.parse(rij.volgorde) as string[]),
  vrijePlaatsen: rij.vrije_plaatsen,
  getrokken: rij.getrokken,
  toegepast: rij.toegepast,
});

const naarAanvraag = (rij: AanvraagRij): LotingAanvraag => ({
  id: rij.id,
  afleveringId: rij.aflevering_id,
  naam: rij.naam,
  email: rij.email,
  telefoon: rij.telefoon,
  aangemeld: rij.aangemeld,
  uitkomst: rij.uitkomst,
  reservePositie: rij.reserve_positie,
});

const sql = statements((db) => ({
  staat: db.prepare<[string], StaatRij>('SELECT * FROM loting WHERE aflevering_id = ?'),
  maak: db.prepare(
    `INSERT INTO loting (aflevering_id, zaad, zaad_hash) VALUES (@afleveringId, @zaad, @zaadHash)
     ON CONFLICT (aflevering_id) DO NOTHING`,
  ),
  legVast: db.prepare(
    `UPDATE loting SET lijst_hash = @lijstHash, volgorde = @volgorde, vrije_plaatsen = @vrijePlaatsen,
       getrokken = @getrokken WHERE aflevering_id = @afleveringId`,
  ),
  toegepast: db.prepare<[number, string]>('UPDATE loting SET toegepast = ? WHERE aflevering_id = ?'),
  aanvragen: db.prepare<[string], AanvraagRij>('SELECT * FROM loting_aanvragen WHERE aflevering_id = ?'),
  ids: db.prepare<[string], { id: string }>('SELECT id FROM loting_aanvragen WHERE aflevering_id = ?'),
  aanvraag: db.prepare<[string], AanvraagRij>('SELECT * FROM loting_aanvragen WHERE id = ?'),
  metSleutel: db.prepare<[string, string], { id: string }>(
    'SELECT id FROM loting_aanvragen WHERE aflevering_id = ? AND email_sleutel = ?',
  ),
  // One place per household (domein/huishouden.ts): one application per number per fair.
  metTelefoon: db.prepare<[string, string], { id: string }>(
    'SELECT id FROM loting_aanvragen WHERE aflevering_id = ? AND telefoon_sleutel = ? LIMIT 1',
  ),
  insert: db.prepare(
    `INSERT INTO loting_aanvragen (id, aflevering_id, naam, email, telefoon, email_sleutel, telefoon_sleutel, aangemeld)
     VALUES (@id, @afleveringId, @naam, @email, @telefoon, @emailSleutel, @telefoonSleutel, @aangemeld)`,
  ),
  uitkomst: db.prepare<[LotingUitkomst, number | null, string]>(
    'UPDATE loting_aanvragen SET uitkomst = ?, reserve_positie = ? WHERE id = ?',
  ),
}));

export function lotingSqlite(ctx: RegistratieSqliteContext): LotingStore {
  const huidige = () => ctx.buren.leesLaatsteAflevering();
  const staatVan = (afleveringId: string) => {
    const rij = sql(ctx).staat.get(afleveringId);
    return rij ? naarStaat(rij) : null;
  };

  const maak = ctx.transaction((zaad: string, zaadHash: string) => {
    const laatste = huidige();
    if (!laatste) throw conflict('Maak eerst een beurs aan.');
    // The first zaad stays: its hash may be published already.
    sql(ctx).maak.run(nieuweLoting(laatste.id, zaad, zaadHash));
    return staatVan(laatste.id)!;
  });

  type AanvraagOpties = Parameters<LotingStore['vraagAan']>[1];
  const vraagAan = ctx.transaction((input: NieuweDeelnemer, { now, mail }: AanvraagOpties) => {
    // Read in the transaction: the gate, the window and the one application per address, so
    // two applications with one address cannot both pass (the UNIQUE index backs this up).
    const laatste = huidige();
    const afleveringId = laatste?.id ?? '';
    const stand = leesStand(ctx, laatste);
    // Read only while one place per household is on: the number's people and its application.
    const huishouden = zelfdeTelefoon(ctx, stand.settings, input.telefoon);
    const beslissing = beslisAanvraag(stand, {
      invoer: input,
      zelfdeTelefoon: huishouden,
      telefoonAangevraagd:
        huishouden !== undefined &&
        sql(ctx).metTelefoon.get(afleveringId, telefoonSleutel(input.telefoon)) !== undefined,
      staat: staatVan(afleveringId),
      alAangevraagd: sql(ctx).metSleutel.get(afleveringId, emailSleutel(input.email)) !== undefined,
      zelfdeAdres: zelfdeAdres(ctx, input.email),
      nieuwId: randomUUID(),
      now,
    });
    if (beslissing.soort === 'geweigerd') throw conflict(beslissing.melding, beslissing.veld);
    const { aanvraag } = beslissing;
    sql(ctx).insert.run({
      ...aanvraag,
      emailSleutel: emailSleutel(aanvraag.email),
      telefoonSleutel: telefoonSleutel(aanvraag.telefoon),
    });
    ctx.buren.zetMailInWachtrij(mail(aanvraag), now);
    return aanvraag;
  });

  const legVast = ctx.transaction((plan: { lijstHash: string; volgorde: readonly string[] }, now: Date) => {
    // Re-read: the order is fixed once, and only from the applications stored now.
    const laatste = huidige();
    const afleveringId = laatste?.id ?? '';
    const beslissing = beslisVastleggen(leesStand(ctx, laatste), {
      staat: staatVan(afleveringId),
      aanvragen: sql(ctx)
        .ids.all(afleveringId)
        .map((r) => r.id),
      plan,
      now,
    });
    if (beslissing.soort === 'geweigerd') throw conflict(beslissing.melding);
    if (beslissing.soort === 'vast') {
      const { staat } = beslissing;
      sql(ctx).legVast.run({ ...staat, volgorde: JSON.stringify(staat.volgorde) });
    }
    return beslissing.staat;
  });

  const pasToe = ctx.transaction((options: Parameters<LotingStore['pasLotingToe']>[0]) => {
    // Re-read the count done in this transaction: a second run starts where the first stopped.
    const laatste = huidige();
    const staat = staatVan(laatste?.id ?? '');
    if (!staat?.volgorde) return { klaar: false, staat };
    const stap = volgendeStap(staat, options.max);
    const { settings } = leesStand(ctx, laatste);
    stap.forEach((id, i) => {
      // An application erased meanwhile (its person asked to be forgotten) is done: it places no one.
      const rij = sql(ctx).aanvraag.get(id);
      if (!rij) return;
      const aanvraag = naarAanvraag(rij);
      const beslissing = beslisToepassing(laatste, {
        // Read per application: the people this step placed before it are among them.
        settings,
        zelfdeTelefoon: zelfdeTelefoon(ctx, settings, aanvraag.telefoon),
        aanvraag,
        index: staat.toegepast + i,
        vrijePlaatsen: staat.vrijePlaatsen ?? 0,
        zelfdeAdres: zelfdeAdres(ctx, aanvraag.email),
        nummers: leesNummers(ctx),
        laatstePositie: reserveSql(ctx).hoogste.get(aanvraag.afleveringId)!.positie ?? 0,
        nieuwId: randomUUID(),
        now: options.now,
      });
      if (beslissing.soort === 'geplaatst') {
        schrijfPersoon(ctx, beslissing.beslissing, {
          now: options.now,
          mail: (d) => options.mail(d, aanvraag),
        });
        sql(ctx).uitkomst.run('geplaatst', null, id);
      } else if (beslissing.soort === 'reserve') {
        const { plaats } = beslissing;
        reserveSql(ctx).insert.run(plaatsRij(plaats));
        ctx.buren.zetMailInWachtrij(options.reserveMail(plaats, aanvraag), options.now);
        sql(ctx).uitkomst.run('reserve', plaats.positie, id);
      } else {
        sql(ctx).uitkomst.run('alIngeschreven', null, id);
      }
    });
    const toegepast = staat.toegepast + stap.length;
    sql(ctx).toegepast.run(toegepast, staat.afleveringId);
    return { klaar: toegepast >= staat.volgorde.length, staat: { ...staat, toegepast } };
  });

  return {
    async maakLoting(zaad, zaadHash) {
      return maak(zaad, zaadHash);
    },
    async leesLoting() {
      return ctx.db().transaction(() => {
        const afleveringId = huidige()?.id ?? '';
        return { staat: staatVan(afleveringId), aanvragen: sql(ctx).aanvragen.all(afleveringId).map(naarAanvraag) };
      })();
    },
    async vraagAan(input, options) {
      return vraagAan(input, options);
    },
    async legLotingVast(plan, now) {
      return legVast(plan, now);
    },
    async pasLotingToe(options) {
      return pasToe(options);
    },
  };
}
