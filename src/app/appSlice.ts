// App-level state of spec §4: boot timers, maintenance, the delayed loading message, the confirm dialog.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEMO_PORTAL_CONFIG, type PortalConfig } from '../domain/portalConfig';

export type MaintenanceStatus = 'unknown' | 'on' | 'off';

/** The spec's dialog request, minus its callbacks: the answer comes back as an action (DESIGN §4.4). */
export interface ConfirmRequest {
  title: string;
  message: string;
  okLabel: string;
  cancelLabel: string;
}

export interface AppState {
  config: PortalConfig;
  loaded: boolean;
  prebootRemoved: boolean;
  maintenance: MaintenanceStatus;
  /** How many tracked operations have outlasted the loading delay and are still running. */
  slowOperations: number;
  confirm: ConfirmRequest & { open: boolean };
}

const closedConfirm: AppState['confirm'] = { open: false, title: '', message: '', okLabel: '', cancelLabel: '' };

export const initialAppState: AppState = {
  config: DEMO_PORTAL_CONFIG,
  loaded: false,
  prebootRemoved: false,
  maintenance: 'unknown',
  slowOperations: 0,
  confirm: closedConfirm,
};

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    started: () => undefined,
    loadedMarked: (state) => {
      state.loaded = true;
    },
    prebootRemovalDue: (state) => {
      state.prebootRemoved = true;
    },
    maintenanceChecked: (state, action: PayloadAction<boolean>) => {
      state.maintenance = action.payload ? 'on' : 'off';
    },
    maintenanceCheckFailed: (state) => {
      // The site stays usable when the check itself cannot be made.
      state.maintenance = 'off';
    },
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
  },
});

export const {
  started,
  loadedMarked,
  prebootRemovalDue,
  maintenanceChecked,
  maintenanceCheckFailed,
  loadingMessageShown,
  loadingMessageCleared,
  confirmRequested,
  confirmAccepted,
  confirmCancelled,
} = appSlice.actions;
export const appReducer = appSlice.reducer;

type WithApp = { app: AppState };
export const selectConfig = (state: WithApp): PortalConfig => state.app.config;
export const selectPlanName = (state: WithApp): string => state.app.config.planName;
export const selectAppLoaded = (state: WithApp): boolean => state.app.loaded;
export const selectPrebootRemoved = (state: WithApp): boolean => state.app.prebootRemoved;
export const selectInMaintenance = (state: WithApp): boolean => state.app.maintenance === 'on';
export const selectLoadingMessageVisible = (state: WithApp): boolean => state.app.slowOperations > 0;
export const selectConfirm = (state: WithApp): AppState['confirm'] => state.app.confirm;
