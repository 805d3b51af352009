// CheckboxField: named by its own text, stores a boolean, keyboard operable, hint and error wired to it.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Field } from 'redux-form';
import { CheckboxField, type CheckboxFieldConfig } from '../../src/components/CheckboxField';
import { renderInForm } from '../../support/renderWithPortal';

describe('CheckboxField', () => {
  it('is a checkbox named by its label that stores true and false', async () => {
    const { user, values } = renderInForm(<Field<CheckboxFieldConfig> name="emails" component={CheckboxField} label="Emails" />);
    const box = screen.getByRole('checkbox', { name: 'Emails' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('id', 'storyForm-emails');

    await user.click(box);
    expect(box).toBeChecked();
    expect(values().emails).toBe(true);

    await user.click(box);
    expect(box).not.toBeChecked();
    expect(values().emails).toBe(false);
  });

  it('toggles with the space bar', async () => {
    const { user, values } = renderInForm(<Field<CheckboxFieldConfig> name="texts" component={CheckboxField} label="Text Messages" />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Text Messages' })).toHaveFocus();
    await user.keyboard(' ');
    expect(values().texts).toBe(true);
  });

  it('starts checked from a true initial value and can be disabled', () => {
    renderInForm(<Field<CheckboxFieldConfig> name="calls" component={CheckboxField} label="Phone Calls" disabled />, { initialValues: { calls: true } });
    const box = screen.getByRole('checkbox', { name: 'Phone Calls' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('is described by its hint and, once touched, its error', async () => {
    const { user } = renderInForm(<Field<CheckboxFieldConfig> name="agree" component={CheckboxField} label="I agree" hint="Needed to sign up." />, {
      validate: (values) => (values.agree === true ? {} : { agree: 'Please tick the box to agree.' }),
    });
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Needed to sign up.');
    expect(screen.queryByText('Please tick the box to agree.')).not.toBeInTheDocument();
    await user.click(box);
    await user.click(box);
    await user.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Needed to sign up. Please tick the box to agree.');
  });

  it('has no axe violations', async () => {
    const { container } = renderInForm(
      <>
        <Field<CheckboxFieldConfig> name="emails" component={CheckboxField} label="Emails" />
        <Field<CheckboxFieldConfig> name="texts" component={CheckboxField} label="Text Messages" hint="Carrier rates may apply." />
      </>,
      { initialValues: { texts: true } },
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
