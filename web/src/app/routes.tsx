import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContactPage } from '../features/site/ContactPage';
import { HomePage } from '../features/site/HomePage';
import { KopenPage } from '../features/site/KopenPage';
import { LabelenPage } from '../features/site/LabelenPage';
import { Laden } from '../components/Laden';
import { BeheerMenu } from '../components/beheer/beheerMenu';
import { LoginPage } from '../features/login/LoginPage';
import { NietGevondenPage } from '../features/site/NietGevondenPage';
import { PrivacyPage } from '../features/privacy/PrivacyPage';
import { persoonlijkeLinkRoutes } from './persoonlijkeLinks';
import { RegistrerenPage } from '../features/registratie/RegistrerenPage';
import { ReservelijstFormulier } from '../features/reservelijst';
import { VerkopenPage } from '../features/site/VerkopenPage';
import { VrijwilligersPage } from '../features/vrijwilligers/VrijwilligersPage';
import { useSession } from '../data/session';
import { BEHEER_GROEPEN } from './menu';

// Loaded on demand: visitors never download the admin screens (or their grid, editor, pickers).
const GeregistreerdenPage = lazy(() => import('../features/geregistreerden/GeregistreerdenPage'));
const AfleveringenPage = lazy(() => import('../features/seizoen/AfleveringenPage'));
const InstellingenPage = lazy(() => import('../features/instellingen/InstellingenPage'));
const NieuwsEditPage = lazy(() => import('../features/nieuws/NieuwsEditPage'));
const ReservelijstPage = lazy(() => import('../features/reservelijst/ReservelijstPage'));
const ArtikelenBeheerPage = lazy(() => import('../features/artikelen/ArtikelenBeheerPage'));
const VrijwilligersBeheerPage = lazy(() => import('../features/vrijwilligers/VrijwilligersBeheerPage'));
const AfrekeningPage = lazy(() => import('../features/afrekening/AfrekeningPage'));
const KassaBeheerPage = lazy(() => import('../features/kassa/beheer/KassaBeheerPage'));
const InleverenPage = lazy(() => import('../features/inlevering/InleverenPage'));
const OphalenPage = lazy(() => import('../features/inlevering/OphalenPage'));
const BeursdagPage = lazy(() => import('../features/inlevering/BeursdagPage'));

/** Not logged in, an admin route shows the home page instead (SPEC.md section 2). */
function Beheer({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const session = useSession();
  if (!session.ready) return <Laden />;
  if (!session.loggedIn) return <HomePage metOmschrijving={false} />;
  return (
    <BeheerMenu groepen={BEHEER_GROEPEN}>
      <Suspense fallback={<Laden />}>
        <Page />
      </Suspense>
    </BeheerMenu>
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
      <Route path="/registreren" element={<RegistrerenPage reservelijst={<ReservelijstFormulier />} />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      {persoonlijkeLinkRoutes}
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
      {/* A drop-off or pick-up desk's device never gets here either: main.tsx shows it its own page. */}
      <Route path="/inleveren" element={<Beheer page={InleverenPage} />} />
      <Route path="/ophalen" element={<Beheer page={OphalenPage} />} />
      <Route path="/beursdag" element={<Beheer page={BeursdagPage} />} />
      <Route path="*" element={<NietGevondenPage />} />
    </Routes>
  );
}
