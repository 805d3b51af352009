// What every staff console story shares: a console signed in as a role, its state seeded (the session and the plan's
// forms, so a story shows its page at once), and the mock staff API answering as that same session.
import { useEffect, useState } from 'react';
import type { Decorator } from '@storybook/react-webpack5';
import type { RequestHandler } from 'msw';
import { ConfigProvider } from 'antd';
import type { StaffRole } from '../../src/domain/staffConsole';
import { initialSessionState } from '../../src/staff/sessionSlice';
import { StaffRoot } from '../../src/staff/StaffRoot';
import { setupStaffStore, type StaffPreloadedState } from '../../src/staff/store';
import { sampleStaffSession, STAFF_SAMPLE_FORMS, staffHandlers } from '../../mocks/staffHandlers';
import '../../src/staff/staff.css';

export interface StaffStoryOptions {
  /** The address the story opens at (the preview's router). */
  route: string;
  role?: StaffRole;
  /** How far ahead the idle end is, on the seeded session and on every answer: under two minutes opens the warning. */
  idleEndsInMs?: number;
  absoluteEndsInMs?: number;
  /** A scenario of mocks/staffHandlers.ts, ahead of the session's own answers. */
  scenario?: RequestHandler[];
}

type SessionOptions = Omit<StaffStoryOptions, 'route' | 'scenario'>;

/** A story's parameters: the preview's route, the session to seed, and the network (beside the preview's defaults). */
export function staffStory({ route, scenario = [], ...session }: StaffStoryOptions) {
  return {
    route,
    layout: 'fullscreen',
    staff: session,
    msw: { handlers: { staff: [...scenario, ...staffHandlers(session)] } },
  };
}

/**
 * jsdom computes no styles, and generating antd's (the console draws them at run time) made each story about ten times
 * slower in jest: there the console draws in antd's zero-runtime mode, as jest's renders turn motion off. Storybook
 * itself draws the console as its page does.
 */
const inJest = process.env.NODE_ENV === 'test';

function SeededConsole({ session, Story }: { session: SessionOptions; Story: Parameters<Decorator>[0] }) {
  // One store per story: made at the first drawing, when the session's ends are counted from.
  const [store] = useState(() => {
    const preloaded: StaffPreloadedState = {
      session: {
        ...initialSessionState,
        status: 'ready',
        view: sampleStaffSession(session.role ?? 'admin', session),
        forms: STAFF_SAMPLE_FORMS,
      },
    };
    return setupStaffStore(preloaded);
  });
  // Its sagas end with the story, so one still waiting cannot act on the next story's mocks.
  useEffect(() => () => store.stopSagas(), [store]);
  const drawn = (
    <StaffRoot store={store}>
      <Story />
    </StaffRoot>
  );
  return inJest ? <ConfigProvider theme={{ zeroRuntime: true }}>{drawn}</ConfigProvider> : drawn;
}

export const withStaffConsole: Decorator = (Story, context) => {
  const { staff = {} } = context.parameters as { staff?: SessionOptions };
  return <SeededConsole session={staff} Story={Story} />;
};
