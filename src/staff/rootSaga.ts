// The console's sagas, each spawned so that one that dies does not stop the others.
import { spawn } from 'redux-saga/effects';
import { auditSaga } from './auditSaga';
import { inboxSaga } from './inboxSaga';
import { sessionSaga } from './sessionSaga';
import { submissionSaga } from './submissionSaga';

export function* staffRootSaga() {
  yield spawn(sessionSaga);
  yield spawn(inboxSaga);
  yield spawn(submissionSaga);
  yield spawn(auditSaga);
}
