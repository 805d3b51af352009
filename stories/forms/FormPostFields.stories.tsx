// FormPostFields (issue 34): the hidden fields every form carries so that the browser can send it itself, before or
// without the app. Nothing to see: the story shows what a post would carry, in the page's language.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { POST_FIELDS } from '../../src/domain/formPost';
import { FormPostFields, useFormAction } from '../../src/forms/FormPostFields';

/** A form as the portal's forms draw it: posted to its route's own address, with the hidden fields first. */
function PostedForm() {
  return (
    <form method="post" action={useFormAction()} aria-label="A form the browser can send">
      <FormPostFields />
      <p>The hidden fields: the anti-forgery token and the key (written in by the server for each visitor), and the language.</p>
    </form>
  );
}

const meta = {
  title: 'Forms/FormPostFields',
  component: FormPostFields,
  render: () => <PostedForm />,
} satisfies Meta<typeof FormPostFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenFields: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    const names = [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => input.name);
    await expect(names).toEqual([POST_FIELDS.antiForgeryToken, POST_FIELDS.idempotencyKey, POST_FIELDS.language]);
    // Drawn empty: the server writes each visitor's token and key into the page it sends (server/spa.ts).
    await expect(form?.querySelector(`input[name="${POST_FIELDS.antiForgeryToken}"]`)).not.toHaveAttribute('value');
    // The page's language (the story runs in each language of the toolbar).
    await expect(['en', 'es']).toContain(form?.querySelector<HTMLInputElement>(`input[name="${POST_FIELDS.language}"]`)?.value);
  },
};
