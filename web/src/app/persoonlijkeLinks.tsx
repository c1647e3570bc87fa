import { lazy, Suspense, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { AfmeldenPage } from '../features/registratie';
import { Laden } from '../components/Laden';
import { ReservelijstVerlatenPage } from '../features/reservelijst';
import { WeerMeedoenPage } from '../features/registratie';

// Loaded on demand: its confirmation dialog stays out of the other public pages' bundle.
const MijnGegevensPage = lazy(() => import('./MijnGegevensPage'));
const MijnArtikelenPage = lazy(() => import('../features/artikelen/MijnArtikelenPage'));

/** A page loaded on demand, with the loading sign meanwhile. */
const lui = (Page: ComponentType) => (
  <Suspense fallback={<Laden />}>
    <Page />
  </Suspense>
);

/** The seller's personal links from their mails, over several areas: public, not in the menu. */
export const persoonlijkeLinkRoutes = (
  <>
    <Route path="/mijn-gegevens" element={lui(MijnGegevensPage)} />
    <Route path="/mijn-artikelen" element={lui(MijnArtikelenPage)} />
    <Route path="/afmelden" element={<AfmeldenPage />} />
    <Route path="/reservelijst-verlaten" element={<ReservelijstVerlatenPage />} />
    <Route path="/weer-meedoen" element={<WeerMeedoenPage />} />
  </>
);
