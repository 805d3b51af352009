// The document title: the page's English title said in the active language (with the plan's name where it names the
// plan), "Error: " as one whole message with it while the page shows errors, and said again when the language changes.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { setupStore } from '../../src/app/store';
import { useDocumentTitle } from '../../src/core/useDocumentTitle';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { NOT_FOUND_TITLE } from '../../src/domain/routeTable';
import { addTranslations, switchLanguage } from '../../support/testLanguage';

const PLAN = DEMO_PORTAL_CONFIG.planName;

function Page({ title, hasErrors }: { title: string; hasErrors?: boolean }) {
  useDocumentTitle(title, { hasErrors });
  return null;
}

function renderPage(title: string, hasErrors?: boolean) {
  const store = setupStore();
  const view = render(
    <Provider store={store}>
      <Page title={title} hasErrors={hasErrors} />
    </Provider>,
  );
  return {
    ...view,
    rerenderPage: (nextTitle: string, nextHasErrors?: boolean) =>
      view.rerender(
        <Provider store={store}>
          <Page title={nextTitle} hasErrors={nextHasErrors} />
        </Provider>,
      ),
  };
}

beforeEach(async () => {
  await addTranslations({
    [NOT_FOUND_TITLE]: 'No se encontró la página',
    'Accessibility statement for {planName} forms': 'Declaración de accesibilidad de los formularios de {planName}',
    // Another order than the English: the title is one message with its error word, not a prefix put before it.
    'Error: {title}': '{title} (con errores)',
  });
});

afterEach(async () => {
  await switchLanguage(SOURCE_LANGUAGE);
});

describe('useDocumentTitle', () => {
  it('is the English title and the plan, with "Error: " first while the page shows errors', () => {
    const { rerenderPage } = renderPage(NOT_FOUND_TITLE);
    expect(document.title).toBe(`Page not found | ${PLAN}`);
    rerenderPage(NOT_FOUND_TITLE, true);
    expect(document.title).toBe(`Error: Page not found | ${PLAN}`);
    rerenderPage('Accessibility statement for {planName} forms');
    expect(document.title).toBe(`Accessibility statement for ${PLAN} forms | ${PLAN}`);
  });

  it('says the title in the language as it is activated, and in English again after', async () => {
    const { rerenderPage } = renderPage(NOT_FOUND_TITLE, true);
    await switchLanguage('es');
    expect(document.title).toBe(`No se encontró la página (con errores) | ${PLAN}`);
    rerenderPage(NOT_FOUND_TITLE, false);
    expect(document.title).toBe(`No se encontró la página | ${PLAN}`);
    rerenderPage('Accessibility statement for {planName} forms');
    expect(document.title).toBe(`Declaración de accesibilidad de los formularios de ${PLAN} | ${PLAN}`);
    await switchLanguage(SOURCE_LANGUAGE);
    expect(document.title).toBe(`Accessibility statement for ${PLAN} forms | ${PLAN}`);
  });
});
