// TextField: label and required star, aria wiring of hint and error, error shown only once touched or dirty.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Field } from 'redux-form';
import { TextField, type TextFieldConfig } from '../../src/components/TextField';
import { requiredMessage } from '../../src/domain/messages';
import type { HarnessValues } from '../../support/ReduxFormHarness';
import { renderInForm } from '../../support/renderWithPortal';

const FIRST_NAME_REQUIRED = requiredMessage('First Name');
const validate = (values: HarnessValues) => (values.firstName ? {} : { firstName: FIRST_NAME_REQUIRED });

describe('TextField', () => {
  it('names the input by its label, stars it visually and marks it required for assistive technology', () => {
    renderInForm(<Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" required autoComplete="given-name" />);
    const input = screen.getByLabelText('First Name');
    expect(input).toHaveAttribute('id', 'storyForm-firstName');
    expect(input).toHaveAttribute('aria-required', 'true');
    // A limit is told by validation, never enforced by cutting what is typed (docs/readings.md).
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAttribute('autocomplete', 'given-name');
    const star = screen.getByText('*');
    expect(star).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no star and no aria-required when optional', () => {
    renderInForm(<Field<TextFieldConfig> name="title" component={TextField} label="Title" />);
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('keeps the error hidden until the field is touched, then describes the input with it', async () => {
    const { user } = renderInForm(<Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" required />, { validate });
    const input = screen.getByLabelText('First Name');
    expect(screen.queryByText(FIRST_NAME_REQUIRED)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    await user.click(input);
    await user.tab();

    expect(screen.getByText(FIRST_NAME_REQUIRED)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'storyForm-firstName-error');
    expect(input).toHaveAccessibleDescription(FIRST_NAME_REQUIRED);
  });

  it('shows the error as soon as the value is dirty, and drops it once valid', async () => {
    const lengthRule = (values: HarnessValues) =>
      typeof values.firstName === 'string' && values.firstName.length < 3 ? { firstName: 'Too short.' } : {};
    const { user, values } = renderInForm(<Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" />, { validate: lengthRule });
    const input = screen.getByLabelText('First Name');
    await user.type(input, 'Al');
    expect(screen.getByText('Too short.')).toBeInTheDocument();
    await user.type(input, 'ice');
    expect(screen.queryByText('Too short.')).not.toBeInTheDocument();
    expect(values().firstName).toBe('Alice');
  });

  it('describes the input by its hint, before and alongside the error', async () => {
    const { user } = renderInForm(<Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" hint="As on your member card." required />, {
      validate,
    });
    const input = screen.getByLabelText('First Name');
    expect(input).toHaveAccessibleDescription('As on your member card.');
    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-describedby', 'storyForm-firstName-hint storyForm-firstName-error');
  });

  it('shows the error of an untouched field after a failed submit', async () => {
    const { user } = renderInForm(
      <>
        <Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" required />
        <button type="submit">Submit</button>
      </>,
      { validate },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(FIRST_NAME_REQUIRED)).toBeInTheDocument();
  });

  it('passes type, inputMode and disabled through', () => {
    renderInForm(<Field<TextFieldConfig> name="email" component={TextField} label="Email Address" type="email" inputMode="email" disabled />);
    const input = screen.getByLabelText('Email Address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toBeDisabled();
  });

  it('has no axe violations with an error showing', async () => {
    const { container } = renderInForm(<Field<TextFieldConfig> name="firstName" component={TextField} label="First Name" hint="As on your member card." required />, {
      validate,
      touched: ['firstName'],
    });
    expect(screen.getByText(FIRST_NAME_REQUIRED)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
