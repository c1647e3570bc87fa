/** The administrator's live overview of the current fair's tills: desks, links, takings, receipts. */
import { artikelVanRegel, markeerDubbeleVerkopen, regelSleutel, type Kassa } from '../domein/kassa';
import { artikelSleutel } from '../../kern/artikelsleutel';
import { kassaOverzicht as overzichtVan, type KassaBeheerOverzicht, type KassaVoorBeheer } from '../domein/overzicht';
import { kassaLink } from '../token';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

/** A desk as the administrator sees it: its link instead of its sleutel. */
export async function voorBeheer(
  deps: Pick<KassaDeps, 'kassaTokens' | 'publicUrl'>,
  kassa: Kassa,
): Promise<KassaVoorBeheer> {
  const { sleutel: _sleutel, ...zichtbaar } = kassa;
  const tokens = await deps.kassaTokens();
  return { ...zichtbaar, link: kassaLink(deps.publicUrl, tokens.maak(kassa), kassa.taak) };
}

export async function bekijkKassas(
  deps: Poorten<
    KassaDeps,
    | 'leesAfrekeningStaat'
    | 'leesArtikelenVoorBeurs'
    | 'leesBonnen'
    | 'leesKassaInstellingen'
    | 'leesKassas'
    | 'leesLaatsteAflevering',
    'kassaTokens' | 'publicUrl'
  >,
): Promise<KassaBeheerOverzicht> {
  const [beurs, instellingen] = await Promise.all([
    deps.store.leesLaatsteAflevering(),
    deps.store.leesKassaInstellingen(),
  ]);
  if (!beurs) {
    return {
      beurs: null,
      kassas: [],
      overzicht: overzichtVan([], []),
      bonnen: [],
      afrekeningGesloten: false,
      omschrijvingen: {},
      vervallenRegels: [],
      instellingen,
    };
  }
  const [kassas, bonnen, staat, artikelen] = await Promise.all([
    deps.store.leesKassas(beurs.id),
    deps.store.leesBonnen(beurs.id),
    deps.store.leesAfrekeningStaat(beurs.id),
    deps.store.leesArtikelenVoorBeurs(beurs.id),
  ]);
  const vervallenRegels = staat.besluiten
    .filter((b) => b.besluit === 'vervalt')
    .map(({ bonId, regel, reden, door, op }) => ({ bonId, regel, reden, door, op }));
  // The store flags double sales over whole receipts; a line voided on its own no longer counts.
  const gemarkeerd = vervallenRegels.length
    ? markeerDubbeleVerkopen(bonnen, new Set(vervallenRegels.map((v) => regelSleutel(v.bonId, v.regel))))
    : bonnen;
  const opBon = new Set(bonnen.flatMap((b) => b.regels.map(artikelVanRegel)));
  const omschrijvingen = Object.fromEntries(
    artikelen.flatMap((a) => {
      const sleutel = artikelSleutel(a.verkopersnummer, a.artikelnummer);
      return opBon.has(sleutel) ? [[sleutel, a.omschrijving]] : [];
    }),
  );
  return {
    beurs: { id: beurs.id, datum: beurs.datum },
    kassas: await Promise.all(kassas.map((k) => voorBeheer(deps, k))),
    overzicht: overzichtVan(kassas, gemarkeerd),
    bonnen: gemarkeerd,
    afrekeningGesloten: staat.gesloten !== null,
    omschrijvingen,
    vervallenRegels,
    instellingen,
  };
}
