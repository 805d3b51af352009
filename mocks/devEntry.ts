// `npm run dev` entry: starts the msw browser worker with the shared handlers, then the app.
// Unless `PORTAL_API=proxy` sends the API to a running reference server, development runs against these mocks.
import { setupWorker } from 'msw/browser';
import { defaultHandlers } from './handlers';

async function start(): Promise<void> {
  await setupWorker(...defaultHandlers).start({ onUnhandledRequest: 'bypass', quiet: true });
  await import('../src/index');
}

void start();
