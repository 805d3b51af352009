// The router draws the route table of src/domain/routeTable.ts (docs/architecture.md#routes): each screen is
// its own lazily loaded chunk, named after the table's chunk so the build's route manifest can find it.
import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadingMessage } from '../components/LoadingMessage';
import { interactiveMarked } from '../core/appSlice';
import { useAppDispatch } from '../core/hooks';
import { loadFormCatalog, type CatalogName } from '../core/i18n';
import { LOADING_MESSAGE_DELAY_MS } from '../domain/constants';
import { PORTAL_ROUTES, routeForPath, type Screen, type ScreenChunk } from '../domain/routeTable';

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
  // A form's chunk, catalog and module have the form's name (FORM_NAMES): its page brings its slice and saga.
  attestation: screenLoader(() => import(/* webpackChunkName: "attestation" */ '../features/attestation/AttestationPage'), 'attestation'),
  contact: screenLoader(() => import(/* webpackChunkName: "contact" */ '../features/contact/PreferredContactPage'), 'contact'),
  tgi: screenLoader(() => import(/* webpackChunkName: "tgi" */ '../features/tgi/TgiSurveyPage'), 'tgi'),
  // The page of the link in the contact form's email: the form's page, in its catalog (screenCatalog in routeTable.ts).
  'confirm-email': screenLoader(() => import(/* webpackChunkName: "confirm-email" */ '../features/contact/ConfirmEmailPage'), 'contact'),
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

const PreferredContactScreen = SCREENS.contact.Page;
const AreaHomeScreen = SCREENS['area-home'].Page;
const NotFoundScreen = SCREENS['not-found'].Page;
const ConfirmEmailScreen = SCREENS['confirm-email'].Page;

/** The page a table entry draws; the switch is exhaustive, so a new chunk in the table fails the type check here. */
function ScreenPage({ screen }: { screen: Screen }) {
  switch (screen.chunk) {
    case 'home':
      return <SCREENS.home.Page />;
    case 'attestation':
      return <SCREENS.attestation.Page formKey={screen.formKey} />;
    case 'contact':
      return <PreferredContactScreen />;
    case 'tgi':
      return <SCREENS.tgi.Page />;
    case 'maintenance':
      return <SCREENS.maintenance.Page />;
    case 'area-home':
      return <AreaHomeScreen area={screen.area} />;
    case 'accessibility':
      return <SCREENS.accessibility.Page />;
    case 'confirm-email':
      return <ConfirmEmailScreen />;
    case 'not-found':
      return <NotFoundScreen />;
  }
}

/**
 * Runs once a screen is on the page, from inside its Suspense boundary (React draws or takes over the screen after the
 * shell, so its effects run when the screen's markup is there):
 * - the app runs the page now (appSlice's `interactive`), set after the screen's first drawing, which must be the server's;
 * - after the app moved here from another page (a link, the way back from maintenance), focus goes to the new page's h1,
 *   as after a full load, so a screen reader says where the person is (without it focus falls to the body). Not on
 *   the page as loaded, nor when only the query or hash changes (the screen stays).
 */
function ScreenShown({ moved }: { moved: boolean }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(interactiveMarked());
    // Every page has its h1 (PageHeader's, the maintenance page's own), focusable from script.
    if (moved) document.querySelector<HTMLElement>('#main h1')?.focus();
    // Once per arrival (the element is keyed by the page's path): a later navigation within the page (the query, the
    // hash) is not one, and must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * While a page's code downloads: the spec's loading rule, nothing for the first second, then 'Loading…'. React keeps
 * this element from one route to the next (the router draws each at the same place), so ScreenShown is keyed by the
 * page's path: a new page is a new arrival, a new query or hash on the same page is not.
 */
function Loading({ children, moved, pathname }: { children: ReactNode; moved: boolean; pathname: string }) {
  return (
    <Suspense fallback={<LoadingMessage afterMs={LOADING_MESSAGE_DELAY_MS} />}>
      {children}
      <ScreenShown key={pathname} moved={moved} />
    </Suspense>
  );
}

export function PortalRoutes() {
  // Every navigation gives the location a new key; the page as loaded keeps its first one.
  const { key, pathname } = useLocation();
  const loadedWith = useRef(key);
  const moved = key !== loadedWith.current;
  return (
    <Routes>
      {PORTAL_ROUTES.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <Loading moved={moved} pathname={pathname}>
              <ScreenPage screen={route.screen} />
            </Loading>
          }
        />
      ))}
    </Routes>
  );
}
