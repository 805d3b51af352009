// The state tree: one slice per feature plus redux-form's `form`.
import { combineReducers } from '@reduxjs/toolkit';
import { reducer as formReducer } from 'redux-form';
import { appReducer } from './appSlice';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { attestationReducer } from '../features/attestation/attestationSlice';
import { contactReducer } from '../features/contact/contactSlice';
import { tgiReducer } from '../features/tgi/tgiSlice';

export const rootReducer = combineReducers({
  app: appReducer,
  notifications: notificationsReducer,
  toasts: toastsReducer,
  attestation: attestationReducer,
  contact: contactReducer,
  tgi: tgiReducer,
  form: formReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
