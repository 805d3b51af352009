// TextWithElements: one translated sentence with a link around some of its words and a phone link in it, each element
// where the language's text puts it (the English order, and the Spanish one, which moves them).
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { PhoneLink } from '../../src/components/PhoneLink';
import { TextWithElements } from '../../src/components/TextWithElements';

const ELEMENTS = {
  link: (inner: ReactNode) => <a href="https://www.example.org/language-assistance">{inner}</a>,
  phone: <PhoneLink phone="8005550100" />,
};

const meta = {
  title: 'Components/TextWithElements',
  component: TextWithElements,
  args: { text: 'See <link>language assistance</link> or call {phone}.', elements: ELEMENTS },
} satisfies Meta<typeof TextWithElements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The English sentence: the link's own words inside it, the phone link at its placeholder. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('See language assistance or call (800) 555-0100.');
    await expect(canvas.getByRole('link', { name: 'language assistance' })).toHaveAttribute('href', 'https://www.example.org/language-assistance');
    await expect(canvas.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  },
};

/** A translation in another order: the phone first, the link last, each still the same element. */
export const AnotherOrder: Story = {
  args: { text: 'Llame al {phone} o consulte la <link>asistencia con idiomas</link>.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Llame al (800) 555-0100 o consulte la asistencia con idiomas.');
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['(800) 555-0100', 'asistencia con idiomas']);
  },
};
