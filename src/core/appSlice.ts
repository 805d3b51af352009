// App-level state of docs/states.md: the loaded timer, maintenance, the delayed loading message, the confirm dialog.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SOURCE_LANGUAGE } from '../domain/language';
import { DEMO_PORTAL_CONFIG, type PortalConfig } from '../domain/portalConfig';

export type MaintenanceStatus = 'unknown' | 'on' | 'off';

/** The spec's dialog request, minus its callbacks: the answer comes back as an action (docs/conventions.md). */
export interface ConfirmRequest {
  title: string;
  message: string;
  okLabel: string;
  cancelLabel: string;
}

/** One answer of the maintenance check, stamped so the polling knows when the flag was last asked. */
export interface MaintenanceAnswer {
  inMaintenance: boolean;
  /** Milliseconds since navigation start. */
  checkedAt: number;
}

export interface AppState {
  config: PortalConfig;
  loaded: boolean;
  maintenance: MaintenanceStatus;
  /** When the flag was last answered (or failed to be), in ms since navigation start: polling counts from it. */
  maintenanceCheckedAt: number | null;
  /** How many tracked operations have outlasted the loading delay and are still running. */
  slowOperations: number;
  confirm: ConfirmRequest & { open: boolean };
  /** The language the portal speaks now (docs/languages.md): changed only once its catalog is loaded. */
  language: string;
  /**
   * The app's scripts run the page. False in a page the server draws (src/render), which may be used without them and
   * so draws what works without them (the contact form's Submit is on: its terms box cannot tell it was read); set once
   * the app has taken the page's screen over (src/app/routes.tsx), not before: the screen is hydrated after the shell,
   * and must first be drawn as the server drew it.
   */
  interactive: boolean;
}

const closedConfirm: AppState['confirm'] = { open: false, title: '', message: '', okLabel: '', cancelLabel: '' };

export const initialAppState: AppState = {
  config: DEMO_PORTAL_CONFIG,
  loaded: false,
  maintenance: 'unknown',
  maintenanceCheckedAt: null,
  slowOperations: 0,
  confirm: closedConfirm,
  language: SOURCE_LANGUAGE,
  interactive: true,
};

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    started: () => undefined,
    /** The app has taken the page's screen over (src/app/routes.tsx): what needs its scripts may now be asked for. */
    interactiveMarked: (state) => {
      state.interactive = true;
    },
    loadedMarked: (state) => {
      state.loaded = true;
    },
    maintenanceChecked: (state, action: PayloadAction<MaintenanceAnswer>) => {
      const { inMaintenance, checkedAt } = action.payload;
      state.maintenance = inMaintenance ? 'on' : 'off';
      state.maintenanceCheckedAt = checkedAt;
    },
    maintenanceCheckFailed: (state, action: PayloadAction<{ checkedAt: number }>) => {
      // At start the site stays usable when the check cannot be made; during maintenance a failed check proves
      // nothing, so the page stays and the next tick asks again.
      if (state.maintenance === 'unknown') state.maintenance = 'off';
      state.maintenanceCheckedAt = action.payload.checkedAt;
    },
    // Events for the saga: it polls the flag only while the page is on screen.
    maintenancePageShown: () => undefined,
    maintenancePageLeft: () => undefined,
    loadingMessageShown: (state) => {
      state.slowOperations += 1;
    },
    loadingMessageCleared: (state) => {
      state.slowOperations = Math.max(0, state.slowOperations - 1);
    },
    confirmRequested: (state, action: PayloadAction<ConfirmRequest>) => {
      state.confirm = { ...action.payload, open: true };
    },
    confirmAccepted: (state) => {
      state.confirm = closedConfirm;
    },
    confirmCancelled: (state) => {
      state.confirm = closedConfirm;
    },
    /** The person chose a language (the banner's link): the saga loads its catalog, then reports it active. */
    languageChosen: (_state, _action: PayloadAction<{ language: string }>) => undefined,
    languageActivated: (state, action: PayloadAction<{ language: string }>) => {
      state.language = action.payload.language;
    },
  },
});

export const {
  started,
  interactiveMarked,
  loadedMarked,
  maintenanceChecked,
  maintenanceCheckFailed,
  maintenancePageShown,
  maintenancePageLeft,
  loadingMessageShown,
  loadingMessageCleared,
  confirmRequested,
  confirmAccepted,
  confirmCancelled,
  languageChosen,
  languageActivated,
} = appSlice.actions;
export const appReducer = appSlice.reducer;

type WithApp = { app: AppState };
export const selectConfig = (state: WithApp): PortalConfig => state.app.config;
export const selectPlanName = (state: WithApp): string => state.app.config.planName;
export const selectInMaintenance = (state: WithApp): boolean => state.app.maintenance === 'on';
export const selectMaintenanceCheckedAt = (state: WithApp): number | null => state.app.maintenanceCheckedAt;
/** A check has answered that the site is up (or, at start, could not be made: the site stays usable). */
export const selectMaintenanceOff = (state: WithApp): boolean => state.app.maintenance === 'off';
export const selectLoadingMessageVisible = (state: WithApp): boolean => state.app.slowOperations > 0;
export const selectConfirm = (state: WithApp): AppState['confirm'] => state.app.confirm;
export const selectLanguage = (state: WithApp): string => state.app.language;
/** The languages the plan offers (its configuration), the first being the one a new visitor gets. */
export const selectLanguages = (state: WithApp): readonly string[] => state.app.config.languages;
