// Toasts as state (docs/conventions.md): docs/records.md "Toast message" and the shell's settings of docs/constants.md.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_SHELL_SETTINGS } from '../../domain/constants';

export type ToastSeverity = 'default' | 'info' | 'success' | 'error' | 'warn' | 'wait';

/** A button in a toast: the event it dispatches is plain data, so the toast stays serializable (docs/conventions.md). */
export interface ToastAction {
  label: string;
  event: { type: string; payload?: unknown };
}

export interface Toast {
  id: string;
  /** The spec's summary. */
  title: string;
  /** The spec's detail. */
  msg: string;
  severity: ToastSeverity;
  /** A sticky toast stays until it is closed or cleared; a normal one closes after timeoutMs. */
  sticky: boolean;
  timeoutMs: number;
  showClose: boolean;
  /** Toasts about one thing share a topic: a new one replaces the old (a success replaces a stale error). */
  topic: string | null;
  /** What the person can do about it, e.g. try again; choosing it also closes the toast. */
  action: ToastAction | null;
}

export interface ToastRequest {
  topic?: string;
  title?: string;
  msg?: string;
  severity?: ToastSeverity;
  sticky?: boolean;
  timeoutMs?: number;
  action?: ToastAction;
}

export interface ToastsState {
  items: Toast[];
}

/** This feature's slice of the store's state (src/core/rootState.ts). */
declare module '../../core/rootState' {
  interface PortalSlices {
    toasts: ToastsState;
  }
}

// Verbatim texts of docs/errors.md; they name the toast library the spec was written against.
export const TOAST_WITHOUT_CONTENT_ERROR = 'ngx-toasta: No toast title or message specified!';
export const TOAST_CLOSE_WITHOUT_ID_ERROR = 'Please provide id of Toast to close';

export const initialToastsState: ToastsState = { items: [] };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastsState,
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        const { topic } = action.payload;
        if (topic) state.items = state.items.filter((toast) => toast.topic !== topic);
        state.items.push(action.payload);
        const overflow = state.items.length - TOAST_SHELL_SETTINGS.limit;
        if (overflow > 0) state.items.splice(0, overflow);
      },
      prepare: (request: ToastRequest) => {
        const title = request.title?.trim() ?? '';
        const msg = request.msg?.trim() ?? '';
        if (!title && !msg) throw new Error(TOAST_WITHOUT_CONTENT_ERROR);
        const sticky = request.sticky ?? false;
        const toast: Toast = {
          id: nanoid(),
          title,
          msg,
          severity: request.severity ?? 'default',
          sticky,
          timeoutMs: sticky ? TOAST_SHELL_SETTINGS.stickyTimeoutMs : (request.timeoutMs ?? TOAST_SHELL_SETTINGS.timeoutMs),
          showClose: TOAST_SHELL_SETTINGS.showClose,
          topic: request.topic ?? null,
          action: request.action ?? null,
        };
        return { payload: toast };
      },
    },
    toastClosed: {
      reducer: (state, action: PayloadAction<{ id: string }>) => {
        state.items = state.items.filter((toast) => toast.id !== action.payload.id);
      },
      prepare: (id: string | undefined) => {
        if (!id) throw new Error(TOAST_CLOSE_WITHOUT_ID_ERROR);
        return { payload: { id } };
      },
    },
    toastExpired: (state, action: PayloadAction<{ id: string }>) => {
      state.items = state.items.filter((toast) => toast.id !== action.payload.id);
    },
    toastsCleared: (state) => {
      state.items = [];
    },
  },
});

export const { toastShown, toastClosed, toastExpired, toastsCleared } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

type WithToasts = { toasts: ToastsState };
export const selectToasts = (state: WithToasts): Toast[] => state.toasts.items;
