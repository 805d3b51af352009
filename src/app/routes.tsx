// The router draws the route table of src/domain/routeTable.ts (docs/architecture.md#routes): each screen is
// its own lazily loaded chunk, named after the table's chunk so the build's route manifest can find it.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingMessage } from '../components/LoadingMessage';
import { interactiveMarked } from '../core/appSlice';
import { useAppDispatch } from '../core/hooks';
import { loadFormCatalog, type CatalogName } from '../core/i18n';
import { LOADING_MESSAGE_DELAY_MS } from '../domain/constants';
import { PORTAL_ROUTES, SCREEN_CATALOGS, routeForPath, type Screen, type ScreenChunk } from '../domain/routeTable';

export { ACCESSIBILITY_PATH, MAINTENANCE_PATH } from '../domain/routeTable';

/**
 * A screen's page, loaded lazily; once its chunk is in (the server sends the current route's chunk with the main
 * bundle), the page is drawn directly, without a Suspense round that would flash 'Loading…' for a frame.
 */
function screenLoader<P extends object>(loadPage: () => Promise<{ default: ComponentType<P> }>, catalog?: CatalogName) {
  let loaded: ComponentType<P> | undefined;
  // A form's page waits for its catalog in the active language too, so it is drawn in that language from the start.
  const load = () => (catalog ? Promise.all([loadPage(), loadFormCatalog(catalog)]).then(([module]) => module) : loadPage());
  // lazy()'s props type loses a generic P (it adds ref handling); the page takes exactly P.
  const LazyPage = lazy(load) as unknown as ComponentType<P>;
  return {
    preload: () =>
      load().then((module) => {
        loaded = module.default;
      }),
    Page: (props: P) => {
      const Page = loaded ?? LazyPage;
      return <Page {...props} />;
    },
  };
}

const SCREENS = {
  home: screenLoader(() => import(/* webpackChunkName: "home" */ './HomePage')),
  maintenance: screenLoader(() => import(/* webpackChunkName: "maintenance" */ './MaintenancePage')),
  'not-found': screenLoader(() => import(/* webpackChunkName: "not-found" */ './NotFoundPage')),
  'area-home': screenLoader(() => import(/* webpackChunkName: "area-home" */ './AreaHomePage')),
  accessibility: screenLoader(() => import(/* webpackChunkName: "accessibility" */ './AccessibilityPage')),
  attestation: screenLoader(() => import(/* webpackChunkName: "attestation" */ '../features/attestation/AttestationPage'), SCREEN_CATALOGS.attestation),
  'preferred-contact': screenLoader(
    () => import(/* webpackChunkName: "preferred-contact" */ '../features/contact/PreferredContactPage'),
    SCREEN_CATALOGS['preferred-contact'],
  ),
  tgi: screenLoader(() => import(/* webpackChunkName: "tgi" */ '../features/tgi/TgiSurveyPage'), SCREEN_CATALOGS.tgi),
} satisfies Record<ScreenChunk, { preload: () => Promise<void> }>;

/**
 * Loads the page of an address before the first render. When the server sent its chunk with the main bundle this
 * settles within the current task; the caller does not wait longer than that (see src/index.tsx).
 */
export function preloadScreen(pathname: string): Promise<void> {
  return SCREENS[routeForPath(pathname).screen.chunk].preload();
}

/** Loads every screen with its catalog in the active language: a page drawn on the server never waits for one. */
export function preloadEveryScreen(): Promise<void> {
  return Promise.all(Object.values(SCREENS).map((screen) => screen.preload())).then(() => undefined);
}

const PreferredContactScreen = SCREENS['preferred-contact'].Page;
const AreaHomeScreen = SCREENS['area-home'].Page;
const NotFoundScreen = SCREENS['not-found'].Page;

/** The page a table entry draws; the switch is exhaustive, so a new chunk in the table fails the type check here. */
function ScreenPage({ screen }: { screen: Screen }) {
  switch (screen.chunk) {
    case 'home':
      return <SCREENS.home.Page />;
    case 'attestation':
      return <SCREENS.attestation.Page formKey={screen.formKey} />;
    case 'preferred-contact':
      return <PreferredContactScreen />;
    case 'tgi':
      return <SCREENS.tgi.Page />;
    case 'maintenance':
      return <SCREENS.maintenance.Page />;
    case 'area-home':
      return <AreaHomeScreen area={screen.area} />;
    case 'accessibility':
      return <SCREENS.accessibility.Page />;
    case 'not-found':
      return <NotFoundScreen />;
  }
}

/**
 * Says the app runs the page (appSlice's `interactive`) once the screen beside it has been taken over: inside the
 * screen's Suspense boundary, which React hydrates after the shell, so the screen's first drawing is the server's.
 */
function InteractiveMark() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(interactiveMarked());
  }, [dispatch]);
  return null;
}

/** While a page's code downloads: the spec's loading rule, nothing for the first second, then 'Loading…'. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingMessage afterMs={LOADING_MESSAGE_DELAY_MS} />}>
      {children}
      <InteractiveMark />
    </Suspense>
  );
}

export function PortalRoutes() {
  return (
    <Routes>
      {PORTAL_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<Loading><ScreenPage screen={route.screen} /></Loading>} />
      ))}
    </Routes>
  );
}
