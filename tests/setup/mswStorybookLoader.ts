// Jest stand-in for msw-storybook-addon's loader: a story's handlers go to the node msw server instead
// of a browser service worker, so the same `parameters.msw` drives both Storybook and jest.
import type { RequestHandler } from 'msw';
import { server } from '../../support/mswServer';

type MswParameter = RequestHandler[] | { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> };

function handlersOf(parameter: MswParameter | undefined): RequestHandler[] {
  if (!parameter) return [];
  if (Array.isArray(parameter)) return parameter;
  const { handlers } = parameter;
  if (!handlers) return [];
  if (Array.isArray(handlers)) return handlers;
  return Object.values(handlers).flat();
}

export function mswLoader() {
  return async (context: { parameters: { msw?: MswParameter } }) => {
    server.resetHandlers(...handlersOf(context.parameters.msw));
    return {};
  };
}
