import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContactPage } from '../pages/contact/ContactPage';
import { HomePage } from '../pages/home/HomePage';
import { KopenPage } from '../pages/kopen/KopenPage';
import { LabelenPage } from '../pages/labelen/LabelenPage';
import { Laden } from '../pages/Laden';
import { LoginPage } from '../pages/login/LoginPage';
import { NietGevondenPage } from '../pages/niet-gevonden/NietGevondenPage';
import { PrivacyPage } from '../pages/privacy/PrivacyPage';
import { privacyRoutes } from '../pages/mijn-gegevens/routes';
import { RegistrerenPage } from '../pages/registreren/RegistrerenPage';
import { VerkopenPage } from '../pages/verkopen/VerkopenPage';
import { VrijwilligersPage } from '../pages/vrijwilligers/VrijwilligersPage';
import { useSession } from './session';

// Loaded on demand: visitors never download the admin screens (or their grid, editor, pickers).
const GeregistreerdenPage = lazy(() => import('../admin/geregistreerden/GeregistreerdenPage'));
const AfleveringenPage = lazy(() => import('../admin/afleveringen/AfleveringenPage'));
const InstellingenPage = lazy(() => import('../admin/instellingen/InstellingenPage'));
const NieuwsEditPage = lazy(() => import('../admin/nieuws/NieuwsEditPage'));
const ReservelijstPage = lazy(() => import('../admin/reservelijst/ReservelijstPage'));
const ArtikelenBeheerPage = lazy(() => import('../admin/artikelen/ArtikelenBeheerPage'));
const VrijwilligersBeheerPage = lazy(() => import('../admin/vrijwilligers/VrijwilligersBeheerPage'));
const AfrekeningPage = lazy(() => import('../admin/afrekening/AfrekeningPage'));
const KassaBeheerPage = lazy(() => import('../admin/kassa/KassaBeheerPage'));

/** Not logged in, an admin route shows the home page instead (SPEC.md section 2). */
function Beheer({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const session = useSession();
  if (!session.ready) return <Laden />;
  if (!session.loggedIn) return <HomePage metOmschrijving={false} />;
  return (
    <Suspense fallback={<Laden />}>
      <Page />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage metOmschrijving />} />
      <Route path="/home" element={<HomePage metOmschrijving={false} />} />
      <Route path="/verkopen" element={<VerkopenPage />} />
      <Route path="/kopen" element={<KopenPage />} />
      <Route path="/labelen" element={<LabelenPage />} />
      <Route path="/vrijwilligers" element={<VrijwilligersPage />} />
      <Route path="/registreren" element={<RegistrerenPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      {privacyRoutes}
      <Route path="/login" element={<LoginPage />} />
      <Route path="/geregistreerden" element={<Beheer page={GeregistreerdenPage} />} />
      <Route path="/afleveringen" element={<Beheer page={AfleveringenPage} />} />
      <Route path="/instellingen" element={<Beheer page={InstellingenPage} />} />
      <Route path="/nieuws-edit" element={<Beheer page={NieuwsEditPage} />} />
      <Route path="/reservelijst" element={<Beheer page={ReservelijstPage} />} />
      <Route path="/rooster" element={<Beheer page={VrijwilligersBeheerPage} />} />
      <Route path="/artikelen" element={<Beheer page={ArtikelenBeheerPage} />} />
      <Route path="/afrekening" element={<Beheer page={AfrekeningPage} />} />
      {/* A desk's device never gets here: main.tsx shows it the till instead. */}
      <Route path="/kassa" element={<Beheer page={KassaBeheerPage} />} />
      <Route path="*" element={<NietGevondenPage />} />
    </Routes>
  );
}
