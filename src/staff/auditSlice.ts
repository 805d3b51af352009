// The audit slice: the audit trail under a filter, newest first, a page at a time; a role below admin is refused (403).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntryView, AuditFilter } from '../domain/staffConsole';
import type { StaffFailure } from './api';

export interface AuditState {
  /** `forbidden`: the server's 403, the role does not allow the trail. */
  status: 'idle' | 'loading' | 'loadingMore' | 'loaded' | 'failed' | 'forbidden';
  filter: AuditFilter;
  entries: AuditEntryView[];
  next: string | null;
  failure: StaffFailure | null;
  /** How many entries were shown before the last page came: the first new one takes focus. */
  firstNewEntry: number | null;
}

export const initialAuditState: AuditState = { status: 'idle', filter: {}, entries: [], next: null, failure: null, firstNewEntry: null };

const auditSlice = createSlice({
  name: 'audit',
  initialState: initialAuditState,
  reducers: {
    shown: (state, action: PayloadAction<{ filter: AuditFilter }>) => {
      state.status = 'loading';
      state.filter = action.payload.filter;
      state.entries = [];
      state.next = null;
      state.failure = null;
      state.firstNewEntry = null;
    },
    moreRequested: (state) => {
      if (state.status === 'loaded' && state.next) state.status = 'loadingMore';
    },
    retried: (state) => {
      if (state.status !== 'failed') return;
      state.status = state.entries.length > 0 && state.next ? 'loadingMore' : 'loading';
      state.failure = null;
    },
    pageLoaded: (state, action: PayloadAction<{ entries: AuditEntryView[]; next: string | null }>) => {
      state.firstNewEntry = state.status === 'loadingMore' ? state.entries.length : null;
      state.entries = state.status === 'loadingMore' ? [...state.entries, ...action.payload.entries] : action.payload.entries;
      state.next = action.payload.next;
      state.status = 'loaded';
    },
    loadFailed: (state, action: PayloadAction<{ failure: StaffFailure }>) => {
      state.status = 'failed';
      state.failure = action.payload.failure;
    },
    refused: (state) => {
      state.status = 'forbidden';
      state.entries = [];
      state.next = null;
    },
    left: () => initialAuditState,
  },
});

export const auditActions = auditSlice.actions;
export const auditReducer = auditSlice.reducer;

type WithAudit = { audit: AuditState };

export const selectAudit = (state: WithAudit) => state.audit;
