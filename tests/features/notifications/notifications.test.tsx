// The notification strip (docs/screens.md and docs/states.md and docs/errors.md): a bulleted list of the fetched messages, hidden when empty, silent but logged on failure.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockEndpoint } from '../../../mocks/handlers';
import { SAMPLE_NOTIFICATIONS, scenarios } from '../../../mocks/scenarios';
import { server } from '../../../support/mswServer';
import { axeInAct } from '../../../support/axe';
import { renderApp } from '../../../support/renderApp';

const strip = () => screen.queryByRole('region', { name: 'Notices' });

describe('notification strip', () => {
  it('shows each notification from the server as one bullet of a list', async () => {
    server.use(...scenarios.notificationsPresent);
    const { container } = renderApp();
    const region = await screen.findByRole('region', { name: 'Notices' });
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(SAMPLE_NOTIFICATIONS.map((notification) => notification.message));
    expect(await axeInAct(container)).toHaveNoViolations();
  });

  it('skips entries without a text message and shows the rest', async () => {
    server.use(
      mockEndpoint('notifications', () =>
        HttpResponse.json([{ message: 'Office closed on Friday.' }, { message: '' }, { text: 'wrong field' }, null]),
      ),
    );
    renderApp();
    const region = await screen.findByRole('region', { name: 'Notices' });
    expect(within(region).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Office closed on Friday.']);
  });

  it('is not shown when the server has no notifications', async () => {
    const { store } = renderApp();
    await waitFor(() => expect(store.getState().notifications.status).toBe('loaded'));
    expect(strip()).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeInTheDocument();
  });

  describe('when the fetch fails', () => {
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      consoleError.mockRestore();
    });

    it('shows nothing and logs "Error Code: 500 Message: …" on a server error', async () => {
      server.use(...scenarios.notificationsFail500);
      const { store } = renderApp();
      await waitFor(() => expect(store.getState().notifications.status).toBe('failed'));
      expect(consoleError).toHaveBeenCalledWith('Error Code: 500 Message: Internal Server Error');
      expect(strip()).not.toBeInTheDocument();
      // No user-visible message (docs/errors.md): no toast, no alert text, the page itself is there.
      expect(store.getState().toasts.items).toHaveLength(0);
      expect(screen.getByRole('alert')).toHaveTextContent('');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Health Plan forms' })).toBeInTheDocument();
    });

    it('logs the status and message only, never what the server echoed back', async () => {
      server.use(
        mockEndpoint('notifications', () =>
          HttpResponse.json(
            { error: 'Service Unavailable', member: 'jane.doe@example.org', phone: '(562) 555-0199' },
            { status: 503, statusText: 'Service Unavailable' },
          ),
        ),
      );
      const { store } = renderApp();
      await waitFor(() => expect(store.getState().notifications.status).toBe('failed'));
      const logged = consoleError.mock.calls.map((args: unknown[]) => args.map(String).join(' ')).join('\n');
      expect(logged).toContain('Error Code: 503 Message: Service Unavailable');
      expect(logged).not.toContain('jane.doe@example.org');
      expect(logged).not.toContain('555-0199');
      expect(strip()).not.toBeInTheDocument();
    });

    it('shows nothing when the network is down', async () => {
      server.use(mockEndpoint('notifications', () => HttpResponse.error()));
      const { store } = renderApp();
      await waitFor(() => expect(store.getState().notifications.status).toBe('failed'));
      expect(consoleError).toHaveBeenCalled();
      expect(strip()).not.toBeInTheDocument();
    });
  });
});
