// The site slice (issue 38, managers and admins): whether the portal is in maintenance and the notices of its strip,
// maintenance switched and a notice removed through a confirmation each, and a notice posted from its form.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewNoticeRequest, SiteView } from '../domain/staffSite';
import type { StaffFailure } from './api';

/** A change asked in a confirmation dialog, then sent; a failure is said in the dialog. */
export interface SiteConfirmation<Subject> {
  subject: Subject;
  status: 'asking' | 'working';
  failure: StaffFailure | null;
}

/** What the last change did, for its notice. */
export type SiteChangeDone = 'maintenance-on' | 'maintenance-off' | 'posted' | 'removed';

export interface SiteState {
  /** `forbidden`: the server's 403 (a viewer). */
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'forbidden';
  view: SiteView | null;
  failure: StaffFailure | null;
  /** Maintenance to be turned on (true) or off (false). */
  maintenance: SiteConfirmation<boolean> | null;
  /** A notice to remove, by id. */
  removing: SiteConfirmation<number> | null;
  /** The "Add a notice" form. What was typed lives in the form itself, and survives a refusal. */
  noticeForm: { status: 'editing' | 'saving' | 'refused'; failure: StaffFailure | null };
  /** How many notices were posted from the page: the form starts blank after each. */
  posted: number;
  done: SiteChangeDone | null;
  /** Counts the changes, so that a second one of the same kind is a new notice. */
  changes: number;
}

export const initialSiteState: SiteState = {
  status: 'idle',
  view: null,
  failure: null,
  maintenance: null,
  removing: null,
  noticeForm: { status: 'editing', failure: null },
  posted: 0,
  done: null,
  changes: 0,
};

function changed(state: SiteState, view: SiteView, done: SiteChangeDone) {
  state.view = view;
  state.status = 'loaded';
  state.done = done;
  state.changes += 1;
}

const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {
    shown: () => ({ ...initialSiteState, status: 'loading' as const }),
    retried: (state) => {
      if (state.status !== 'failed') return;
      state.status = 'loading';
      state.failure = null;
    },
    loaded: (state, action: PayloadAction<{ view: SiteView }>) => {
      state.status = 'loaded';
      state.view = action.payload.view;
    },
    loadFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    refused: (state) => {
      state.status = 'forbidden';
      state.view = null;
    },
    maintenanceAsked: (state, action: PayloadAction<{ on: boolean }>) => {
      state.maintenance = { subject: action.payload.on, status: 'asking', failure: null };
      state.done = null;
    },
    maintenanceConfirmed: (state) => {
      if (state.maintenance) state.maintenance = { ...state.maintenance, status: 'working', failure: null };
    },
    maintenanceChanged: (state, action: PayloadAction<{ view: SiteView }>) => {
      state.maintenance = null;
      changed(state, action.payload.view, action.payload.view.maintenance ? 'maintenance-on' : 'maintenance-off');
    },
    removeAsked: (state, action: PayloadAction<{ id: number }>) => {
      state.removing = { subject: action.payload.id, status: 'asking', failure: null };
      state.done = null;
    },
    removeConfirmed: (state) => {
      if (state.removing) state.removing = { ...state.removing, status: 'working', failure: null };
    },
    noticeRemoved: (state, action: PayloadAction<{ view: SiteView }>) => {
      state.removing = null;
      changed(state, action.payload.view, 'removed');
    },
    /** Cancel or Escape on either dialog. */
    confirmationCancelled: (state) => {
      state.maintenance = null;
      state.removing = null;
    },
    /** A refusal of the change the open dialog asked. */
    confirmationRefused: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      const open = state.maintenance ?? state.removing;
      if (!open) return;
      open.status = 'asking';
      open.failure = action.payload.failure;
    },
    noticeSubmitted: (state, _action: PayloadAction<{ request: NewNoticeRequest }>) => {
      state.noticeForm = { status: 'saving', failure: null };
      state.done = null;
    },
    noticePosted: (state, action: PayloadAction<{ view: SiteView }>) => {
      state.noticeForm = { status: 'editing', failure: null };
      state.posted += 1;
      changed(state, action.payload.view, 'posted');
    },
    noticeRefused: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.noticeForm = { status: 'refused', failure: action.payload.failure };
    },
    left: () => initialSiteState,
  },
});

export const siteActions = siteSlice.actions;
export const siteReducer = siteSlice.reducer;

type WithSite = { site: SiteState };

export const selectSite = (state: WithSite) => state.site;
