// The TGI survey's submission steps of docs/states.md: the NPI look-up and its Confirm dialog (src/forms), the record,
// and the save issued. In the survey page's own chunk (tgiSaga.ts loads it under the page's chunk name): a survey is
// only ever sent from that page, so these steps are in the browser whenever they run, and no other page loads them.
import { call, put, spawn } from 'redux-saga/effects';
import { nanoid } from '@reduxjs/toolkit';
import { buildTgiRecord } from '../../domain/tgi';
// Types only: the look-up comes as an argument. Imported from here, it (and the API client under it) would become a
// module of its own in the main bundle, and cost every page's first load (docs/testing.md#the-size-budget).
import type { checkNpi, isValidNpiValue, NpiCheckOutcome } from '../../forms/npiCheck';
import { SUBMIT_LABELS } from '../../domain/submitLabels';
import {
  tgiActions,
  type TgiFormValues,
} from './tgiSlice';

/** The shared NPI look-up of src/forms/npiCheck.ts, handed over by tgiSaga.ts. */
export interface NpiLookUp {
  checkNpi: typeof checkNpi;
  isValidNpiValue: typeof isValidNpiValue;
}

/**
 * Starts loading the code that keeps a survey on the device (tgiSaga.ts loads it as the save is issued) while the NPI
 * is looked up, so the save does not then wait for it. A failed load is let go: the survey is then sent unkept.
 */
async function preloadKeptSurveys(): Promise<void> {
  await import(/* webpackChunkName: "tgi-kept" */ './keptSurveys').catch(() => undefined);
}

/** Looks the NPI up (and asks when it is not found), then issues the save with a new key; cancelled or failed, stops. */
export function* submitTgiSurvey(values: TgiFormValues, lookUp: NpiLookUp) {
  // Spawned, not forked: a forked load would hold up the look-up's outcome until the chunk arrived.
  yield spawn(preloadKeptSurveys);
  const outcome = (yield call(lookUp.checkNpi, values.individualNPI ?? '', {
    checked: (valid) => tgiActions.npiChecked({ valid }),
    failed: (failure) => tgiActions.npiCheckFailed({ failure }),
    accepted: () => tgiActions.unconfirmedNpiAccepted(),
    cancelled: () => tgiActions.submissionCancelled(),
    submitLabel: SUBMIT_LABELS.tgi,
  })) as NpiCheckOutcome;
  if (outcome === 'cancelled' || outcome === 'failed') return;
  const record = buildTgiRecord(values, lookUp.isValidNpiValue(outcome), new Date());
  yield put(tgiActions.saveIssued({ record, idempotencyKey: nanoid() }));
}
