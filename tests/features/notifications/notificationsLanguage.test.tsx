// The notices in the page's language (docs/languages.md): fetched in it at start, and again when a person switches,
// so a notice staff gave in Spanish shows in Spanish and one they did not shows in English.
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockEndpoint } from '../../../mocks/handlers';
import { server } from '../../../support/mswServer';
import { renderApp } from '../../../support/renderApp';
import { languageChosen } from '../../../src/core/appSlice';
import { activateLanguage } from '../../../src/core/i18n';
import { DEMO_PORTAL_CONFIG } from '../../../src/domain/portalConfig';

const NOTICES: Record<string, string[]> = {
  en: ['Office closed on Friday.', 'New: the TGI survey is open.'],
  es: ['La oficina cierra el viernes.', 'New: the TGI survey is open.'],
};

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

it('asks for the notices in the language a person switches to, and shows them', async () => {
  const asked: (string | null)[] = [];
  server.use(
    mockEndpoint('notifications', ({ request }) => {
      const language = new URL(request.url).searchParams.get('lang');
      asked.push(language);
      return HttpResponse.json((NOTICES[language ?? 'en'] ?? []).map((message) => ({ message })));
    }),
  );
  const { store } = renderApp({ preloadedState: { app: { config: { ...DEMO_PORTAL_CONFIG, languages: ['en', 'es'] }, language: 'en' } } });
  await waitFor(() => expect(store.getState().notifications.messages).toEqual(NOTICES.en));
  expect(asked).toEqual([null]);

  act(() => {
    store.dispatch(languageChosen({ language: 'es' }));
  });
  await waitFor(() => expect(store.getState().notifications.messages).toEqual(NOTICES.es));
  expect(asked).toEqual([null, 'es']);
  // The strip's own name is Spanish now too.
  const region = await screen.findByRole('region', { name: 'Avisos' });
  await waitFor(() =>
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(NOTICES.es),
  );
});
