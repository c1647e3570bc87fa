/**
 * For the build's pre-render only (entry-server.tsx): per public route, what its page shows once
 * its data is in, rendered with example data so that the page's HTML carries the CSS of it.
 *
 * A page's data comes after it is on the screen. On /vrijwilligers the form follows the shifts:
 * its fields, checkboxes and button were new to Emotion, which compiled and inserted about 100
 * CSS rules in the one task that put the form on the screen (a React commit is not split into
 * slices), the page's longest task after the first paint (Lighthouse TBT, issue 55). With their
 * CSS in the HTML (1.8 kB gzip more), Emotion finds them inserted and the browser parsed them with
 * the page. Only the CSS is used, never this HTML; the class names are the hashes of the styles,
 * so a form that looks different (a refusal, an error) still gets what it misses when it needs it.
 */
import type { ReactNode } from 'react';
import { DIENSTEN, type Dienst, type DienstSoort } from '@backend/vrijwilligers/domein';
import { Aanmelden } from '../features/vrijwilligers/VrijwilligersPage';

/** A shift as the server sends it; `bezet` of `capaciteit` taken. */
function dienst(soort: DienstSoort, capaciteit: number, bezet: number): Dienst {
  const { naam, dag, standaardTijd } = DIENSTEN[soort];
  return { dienst: soort, naam, dag, tijd: standaardTijd, capaciteit, bezet, plaatsenOver: capaciteit - bezet };
}

export const NA_DE_DATA: Partial<Record<string, () => ReactNode>> = {
  // One shift full: its places show in the error colour, the others in grey.
  '/vrijwilligers': () => (
    <Aanmelden
      beginMet={{
        datum: '2027-03-13',
        diensten: [dienst('vrijdagSorteren', 8, 0), dienst('zaterdagOpbouwen', 8, 8), dienst('zaterdagTijdens', 8, 3)],
      }}
    />
  ),
};
