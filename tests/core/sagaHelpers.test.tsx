// The shared saga helpers on a real store: the loading message after 1000 ms (docs/states.md) and the Yes/No confirm dialog (docs/screens.md "Dialogs").
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyAction } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { CANCEL, runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { ConfirmDialogHost } from '../../src/app/ConfirmDialogHost';
import { LoadingMessageHost } from '../../src/app/LoadingMessageHost';
import { askConfirmation, withLoadingMessage } from '../../src/core/sagaHelpers';
import { setupStore, type AppDispatch, type AppStore } from '../../src/app/store';

/**
 * Runs a test saga beside the store's own sagas, the way the saga middleware does: every action that
 * reaches the store (from the saga or from the rendered components) is also fed to the saga's channel.
 */
function sagaHarness(store: AppStore = setupStore()) {
  const channel = stdChannel<AnyAction>();
  const dispatched: AnyAction[] = [];
  const dispatch = ((action: AnyAction) => {
    const result = store.dispatch(action);
    dispatched.push(action);
    channel.put(action);
    return result;
  }) as AppDispatch;
  const run = <S extends Saga>(saga: S, ...args: Parameters<S>): Task =>
    runSaga({ channel, dispatch, getState: store.getState }, saga, ...args);
  // The components dispatch through the same door, so the test saga hears the dialog's buttons.
  const viewStore: AppStore = { ...store, dispatch };
  return { store, viewStore, run, dispatched };
}

interface TimedOperation {
  operation: () => Promise<string>;
  wasCancelled: () => boolean;
}

/** An operation that settles after `milliseconds` and notices if redux-saga cancels it. */
function operationTaking(milliseconds: number, outcome: 'resolves' | 'rejects' = 'resolves'): TimedOperation {
  let cancelled = false;
  return {
    operation: () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const promise = new Promise<string>((resolve, reject) => {
        timer = setTimeout(() => {
          if (outcome === 'resolves') resolve(`finished after ${milliseconds} ms`);
          else reject(new Error(`failed after ${milliseconds} ms`));
        }, milliseconds);
      });
      return Object.assign(promise, {
        [CANCEL]: () => {
          cancelled = true;
          clearTimeout(timer);
        },
      });
    },
    wasCancelled: () => cancelled,
  };
}

