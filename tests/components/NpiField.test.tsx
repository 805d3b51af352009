// NpiField: the NPI input and its N/A box; ticking N/A clears, disables and un-requires the input, unticking restores it.
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Fields } from 'redux-form';
import { NpiField } from '../../src/components/NpiField';
import { NPI_LENGTH } from '../../src/domain/constants';
import { npiMaxLengthMessage, npiMinLengthMessage, NPI_NUMERIC_MESSAGES } from '../../src/domain/npi';
import { SOURCE_LANGUAGE } from '../../src/domain/language';
import { validateNpi } from '../../support/storyValidators';
import { renderInForm } from '../../support/renderWithPortal';
import { addTranslations, switchLanguage } from '../../support/testLanguage';

const npiFields = <Fields names={['individualNPI', 'npiApplicable']} component={NpiField} label="Individual NPI" notApplicableLabel="N/A" />;

describe('NpiField', () => {
  it('is a required, numeric-keypad input with an N/A box beside it', () => {
    renderInForm(npiFields, { validate: validateNpi });
    const input = screen.getByLabelText('Individual NPI');
    expect(input).toHaveAttribute('id', 'storyForm-individualNPI');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('checkbox', { name: 'N/A' })).not.toBeChecked();
  });

  it('describes the N/A box by the NPI label, so it is heard as part of the NPI field', () => {
    renderInForm(npiFields);
    expect(screen.getByRole('checkbox', { name: 'N/A' })).toHaveAccessibleDescription('Individual NPI');
  });

  describe('in another language', () => {
    afterEach(() => switchLanguage(SOURCE_LANGUAGE));

    it('names the N/A box in that language when the form gives no words of its own', async () => {
      await addTranslations({ 'N/A': 'No aplica' });
      renderInForm(<Fields names={['individualNPI', 'npiApplicable']} component={NpiField} label="NPI individual" />);
      expect(screen.getByRole('checkbox', { name: 'N/A' })).toBeInTheDocument();
      await switchLanguage('es');
      expect(screen.getByRole('checkbox', { name: 'No aplica' })).toHaveAccessibleDescription('NPI individual');
    });
  });

  it('shows the minimum-length message once dirty, then the numeric one', async () => {
    const { user } = renderInForm(npiFields, { validate: validateNpi });
    const input = screen.getByLabelText('Individual NPI');
    await user.type(input, '12345');
    expect(screen.getByText(npiMinLengthMessage())).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(npiMinLengthMessage());

    await user.type(input, 'abcde');
    expect(screen.queryByText(npiMinLengthMessage())).not.toBeInTheDocument();
    expect(screen.getByText(NPI_NUMERIC_MESSAGES.attestation)).toBeInTheDocument();
  });

  it('keeps an eleventh digit and names the limit, rather than cutting it off', async () => {
    const { user, values } = renderInForm(npiFields, { validate: validateNpi });
    const input = screen.getByLabelText('Individual NPI');
    await user.type(input, '12345678901');
    expect(values().individualNPI).toBe('12345678901');
    expect(input).toHaveAccessibleDescription(npiMaxLengthMessage(NPI_LENGTH));
  });

  it.each([
    ['123 456 7893', '1234567893'],
    ['  1234567893 ', '1234567893'],
    ['123-456-7893', '1234567893'],
  ])('forgives a pasted %j: it becomes %j before any rule applies', async (pasted, stored) => {
    const { user, values } = renderInForm(npiFields, { validate: validateNpi });
    const input = screen.getByLabelText('Individual NPI');
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(stored);
    expect(values().individualNPI).toBe(stored);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ticking N/A empties and disables the input, hides star and error, and drops aria-required', async () => {
    const { user, values } = renderInForm(npiFields, { validate: validateNpi, initialValues: { individualNPI: '12345' }, touched: ['individualNPI'] });
    const input = screen.getByLabelText('Individual NPI');
    expect(screen.getByText(npiMinLengthMessage())).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'N/A' }));

    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.queryByText(npiMinLengthMessage())).not.toBeInTheDocument();
    expect(values()).toMatchObject({ individualNPI: '', npiApplicable: true });
  });

  it('unticking N/A re-enables the input with its star and aria-required back', async () => {
    const { user, values } = renderInForm(npiFields, { validate: validateNpi, initialValues: { npiApplicable: true } });
    const input = screen.getByLabelText('Individual NPI');
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'N/A' }));

    expect(input).toBeEnabled();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(values().npiApplicable).toBe(false);
    await user.type(input, '1234567893');
    expect(values().individualNPI).toBe('1234567893');
  });

  it('describes the input by its hint and, when shown, its error', async () => {
    const hint = 'The 10-digit National Provider Identifier.';
    const { user } = renderInForm(
      <Fields names={['individualNPI', 'npiApplicable']} component={NpiField} label="Individual NPI" hint={hint} />,
      { validate: validateNpi },
    );
    const input = screen.getByLabelText('Individual NPI');
    expect(input).toHaveAccessibleDescription(hint);
    await user.type(input, '1');
    expect(input).toHaveAccessibleDescription(`${hint} ${npiMinLengthMessage()}`);
  });

  it('has no axe violations, with an error and with N/A ticked', async () => {
    const withError = renderInForm(npiFields, { validate: validateNpi, initialValues: { individualNPI: '12' }, touched: ['individualNPI'] });
    expect(await axe(withError.container)).toHaveNoViolations();
    withError.unmount();
    const notApplicable = renderInForm(npiFields, { validate: validateNpi, initialValues: { npiApplicable: true } });
    expect(await axe(notApplicable.container)).toHaveNoViolations();
  });
});
