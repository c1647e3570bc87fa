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
import { BEHEER_GROEPEN, BEHEER_MENU } from './menu';

/**
 * The draw's public check (issue 52), loaded on demand: few visitors open it, and its explanation
 * and Web Crypto check need not travel with every other public page.
 */
const LotingPage = lazy(() => import('../features/loting/LotingPage').then((m) => ({ default: m.LotingPage })));

/** The administrator's screens (menu.ts), each loaded on demand: visitors never download them. */
const BEHEER = BEHEER_MENU.map(({ to, laad }) => ({ to, pagina: lazy(laad) }));

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
      <Route
        path="/loting"
        element={
          <Suspense fallback={<Laden />}>
            <LotingPage />
          </Suspense>
        }
      />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      {persoonlijkeLinkRoutes}
      <Route path="/login" element={<LoginPage />} />
      {/* A desk's device never gets to /kassa, /inleveren or /ophalen: main.tsx shows it its own page. */}
      {BEHEER.map(({ to, pagina }) => (
        <Route key={to} path={to} element={<Beheer page={pagina} />} />
      ))}
      <Route path="*" element={<NietGevondenPage />} />
    </Routes>
  );
}
