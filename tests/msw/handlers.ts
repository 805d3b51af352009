// Placeholder until the API mock set lands.
import type { RequestHandler } from 'msw';

export const defaultHandlers: RequestHandler[] = [];
