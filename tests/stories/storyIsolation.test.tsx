// A story taken off the page takes its sagas with it (src/app/store.ts, stopSagas): a look-up still waiting when the next
// story is drawn must not go on to save into that story's network mocks. Seen in CI: a slow NPI check of CheckingNpi
// answered while ServerError was playing, and its save met ServerError's 500.
import { composeStories, setProjectAnnotations } from '@storybook/react-webpack5';
import * as previewAnnotations from '../../.storybook/preview';
import { scenarios, SLOW_RESPONSE_DELAY_MS } from '../../mocks/scenarios';
import { server } from '../../support/mswServer';
import * as attestationStories from '../../stories/features/attestation/AttestationPage.stories';

setProjectAnnotations([previewAnnotations]);
const { CheckingNpi, Childhood } = composeStories(attestationStories);

it("ends a story's sagas when the next story is drawn: its slow look-up saves nothing afterwards", async () => {
  // Leaves a look-up on its way (answered after SLOW_RESPONSE_DELAY_MS), then draws the next story, which takes it off.
  await CheckingNpi.run();
  await Childhood.run();
  server.use(...scenarios.attestationSaveFails500);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await new Promise((resolve) => setTimeout(resolve, SLOW_RESPONSE_DELAY_MS + 1000));
    // A save would have met the 500 above and logged it.
    expect(consoleError.mock.calls.map(([first]) => String(first))).toEqual([]);
  } finally {
    consoleError.mockRestore();
  }
}, 15_000);
