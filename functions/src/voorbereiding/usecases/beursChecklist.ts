/**
 * The administrator's checklist for the current fair (seizoen/domein/aflevering.ts beursChecklist): what
 * is done is read from the data, so it cannot say 'done' for something that is not.
 */
import { beursChecklist, type BeursChecklist } from '../../seizoen/domein';
import { amsterdamsTijdstip } from '../../kern/deadline';
import type { Poorten } from '../../platform/poorten';
import type { VoorbereidingDeps } from '../deps';

/** Null before any aflevering exists. */
export async function bekijkBeursChecklist(
  deps: Poorten<
    VoorbereidingDeps,
    | 'leesArtikelInstellingen'
    | 'leesArtikelInstellingenBewaard'
    | 'leesInstellingen'
    | 'leesKassas'
    | 'leesLaatsteAflevering'
    | 'leesNieuws'
    | 'telHerinnerd',
    'clock'
  >,
): Promise<BeursChecklist | null> {
  const { store } = deps;
  const beurs = await store.leesLaatsteAflevering();
  if (!beurs) return null;
  const [settings, nieuws, artikelInstellingen, leesArtikelInstellingenBewaard, kassas, herinnerd] = await Promise.all([
    store.leesInstellingen(),
    store.leesNieuws(),
    store.leesArtikelInstellingen(beurs.id),
    store.leesArtikelInstellingenBewaard(beurs.id),
    store.leesKassas(beurs.id),
    store.telHerinnerd(beurs.id),
  ]);
  return beursChecklist({
    beurs,
    vandaag: amsterdamsTijdstip(deps.clock()).slice(0, 10),
    settings,
    nieuws,
    artikelInstellingen,
    leesArtikelInstellingenBewaard,
    kassas: kassas.length,
    herinnerd,
  });
}
