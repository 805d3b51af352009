// Spawns each feature's root saga, so one failing saga does not take the others down (docs/conventions.md).
import { spawn } from 'redux-saga/effects';
import { appSaga } from './appSaga';
import { languageSaga } from './languageSaga';
import { notificationsSaga } from '../features/notifications/notificationsSaga';
import { toastsSaga } from '../features/toasts/toastsSaga';
import { attestationSaga } from '../features/attestation/attestationSaga';
import { contactSaga } from '../features/contact/contactSaga';
import { tgiSaga } from '../features/tgi/tgiSaga';

export function* rootSaga() {
  yield spawn(appSaga);
  yield spawn(languageSaga);
  yield spawn(notificationsSaga);
  yield spawn(toastsSaga);
  yield spawn(attestationSaga);
  yield spawn(contactSaga);
  yield spawn(tgiSaga);
}
