// The confirm dialog's host in another language: the state keeps the saga's English (the spec's texts), the dialog
// says them in the active language, and again in the new one when the language changes while it is open.
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ConfirmDialogHost } from '../../src/app/ConfirmDialogHost';
import { setupStore } from '../../src/app/store';
import { confirmRequested } from '../../src/core/appSlice';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { NPI_NOT_FOUND_CONFIRM } from '../../src/domain/messages';
import { WithoutMotion } from '../../support/WithoutMotion';
import { addTranslations, switchLanguage } from '../../support/testLanguage';

beforeAll(async () => {
  // The dialog's chunk (antd's Modal) is loaded on first use; loaded here, outside the waits below.
  await import('../../src/components/ConfirmDialog');
});

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE);
});

it("says the saga's English title, question and answers in the active language, and follows a change of language", async () => {
  await addTranslations({
    [NPI_NOT_FOUND_CONFIRM.title]: 'Confirmar',
    [NPI_NOT_FOUND_CONFIRM.message]: '¿Desea enviarlo con un NPI que no encontramos?',
    [NPI_NOT_FOUND_CONFIRM.okLabel]: 'Sí',
    [NPI_NOT_FOUND_CONFIRM.cancelLabel]: 'No, volver',
  });
  const store = setupStore();
  render(
    <Provider store={store}>
      <WithoutMotion>
        <ConfirmDialogHost />
      </WithoutMotion>
    </Provider>,
  );
  act(() => {
    store.dispatch(confirmRequested(NPI_NOT_FOUND_CONFIRM));
  });
  const english = await screen.findByRole('dialog', { name: 'Confirm' });
  expect(within(english).getByRole('button', { name: 'Yes' })).toBeInTheDocument();

  await switchLanguage('es');
  const spanish = screen.getByRole('dialog', { name: 'Confirmar' });
  expect(spanish).toHaveAccessibleDescription('¿Desea enviarlo con un NPI que no encontramos?');
  expect(within(spanish).getAllByRole('button').map((button) => button.textContent)).toEqual(['No, volver', 'Sí']);
  expect(store.getState().app.confirm).toMatchObject({ open: true, ...NPI_NOT_FOUND_CONFIRM });
});
