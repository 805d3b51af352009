// Toasts in another language (docs/languages.md): the sagas put the spec's English in state (SYSTEM_ERROR, the TGI
// survey's background-save texts), and the toast says it in the active language, as long as it is on screen.
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { setupStore } from '../../../src/app/store';
import { SOURCE_LANGUAGE } from '../../../src/domain/language';
import { SYSTEM_ERROR } from '../../../src/domain/messages';
import { TGI_DELIVERY } from '../../../src/features/tgi/tgiDeliveryMessages';
import { ToastHost } from '../../../src/features/toasts/ToastHost';
import { toastShown } from '../../../src/features/toasts/toastsSlice';
import { addTranslations, switchLanguage } from '../../../support/testLanguage';

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE);
});

it('says the title, the message, the action and the close button in the active language, the state staying English', async () => {
  await addTranslations({
    [TGI_DELIVERY.failedTitle]: 'No recibimos sus respuestas',
    [SYSTEM_ERROR.message]: 'No podemos procesar su solicitud.',
    [TGI_DELIVERY.retryLabel]: 'Intentar de nuevo',
    'Close: {name}': '{name}: cerrar',
  });
  const store = setupStore();
  render(
    <Provider store={store}>
      <ToastHost />
    </Provider>,
  );
  act(() => {
    store.dispatch(
      toastShown({
        title: TGI_DELIVERY.failedTitle,
        msg: SYSTEM_ERROR.message,
        severity: 'error',
        sticky: true,
        action: { label: TGI_DELIVERY.retryLabel, event: { type: 'test/retry' } },
      }),
    );
  });
  const errors = screen.getByRole('list', { name: 'Error messages' });
  expect(within(errors).getByText(TGI_DELIVERY.failedTitle)).toBeInTheDocument();

  await switchLanguage('es');
  const toast = within(errors).getByRole('listitem');
  expect(within(toast).getByText('No recibimos sus respuestas')).toBeInTheDocument();
  expect(within(toast).getByText('No podemos procesar su solicitud.')).toBeInTheDocument();
  expect(within(toast).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  expect(within(toast).getByRole('button', { name: 'No recibimos sus respuestas: cerrar' })).toBeInTheDocument();
  expect(store.getState().toasts.items[0]).toMatchObject({ title: TGI_DELIVERY.failedTitle, msg: SYSTEM_ERROR.message });

  await switchLanguage(SOURCE_LANGUAGE);
  expect(within(toast).getByRole('button', { name: `Close: ${TGI_DELIVERY.failedTitle}` })).toBeInTheDocument();
});
