// Toasts on a real store (docs/records.md and docs/errors.md and docs/constants.md): 4000 ms life, sticky ones, close, clear-all, the limit of 100, the two errors, live regions.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { setupStore, type AppStore } from '../../../src/app/store';
import { ToastHost } from '../../../src/features/toasts/ToastHost';
import {
  selectToasts,
  toastClosed,
  toastShown,
  toastsCleared,
  type ToastRequest,
} from '../../../src/features/toasts/toastsSlice';

function renderToastHost(store: AppStore = setupStore()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Provider store={store}>
      <ToastHost />
    </Provider>,
  );
  const show = (request: ToastRequest) => act(() => void store.dispatch(toastShown(request)));
  return { store, user, show };
}

async function advance(milliseconds: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(milliseconds);
  });
}

const titles = (store: AppStore) => store.getState().toasts.items.map((toast) => toast.title);

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('toast life', () => {
  it('closes a normal toast after 4000 ms, not at 3999 ms', async () => {
    const { show } = renderToastHost();
    show({ title: 'Saved', msg: 'Attestation Form has been successfully saved', severity: 'success' });
    expect(screen.getByText('Attestation Form has been successfully saved')).toBeInTheDocument();
    await advance(3999);
    expect(screen.getByText('Attestation Form has been successfully saved')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Attestation Form has been successfully saved')).not.toBeInTheDocument();
  });

  it('times each toast from its own arrival', async () => {
    const { show } = renderToastHost();
    show({ title: 'First' });
    await advance(2000);
    show({ title: 'Second' });
    await advance(2000);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    await advance(2000);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('keeps a sticky toast until it is closed', async () => {
    const { store, user, show } = renderToastHost();
    show({ title: 'Survey not sent', msg: 'Your answers are kept; try again later.', severity: 'error', sticky: true });
    await advance(60_000);
    expect(screen.getByText('Survey not sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close: Survey not sent' }));
    expect(screen.queryByText('Survey not sent')).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toHaveLength(0);
  });
});

describe('closing and clearing', () => {
  it('removes only the toast whose close button was clicked', async () => {
    const { user, show } = renderToastHost();
    show({ title: 'One' });
    show({ title: 'Two' });
    show({ title: 'Three' });
    await user.click(screen.getByRole('button', { name: 'Close: Two' }));
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.getByText('Three')).toBeInTheDocument();
  });

  it('names a close button by the message when the toast has no title', async () => {
    const { user, show } = renderToastHost();
    show({ msg: 'Only a message' });
    await user.click(screen.getByRole('button', { name: 'Close: Only a message' }));
    expect(screen.queryByText('Only a message')).not.toBeInTheDocument();
  });

  it('does not let a closed toast expire later or disturb the others', async () => {
    const { store, user, show } = renderToastHost();
    show({ title: 'Closed early' });
    await advance(1000);
    show({ title: 'Still here' });
    await user.click(screen.getByRole('button', { name: 'Close: Closed early' }));
    // 4000 ms after the first toast: its timer must not fire on anything.
    await advance(3000);
    expect(titles(store)).toEqual(['Still here']);
    await advance(999);
    expect(titles(store)).toEqual(['Still here']);
    await advance(1);
    expect(titles(store)).toEqual([]);
  });

  it('clears every toast, sticky or not, with "Clear all messages"', async () => {
    const { store, user, show } = renderToastHost();
    show({ title: 'Normal' });
    show({ title: 'Sticky', sticky: true });
    show({ title: 'Error', severity: 'error' });
    await user.click(screen.getByRole('button', { name: 'Clear all messages' }));
    expect(screen.queryByText('Normal')).not.toBeInTheDocument();
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Clear all messages' })).not.toBeInTheDocument();
  });

  it('offers "Clear all messages" only when there is more than one toast', () => {
    const { show } = renderToastHost();
    show({ title: 'Alone' });
    expect(screen.queryByRole('button', { name: 'Clear all messages' })).not.toBeInTheDocument();
    show({ title: 'Company' });
    expect(screen.getByRole('button', { name: 'Clear all messages' })).toBeInTheDocument();
  });

  it('clears through the toastsCleared event too, and goes on timing the toasts that come after', async () => {
    const { store, show } = renderToastHost();
    show({ title: 'A' });
    await advance(1000);
    act(() => void store.dispatch(toastsCleared()));
    expect(screen.queryByText('A')).not.toBeInTheDocument();
    show({ title: 'B' });
    await advance(3999);
    expect(titles(store)).toEqual(['B']);
    await advance(1);
    expect(titles(store)).toEqual([]);
  });
});

describe('the limit of 100 toasts', () => {
  it('drops the oldest when the 101st arrives', () => {
    const { store, show } = renderToastHost();
    for (let number = 1; number <= 100; number += 1) show({ title: `Toast ${number}`, sticky: true });
    expect(screen.getByText('Toast 1')).toBeInTheDocument();
    show({ title: 'Toast 101', sticky: true });
    expect(store.getState().toasts.items).toHaveLength(100);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 2')).toBeInTheDocument();
    expect(screen.getByText('Toast 101')).toBeInTheDocument();
    expect(titles(store)[0]).toBe('Toast 2');
  });
});

describe('the errors of docs/errors.md', () => {
  it('refuses a toast with no title and no message', () => {
    const store = setupStore();
    expect(() => store.dispatch(toastShown({}))).toThrow('ngx-toasta: No toast title or message specified!');
    expect(() => store.dispatch(toastShown({ title: '  ', msg: '', severity: 'error' }))).toThrow(
      'ngx-toasta: No toast title or message specified!',
    );
    expect(store.getState().toasts.items).toHaveLength(0);
  });

  it('accepts a title alone or a message alone', () => {
    const store = setupStore();
    store.dispatch(toastShown({ title: 'Title only' }));
    store.dispatch(toastShown({ msg: 'Message only' }));
    expect(store.getState().toasts.items.map((toast) => [toast.title, toast.msg])).toEqual([
      ['Title only', ''],
      ['', 'Message only'],
    ]);
  });

  it('refuses to close a toast without its id', () => {
    const store = setupStore();
    store.dispatch(toastShown({ title: 'Stays' }));
    expect(() => store.dispatch(toastClosed(undefined))).toThrow('Please provide id of Toast to close');
    expect(() => store.dispatch(toastClosed(''))).toThrow('Please provide id of Toast to close');
    expect(store.getState().toasts.items).toHaveLength(1);
  });
});

describe('announcements', () => {
  it('puts errors in the alert region and every other severity in the status region', () => {
    const { show } = renderToastHost();
    show({ title: 'System Error!', msg: 'Sorry, we are unable to process your request at the moment. Please try again later.', severity: 'error' });
    show({ title: 'Information toast', severity: 'info' });
    show({ title: 'Success toast', severity: 'success' });
    show({ title: 'Warning toast', severity: 'warn' });
    show({ title: 'Wait toast', severity: 'wait' });
    show({ title: 'Default toast' });

    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(within(alert).getByText('System Error!')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    expect(within(status).queryByText('System Error!')).not.toBeInTheDocument();
    for (const title of ['Information toast', 'Success toast', 'Warning toast', 'Wait toast', 'Default toast']) {
      expect(within(status).getByText(title)).toBeInTheDocument();
      expect(within(alert).queryByText(title)).not.toBeInTheDocument();
    }
  });

  it('says the severity in words, not only by colour and icon', () => {
    const { show } = renderToastHost();
    show({ title: 'Broken', severity: 'error' });
    show({ title: 'Done', severity: 'success' });
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent('Error: Broken');
    expect(within(screen.getByRole('status')).getByRole('listitem')).toHaveTextContent('Success: Done');
  });

  it('keeps both live regions mounted while there is no toast, so additions are announced', () => {
    const { show } = renderToastHost();
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    expect(alert).toHaveTextContent('');
    expect(status).toHaveTextContent('');
    show({ title: 'Arrived', severity: 'error' });
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Arrived');
  });
});

describe('toast topics', () => {
  it('replaces an earlier toast of the same topic and leaves others alone', () => {
    const store = setupStore();
    store.dispatch(toastShown({ topic: 'form', title: 'Missing Information', msg: 'Fix the errors.', severity: 'error' }));
    store.dispatch(toastShown({ title: 'Unrelated', severity: 'info' }));
    store.dispatch(toastShown({ topic: 'form', msg: 'Saved', severity: 'success' }));
    expect(selectToasts(store.getState()).map((toast) => toast.title || toast.msg)).toEqual(['Unrelated', 'Saved']);
  });
});
