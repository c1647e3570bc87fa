/** The fair-day view (/beursdag): what the organisers watch on Friday evening and Saturday. */
import { bekijkAfrekening, type AfrekeningLezen } from '../../afrekening';
import { naastVorige } from '../../afrekening/domein';
import type { Poorten } from '../../platform/poorten';
import type { InleveringDeps } from '../deps';
import type { Beursdag } from '../domein/beursdag';
import { ophaalVoortgang } from '../domein/voortgang';
import { bekijkInleverVoortgang, huidigeBeurs } from './inleveren';

export async function bekijkBeursdag(
  // Inlevering's own port first: its leesInleveringen answers whole records (the settlement's
  // reads only what it needs of them).
  deps: Poorten<
    InleveringDeps,
    'leesArtikelenVoorBeurs' | 'leesDeelnemersVan' | 'leesInleveringen' | 'leesKassas' | 'leesLaatsteAflevering'
  > &
    AfrekeningLezen,
): Promise<Beursdag> {
  const beurs = await huidigeBeurs(deps);
  const [inleveren, overzicht, kassas, inleveringen] = await Promise.all([
    bekijkInleverVoortgang(deps),
    bekijkAfrekening(deps),
    deps.store.leesKassas(beurs.id),
    deps.store.leesInleveringen(beurs.id),
  ]);
  return {
    beurs: { datum: beurs.datum, volgnummer: beurs.volgnummer },
    vorigeBeurs: overzicht.vorige ? { datum: overzicht.vorige.beurs.datum } : null,
    inleveren,
    verkoopPerHalfUur: naastVorige(overzicht.afrekening.grafiek, overzicht.vorige?.grafiek ?? null).perHalfUur,
    balies: kassas.map(({ id, naam, ruimte, taak, laatsteContact, wachtend, oudsteWachtend, ingetrokken }) => ({
      id,
      naam,
      ruimte,
      taak,
      laatsteContact,
      wachtend,
      oudsteWachtend,
      ingetrokken,
    })),
    ophalen: overzicht.geslotenOp ? ophaalVoortgang(overzicht.afrekening.verkopers, inleveringen) : null,
  };
}
