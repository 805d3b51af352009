// ScrollToEndBox: text that must be read to its end (the texting terms), before and after the end is reached.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { ScrollToEndBox } from '../../src/components/ScrollToEndBox';
import { DEMO_PORTAL_CONFIG } from '../../src/domain/portalConfig';
import { TEXTING_TERMS_TITLE, termsParagraphText, textingTerms } from '../../src/domain/textingTerms';

const PENDING = 'Scroll to the end of the terms and conditions to turn on the Submit button.';
const REACHED = 'You have reached the end of the terms and conditions. You can now submit the form.';

const SECTIONS = textingTerms({
  planName: DEMO_PORTAL_CONFIG.planName,
  supportPhone: DEMO_PORTAL_CONFIG.contact.supportPhone,
  address: DEMO_PORTAL_CONFIG.contact.address,
});

const meta = {
  title: 'Components/ScrollToEndBox',
  component: ScrollToEndBox,
  args: {
    title: TEXTING_TERMS_TITLE,
    reached: false,
    onReachedEnd: fn(),
    pendingText: PENDING,
    reachedText: REACHED,
    children: SECTIONS.map((section) => (
      <section key={section.heading}>
        <h4>{section.heading}</h4>
        {/* As plain text: the box's story, not the form's links (no privacy notice is given here anyway). */}
        {section.paragraphs.map(termsParagraphText).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    )),
  },
} satisfies Meta<typeof ScrollToEndBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not read yet: the line under the box says what is needed; scrolling to the end reports it. */
export const NotRead: Story = {
  args: { onReachedEnd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('region', { name: TEXTING_TERMS_TITLE });
    // Focusable, so the keyboard can scroll it.
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('status')).toHaveTextContent(PENDING);
    await expect(args.onReachedEnd).not.toHaveBeenCalled();
    // A browser fires the scroll itself; jsdom has no layout, so the event is dispatched for both.
    box.scrollTop = box.scrollHeight;
    fireEvent.scroll(box);
    await expect(args.onReachedEnd).toHaveBeenCalled();
  },
};

/** Read to the end: the line under the box says so, and scrolling reports nothing more. */
export const Read: Story = {
  args: { reached: true, onReachedEnd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(REACHED);
    const box = canvas.getByRole('region', { name: TEXTING_TERMS_TITLE });
    box.scrollTop = box.scrollHeight;
    fireEvent.scroll(box);
    await expect(args.onReachedEnd).not.toHaveBeenCalled();
  },
};
