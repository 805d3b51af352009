// Matchers and the msw server every test shares; unhandled requests fail the test that made them. Each test leaves the
// browser as it found it: no cookie, and nothing in its storage (a TGI survey kept there is taken up by the next app).
import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';
import { server } from '../../support/mswServer';
import { clearReceivedSubmissions } from '../../mocks/handlers';
import '../../support/formModules';

expect.extend(toHaveNoViolations);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearReceivedSubmissions();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