function* runWithLoadingMessage(operation: () => Promise<string>): Generator<unknown, string, unknown> {
  try {
    return (yield call(withLoadingMessage, operation)) as string;
  } catch (error) {
    return `caught: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function advance(milliseconds: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(milliseconds);
  });
}

// The host's live region is always on the page; the message appears inside it.
const loadingMessage = () => {
  const text = screen.queryByText('Loading…');
  return text ? text.closest('[role="status"]') : null;
};

describe('withLoadingMessage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  function renderLoadingHost() {
    const harness = sagaHarness();
    render(
      <Provider store={harness.viewStore}>
        <LoadingMessageHost />
      </Provider>,
    );
    return harness;
  }

  it('shows nothing for an operation that ends within 1000 ms (900 ms)', async () => {
    const { run, store, dispatched } = renderLoadingHost();
    const { operation, wasCancelled } = operationTaking(900);
    const task = run(runWithLoadingMessage, operation);
    await advance(899);
    expect(loadingMessage()).not.toBeInTheDocument();
    expect(task.isRunning()).toBe(true);
    await advance(1);
    expect(task.isRunning()).toBe(false);
    expect(task.result()).toBe('finished after 900 ms');
    await advance(1000);
    expect(loadingMessage()).not.toBeInTheDocument();
    expect(store.getState().app.slowOperations).toBe(0);
    expect(dispatched.map((action) => action.type)).not.toContain('app/loadingMessageShown');
    expect(wasCancelled()).toBe(false);
  });

  it('shows "Loading…" at 1000 ms for a 1500 ms operation and clears it when the operation ends', async () => {
    const { run, store } = renderLoadingHost();
    const { operation, wasCancelled } = operationTaking(1500);
    const task = run(runWithLoadingMessage, operation);
    await advance(999);
    expect(loadingMessage()).not.toBeInTheDocument();
    await advance(1);
    expect(loadingMessage()).toHaveTextContent('Loading…');
    expect(store.getState().app.slowOperations).toBe(1);
    await advance(499);
    expect(loadingMessage()).toHaveTextContent('Loading…');
    expect(task.isRunning()).toBe(true);
    await advance(1);
    expect(loadingMessage()).not.toBeInTheDocument();
    expect(store.getState().app.slowOperations).toBe(0);
    // The delay won the race, yet the call ran on to its own end and its result came back.
    expect(wasCancelled()).toBe(false);
    expect(task.result()).toBe('finished after 1500 ms');
  });

  it('clears the message when a slow operation fails, and hands the error to the caller', async () => {
    const { run, store } = renderLoadingHost();
    const { operation } = operationTaking(1500, 'rejects');
    const task = run(runWithLoadingMessage, operation);
    await advance(1000);
    expect(loadingMessage()).toHaveTextContent('Loading…');
    await advance(500);
    expect(loadingMessage()).not.toBeInTheDocument();
    expect(store.getState().app.slowOperations).toBe(0);
    expect(task.result()).toBe('caught: failed after 1500 ms');
  });

  it('keeps the message while any of two overlapping slow operations is still running', async () => {
    const { run } = renderLoadingHost();
    run(runWithLoadingMessage, operationTaking(1200).operation);
    run(runWithLoadingMessage, operationTaking(2000).operation);
    await advance(1000);
    expect(loadingMessage()).toHaveTextContent('Loading…');
    await advance(200);
    expect(loadingMessage()).toHaveTextContent('Loading…');
    await advance(800);
    expect(loadingMessage()).not.toBeInTheDocument();
  });

  it('cancels the operation and clears the message when the waiting saga is itself cancelled', async () => {
    const { run, store } = renderLoadingHost();
    const { operation, wasCancelled } = operationTaking(3000);
    const task = run(runWithLoadingMessage, operation);
    await advance(1200);
    expect(loadingMessage()).toHaveTextContent('Loading…');
    act(() => task.cancel());
    expect(wasCancelled()).toBe(true);
    expect(loadingMessage()).not.toBeInTheDocument();
    expect(store.getState().app.slowOperations).toBe(0);
  });
});

describe('askConfirmation', () => {
  // The dialog's chunk (antd's Modal and theme) is loaded on first use; loading it here keeps a busy machine's
  // first require of antd out of the one second each assertion below waits.
  beforeAll(async () => {
    await import('../../src/components/ConfirmDialog');
  });

  // docs/screens.md "Dialogs": the attestation's confirm request.
  const request = {
    title: 'Confirm',
    message: 'NPI you entered is not valid, do you still want to submit?',
    okLabel: 'Yes',
    cancelLabel: 'No',
  };

  /** Asking opens the dialog at once, a React update, hence act. */
  function askInAct(run: ReturnType<typeof sagaHarness>['run']): Task {
    let task: Task | undefined;
    act(() => {
      task = run(askConfirmation, request);
    });
    if (!task) throw new Error('The confirmation saga did not start');
    return task;
  }

  function renderDialogHost() {
    const harness = sagaHarness();
    render(
      <Provider store={harness.viewStore}>
        <ConfirmDialogHost />
      </Provider>,
    );
    return harness;
  }

  it('shows nothing until a confirmation is asked for', () => {
    renderDialogHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the dialog titled Confirm with Yes and No, and answers true on Yes', async () => {
    const user = userEvent.setup();
    const { run, store } = renderDialogHost();
    const task = askInAct(run);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveTextContent('NPI you entered is not valid, do you still want to submit?');
    expect(store.getState().app.confirm.open).toBe(true);
    expect(task.isRunning()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(task.toPromise()).resolves.toBe(true);
    expect(store.getState().app.confirm.open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false on No and closes the dialog', async () => {
    const user = userEvent.setup();
    const { run, store } = renderDialogHost();
    const task = askInAct(run);

    await screen.findByRole('dialog', { name: 'Confirm' });
    await user.click(screen.getByRole('button', { name: 'No' }));
    await expect(task.toPromise()).resolves.toBe(false);
    expect(store.getState().app.confirm.open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('treats Escape as No', async () => {
    const user = userEvent.setup();
    const { run } = renderDialogHost();
    const task = askInAct(run);

    await screen.findByRole('dialog', { name: 'Confirm' });
    await user.keyboard('{Escape}');
    await expect(task.toPromise()).resolves.toBe(false);
  });

  it('gives the focus to No, so Enter on arrival does not confirm', async () => {
    const user = userEvent.setup();
    const { run } = renderDialogHost();
    const task = askInAct(run);

    await screen.findByRole('dialog', { name: 'Confirm' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await expect(task.toPromise()).resolves.toBe(false);
  });
});
