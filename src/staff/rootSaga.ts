// The console's sagas, each spawned so that one that dies does not stop the others.
import { spawn } from 'redux-saga/effects';
import { answerChangesSaga } from './answerChangesSaga';
import { auditSaga } from './auditSaga';
import { consentSaga } from './consentSaga';
import { deliveriesSaga } from './deliveriesSaga';
import { inboxSaga } from './inboxSaga';
import { proofSaga } from './proofSaga';
import { sessionSaga } from './sessionSaga';
import { siteSaga } from './siteSaga';
import { submissionSaga } from './submissionSaga';
import { withdrawalsSaga } from './withdrawalsSaga';

export function* staffRootSaga() {
  yield spawn(sessionSaga);
  yield spawn(inboxSaga);
  yield spawn(submissionSaga);
  yield spawn(auditSaga);
  yield spawn(consentSaga);
  yield spawn(proofSaga);
  yield spawn(withdrawalsSaga);
  yield spawn(answerChangesSaga);
  yield spawn(deliveriesSaga);
  yield spawn(siteSaga);
}
