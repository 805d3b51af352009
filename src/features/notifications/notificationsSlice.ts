// The notification strip's messages (docs/records.md "Notification"), fetched once at start.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface NotificationsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  messages: string[];
}

/** This feature's slice of the store's state (src/core/rootState.ts). */
declare module '../../core/rootState' {
  interface PortalSlices {
    notifications: NotificationsState;
  }
}

export const initialNotificationsState: NotificationsState = { status: 'idle', messages: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    requested: (state) => {
      state.status = 'loading';
    },
    received: (state, action: PayloadAction<string[]>) => {
      state.status = 'loaded';
      state.messages = action.payload;
    },
    fetchFailed: (state) => {
      state.status = 'failed';
    },
  },
});

export const { requested: notificationsRequested, received: notificationsReceived, fetchFailed: notificationsFetchFailed } =
  notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

type WithNotifications = { notifications: NotificationsState };
export const selectNotifications = (state: WithNotifications): NotificationsState => state.notifications;
export const selectNotificationMessages = (state: WithNotifications): string[] => state.notifications.messages;
