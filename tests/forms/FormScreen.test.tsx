// FormScreen in another language (docs/languages.md): the page's English title, the failure the flow keeps in English
// (the spec's texts, the mapped HTTP error) and the time of the receipt are said in the active language, and again in
// the new one when it changes.
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Provider } from 'react-redux';
import { NO_NETWORK_MESSAGE } from '../../src/api/httpErrors';
import { setupStore } from '../../src/app/store';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { MISSING_INFORMATION, SYSTEM_ERROR } from '../../src/domain/messages';
import { TGI_SURVEY_TITLE } from '../../src/domain/routeTable';
import { IDLE_FLOW, type FormFlow } from '../../src/forms/formFlow';
import { FormScreen } from '../../src/forms/FormScreen';
import { renderWithTheme } from '../../support/renderWithPortal';
import { addTranslations, switchLanguage } from '../../support/testLanguage';

const SPANISH_TITLE = 'Encuesta TGI';

function renderScreen(flow: FormFlow) {
  const props: ComponentProps<typeof FormScreen> = {
    form: 'example',
    summaryOrder: ['nickname'],
    title: TGI_SURVEY_TITLE,
    stepTitle: 'Your name',
    flow,
    alert: MISSING_INFORMATION,
    supportPhone: '8005550100',
    firstField: 'nickname',
    thanks: { message: 'Thank you.', documentTitle: 'Thank you.', actionLabel: 'Fill in a new form', onAction: jest.fn() },
    children: <input aria-label="Nickname" id="example-nickname" />,
  };
  return renderWithTheme(
    <Provider store={setupStore()}>
      <FormScreen {...props} />
    </Provider>,
  );
}

beforeEach(async () => {
  await addTranslations({
    [TGI_SURVEY_TITLE]: SPANISH_TITLE,
    'Error: {title}': 'Error: {title}',
    [SYSTEM_ERROR.title]: '¡Error del sistema!',
    [NO_NETWORK_MESSAGE]: 'Sin red: no podemos comunicarnos con el servidor',
    'Received:': 'Recibido:',
    '{weekday}, {day} {month} {year} at {time}': '{weekday}, {day} de {month} de {year} a las {time}',
    Tuesday: 'martes',
    March: 'marzo',
    PM: 'p. m.',
  });
});

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE);
});

describe('FormScreen in another language', () => {
  it("says the page's title and the failure kept in English in the active language", async () => {
    renderScreen({ ...IDLE_FLOW, status: 'failed', failure: { title: SYSTEM_ERROR.title, message: NO_NETWORK_MESSAGE }, failureCount: 1 });
    expect(screen.getByRole('region', { name: SYSTEM_ERROR.title })).toHaveTextContent(NO_NETWORK_MESSAGE);

    await switchLanguage('es');
    expect(screen.getByRole('heading', { level: 1, name: SPANISH_TITLE })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: '¡Error del sistema!' });
    expect(notice).toHaveTextContent('Sin red: no podemos comunicarnos con el servidor');
    expect(document.title).toMatch(new RegExp(`^Error: ${SPANISH_TITLE} \\| `));
  });

  it('gives the time of the receipt in the words of the language, on screen and for paper', async () => {
    // A Tuesday afternoon in Los Angeles long ago, so the screen shows the full date too, not 'Today'.
    renderScreen({ ...IDLE_FLOW, status: 'saved', reference: 'TGI-000042', receivedAt: '2020-03-03T22:05:00.000Z' });
    expect(screen.getByText('TGI-000042')).toBeInTheDocument();
    await switchLanguage('es');
    const received = screen.getByText('Recibido:', { exact: false });
    const time = within(received).getByRole('time');
    expect(time).toHaveAttribute('datetime', '2020-03-03T22:05:00.000Z');
    // The screen's text and the printed copy's, both in the page (the print stylesheet swaps them).
    expect(within(time).getAllByText('martes, 3 de marzo de 2020 a las 2:05 p. m.')).toHaveLength(2);
  });
});
