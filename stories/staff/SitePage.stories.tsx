// The site screen of the staff console (issue 38, managers and admins): the portal open or in maintenance, the
// confirmations that say what visitors will see, the notices in English and Spanish with the strip previewed in each,
// the form's errors, a notice posted, a removal asked, and a viewer refused. On the mock staff API
// (mocks/staffSiteHandlers.ts); a story that changes something has a set of its own.
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffApp } from '../../src/staff/StaffApp';
import { staffSiteInMaintenance } from '../../mocks/staffSiteHandlers';
import { staffStory, withStaffConsole } from './staffStoryFrame';

const meta = {
  title: 'Staff console/Site',
  component: StaffApp,
  decorators: [withStaffConsole],
  parameters: staffStory({ route: '/staff/site', role: 'manager' }),
} satisfies Meta<typeof StaffApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const own = () => staffStory({ route: '/staff/site', role: 'manager' });
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open, with two notices (one not translated) and the strip previewed in each language. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Site' })).toBeInTheDocument();
    await expect(await canvas.findByText('The portal is open.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Turn maintenance on' })).toBeInTheDocument();
    await expect(canvas.getByText('Not translated: Spanish pages show the English text.')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Preview: Spanish' })).toHaveAttribute('lang', 'es');
  },
};

/** In maintenance: said in words, and the button turns it off. */
export const InMaintenance: Story = {
  parameters: staffStory({ route: '/staff/site', role: 'admin', scenario: staffSiteInMaintenance }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The portal is in maintenance: visitors see the maintenance page instead of the forms.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Turn maintenance off' })).toBeInTheDocument();
  },
};

/** Turning it on, asked: what visitors will see, in every language, and the forms already open. */
export const TurnOnConfirm: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Turn maintenance on' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Turn maintenance on?' });
    await expect(dialog).toHaveTextContent('Visitors will see the maintenance page instead of every form, in English and Spanish, until you turn it off.');
    await expect(within(dialog).getByRole('button', { name: 'Turn on maintenance' })).toBeInTheDocument();
  },
};

/** Turning it off, asked. */
export const TurnOffConfirm: Story = {
  parameters: staffStory({ route: '/staff/site', role: 'manager', scenario: staffSiteInMaintenance }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Turn maintenance off' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Turn maintenance off?' });
    await expect(dialog).toHaveTextContent('Visitors will see the forms again.');
  },
};

/** Turned on: a status says so, and the page says what visitors see. */
export const MaintenanceTurnedOn: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn maintenance on' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Turn maintenance on?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on maintenance' }));
    await expect(await canvas.findByText('Maintenance is on.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Turn maintenance off' })).toBeInTheDocument();
  },
};

/** A notice typed in both languages: each page's strip previewed with it. */
export const NoticeWithPreview: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Notice in English' }), 'Member Services closes at 3 p.m. on December 24.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notice in Spanish' }), 'Servicios para Miembros cierra a las 3 p. m. el 24 de diciembre.');
    await expect(canvas.getByRole('region', { name: 'Preview: English' })).toHaveTextContent('Member Services closes at 3 p.m. on December 24.');
    await expect(canvas.getByRole('region', { name: 'Preview: Spanish' })).toHaveTextContent('Servicios para Miembros cierra a las 3 p. m. el 24 de diciembre.');
  },
};

/** "Post notice" with no English text, and a Spanish one of two lines: each field says what is wrong. */
export const NoticeErrors: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Notice in Spanish' }), 'Cerrado el viernes.{Enter}Abierto el lunes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post notice' }));
    await expect(await canvas.findByText('Enter the notice in English.')).toBeInTheDocument();
    await expect(await canvas.findByText('The notice in Spanish must be one line.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Notice in English' })).toHaveFocus());
  },
};

/** Posted: a status says it is on every page, and it is listed with the others. */
export const NoticePosted: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Notice in English' }), 'Member Services closes at 3 p.m. on December 24.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post notice' }));
    await expect(await canvas.findByText('The notice is on every page now.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Remove the notice posted/ })).toHaveLength(3);
  },
};

/** A removal asked, the notice quoted. */
export const RemoveNoticeConfirm: Story = {
  parameters: own(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove the notice posted Nov 25, 2026, 10:30 AM' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Remove the notice?' });
    await expect(dialog).toHaveTextContent('Remove this notice from the strip on every page?');
    await expect(within(dialog).getByRole('button', { name: 'Remove notice' })).toBeInTheDocument();
  },
};

/** A viewer who opens the address: no link to it, and the page says the role does not allow it. */
export const RefusedForViewer: Story = {
  parameters: staffStory({ route: '/staff/site', role: 'viewer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your role does not allow this page.')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Site' })).not.toBeInTheDocument();
  },
};
