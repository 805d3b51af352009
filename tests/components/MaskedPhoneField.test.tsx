// MaskedPhoneField: label and star, mask formatting as typed, '' stored for an empty mask, errors after touch.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Field } from 'redux-form';
import { MaskedPhoneField, type MaskedPhoneFieldConfig } from '../../src/components/MaskedPhoneField';
import { isValidMaskedPhone } from '../../src/domain/phone';
import type { HarnessValues } from '../../support/ReduxFormHarness';
import { renderInForm } from '../../support/renderWithPortal';

const INVALID_PHONE = 'Enter the full 10-digit number.';
const validate = (values: HarnessValues) => {
  const phone = typeof values.mobileNumber === 'string' ? values.mobileNumber : '';
  return phone !== '' && !isValidMaskedPhone(phone) ? { mobileNumber: INVALID_PHONE } : {};
};

const phoneField = <Field<MaskedPhoneFieldConfig> name="mobileNumber" component={MaskedPhoneField} label="Mobile Phone Number" required />;

describe('MaskedPhoneField', () => {
  it('is labelled, required, and a phone keypad input', () => {
    renderInForm(phoneField);
    const input = screen.getByLabelText('Mobile Phone Number');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('id', 'storyForm-mobileNumber');
  });

  it('formats digits into (000) 000-0000 as they are typed', async () => {
    const { user, values } = renderInForm(phoneField);
    const input = screen.getByLabelText('Mobile Phone Number');
    await user.click(input);
    await user.keyboard('5625550199');
    expect(input).toHaveValue('(562) 555-0199');
    expect(values().mobileNumber).toBe('(562) 555-0199');
  });

  it('shows only the slots reached so far, and ignores what is not a digit', async () => {
    const { user, values } = renderInForm(phoneField);
    const input = screen.getByLabelText('Mobile Phone Number');
    await user.click(input);
    await user.keyboard('56a2-5');
    expect(input).toHaveValue('(562) 5');
    expect(values().mobileNumber).toBe('(562) 5');
    await user.keyboard('550199123');
    expect(input).toHaveValue('(562) 555-0199');
  });

  it('takes a pasted number in any common shape, country code included', async () => {
    const { user, values } = renderInForm(phoneField);
    const input = screen.getByLabelText('Mobile Phone Number');
    await user.click(input);
    await user.paste('+1 562.555.0199');
    expect(input).toHaveValue('(562) 555-0199');
    expect(values().mobileNumber).toBe('(562) 555-0199');
  });

  it('keeps the caret after the digit it followed when a digit is changed in the middle', async () => {
    const { user } = renderInForm(phoneField, { initialValues: { mobileNumber: '(562) 555-0199' } });
    const input = screen.getByLabelText<HTMLInputElement>('Mobile Phone Number');
    await user.click(input);
    // After "(562) 5": remove the 5 and type a 7.
    input.setSelectionRange(7, 7);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(562) 550-199');
    expect(input.selectionStart).toBe(6);
    await user.keyboard('7');
    expect(input).toHaveValue('(562) 755-0199');
    expect(input.selectionStart).toBe(7);
  });

  it('stores an empty string when the mask is focused and left empty', async () => {
    const { user, values } = renderInForm(phoneField);
    const input = screen.getByLabelText('Mobile Phone Number');
    await user.click(input);
    await user.tab();
    expect(values().mobileNumber ?? '').toBe('');
    expect(input).toHaveValue('');
  });

  it('shows its error, tied to the input, only after the field is touched', async () => {
    const { user } = renderInForm(phoneField, { validate, initialValues: { mobileNumber: '(562) 5' } });
    const input = screen.getByLabelText('Mobile Phone Number');
    expect(screen.queryByText(INVALID_PHONE)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(INVALID_PHONE);
  });

  it('has no axe violations', async () => {
    const { container } = renderInForm(phoneField, { initialValues: { mobileNumber: '(562) 5' }, validate, touched: ['mobileNumber'] });
    expect(screen.getByText(INVALID_PHONE)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
