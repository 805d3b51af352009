// Spec §2's route table, plus `/`, the accessibility statement and the not-found page; each screen is its own lazily loaded chunk.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingMessage } from '../components/LoadingMessage';

const HomePage = lazy(() => import(/* webpackChunkName: "home" */ './HomePage'));
const MaintenancePage = lazy(() => import(/* webpackChunkName: "maintenance" */ './MaintenancePage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));
const AreaHomePage = lazy(() => import(/* webpackChunkName: "area-home" */ './AreaHomePage'));
const AccessibilityPage = lazy(() => import(/* webpackChunkName: "accessibility" */ './AccessibilityPage'));
const AttestationPage = lazy(() => import(/* webpackChunkName: "attestation" */ '../features/attestation/AttestationPage'));
const PreferredContactPage = lazy(() => import(/* webpackChunkName: "preferred-contact" */ '../features/contact/PreferredContactPage'));
const TgiSurveyPage = lazy(() => import(/* webpackChunkName: "tgi" */ '../features/tgi/TgiSurveyPage'));

export const MAINTENANCE_PATH = '/maintenance';
export const ACCESSIBILITY_PATH = '/accessibility';

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingMessage />}>{children}</Suspense>;
}

export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Screen><HomePage /></Screen>} />
      <Route path="/attestation" element={<Screen><AttestationPage formKey="stateTraining" /></Screen>} />
      <Route path="/childhood" element={<Screen><AttestationPage formKey="childhood" /></Screen>} />
      <Route path="/oralhealth" element={<Screen><AttestationPage formKey="oralhealth" /></Screen>} />
      <Route path="/deiprovidertraining" element={<Screen><AttestationPage formKey="deiprovidertraining" /></Screen>} />
      <Route path="/preferredcontact" element={<Screen><PreferredContactPage /></Screen>} />
      <Route path="/tgisurvey" element={<Screen><TgiSurveyPage /></Screen>} />
      <Route path="/providers" element={<Screen><TgiSurveyPage /></Screen>} />
      <Route path={MAINTENANCE_PATH} element={<Screen><MaintenancePage /></Screen>} />
      <Route path="/ltchome" element={<Screen><AreaHomePage area="longTermCare" /></Screen>} />
      <Route path="/bhhome" element={<Screen><AreaHomePage area="behavioralHealth" /></Screen>} />
      <Route path={ACCESSIBILITY_PATH} element={<Screen><AccessibilityPage /></Screen>} />
      <Route path="*" element={<Screen><NotFoundPage /></Screen>} />
    </Routes>
  );
}
