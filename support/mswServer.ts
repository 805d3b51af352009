// The msw server for jest: the same default handlers Storybook uses.
import { setupServer } from 'msw/node';
import { defaultHandlers } from '../mocks/handlers';

export const server = setupServer(...defaultHandlers);
