// The preboot screen of index.html comes off once the app state says its time has come (1.5 s after start).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, waitFor } from 'storybook/test';
import { PREBOOT_ELEMENT_ID, PrebootRemoval } from '../../src/app/PrebootRemoval';

/** Puts a stand-in preboot element on the page, as index.html does, before the component mounts. */
function addPrebootElement(): void {
  if (document.getElementById(PREBOOT_ELEMENT_ID)) return;
  const element = document.createElement('div');
  element.id = PREBOOT_ELEMENT_ID;
  element.textContent = 'Loading the forms…';
  document.body.append(element);
}

function WithPrebootElement() {
  return (
    <>
      <p>The preboot stand-in is added to the page, then removed when the state allows it.</p>
      <PrebootRemoval />
    </>
  );
}

const meta = {
  title: 'App/PrebootRemoval',
  component: WithPrebootElement,
  decorators: [
    (Story) => {
      addPrebootElement();
      return <Story />;
    },
  ],
} satisfies Meta<typeof WithPrebootElement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetDue: Story = {
  parameters: { store: { app: { prebootRemoved: false } } },
  play: async () => {
    await waitFor(() => expect(document.getElementById(PREBOOT_ELEMENT_ID)).not.toBeNull());
    document.getElementById(PREBOOT_ELEMENT_ID)?.remove();
  },
};

export const Due: Story = {
  parameters: { store: { app: { prebootRemoved: true } } },
  play: async () => {
    await waitFor(() => expect(document.getElementById(PREBOOT_ELEMENT_ID)).toBeNull());
  },
};
