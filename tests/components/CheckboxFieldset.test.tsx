// CheckboxFieldset: a group named by its legend around its checkboxes, described by its hint and, when given, its error.
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Field } from 'redux-form';
import { CheckboxField, type CheckboxFieldConfig } from '../../src/components/CheckboxField';
import { CheckboxFieldset, type CheckboxFieldsetProps } from '../../src/components/CheckboxFieldset';
import { AXE_OPTIONS } from '../../support/axe';
import { renderInForm } from '../../support/renderWithPortal';

const LEGEND = 'How would you like to receive information and notices?';
const HINT = 'Choose all that apply.';
const ERROR = 'Choose at least one way for us to contact you.';
const OPTIONS = [
  { name: 'isEmail', label: 'Emails' },
  { name: 'isText', label: 'Text Messages' },
  { name: 'isPhone', label: 'Phone Calls' },
];

function ContactMethods(props: Partial<CheckboxFieldsetProps>) {
  return (
    <CheckboxFieldset legend={LEGEND} idBase="storyForm-methods" {...props}>
      {OPTIONS.map((option) => (
        <Field<CheckboxFieldConfig> key={option.name} name={option.name} component={CheckboxField} label={option.label} />
      ))}
    </CheckboxFieldset>
  );
}

describe('CheckboxFieldset', () => {
  it('is a group named by its legend, holding its checkboxes', () => {
    renderInForm(<ContactMethods />);
    const group = screen.getByRole('group', { name: LEGEND });
    expect(within(group).getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(OPTIONS.map((option) => option.name));
    for (const option of OPTIONS) expect(within(group).getByRole('checkbox', { name: option.label })).toBeInTheDocument();
  });

  it('keeps the required star out of the group name', () => {
    renderInForm(<ContactMethods required />);
    const group = screen.getByRole('group', { name: LEGEND });
    expect(within(group).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no description and is not invalid with neither hint nor error', () => {
    renderInForm(<ContactMethods />);
    const group = screen.getByRole('group', { name: LEGEND });
    expect(group).not.toHaveAttribute('aria-describedby');
    expect(group).toHaveAccessibleDescription('');
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its hint alone when there is no error', () => {
    renderInForm(<ContactMethods hint={HINT} />);
    const group = screen.getByRole('group', { name: LEGEND });
    expect(within(group).getByText(HINT)).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(HINT);
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
  });

  it('shows its error and is described by hint and error, marked invalid', () => {
    renderInForm(<ContactMethods hint={HINT} error={ERROR} />);
    const group = screen.getByRole('group', { name: LEGEND });
    expect(within(group).getByText(ERROR)).toBeVisible();
    expect(group).toHaveAccessibleDescription(`${HINT} ${ERROR}`);
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('is described by its error alone when it has no hint', () => {
    renderInForm(<ContactMethods error={ERROR} />);
    const group = screen.getByRole('group', { name: LEGEND });
    expect(group).toHaveAccessibleDescription(ERROR);
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats an empty error as none', () => {
    renderInForm(<ContactMethods hint={HINT} error="" />);
    const group = screen.getByRole('group', { name: LEGEND });
    expect(group).toHaveAccessibleDescription(HINT);
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('names the hint and error after idBase', () => {
    renderInForm(<ContactMethods hint={HINT} error={ERROR} />);
    expect(screen.getByRole('group', { name: LEGEND })).toHaveAttribute('aria-describedby', 'storyForm-methods-hint storyForm-methods-error');
  });

  it('lets the checkboxes inside be ticked as usual', async () => {
    const { user, values } = renderInForm(<ContactMethods hint={HINT} />);
    await user.click(within(screen.getByRole('group', { name: LEGEND })).getByRole('checkbox', { name: 'Text Messages' }));
    expect(values()).toEqual({ isText: true });
  });

  it.each([
    ['without an error', undefined],
    ['with an error', ERROR],
  ])('has no axe violations %s', async (_case, error) => {
    const { container } = renderInForm(<ContactMethods hint={HINT} error={error} required />);
    expect(await axe(container, AXE_OPTIONS)).toHaveNoViolations();
  });
});
