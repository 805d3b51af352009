import {
  ATTESTATION_SAVED_MESSAGE,
  INVALID_DATA_TITLE,
  MAINTENANCE,
  MISSING_INFORMATION,
  NPI_NOT_FOUND_CONFIRM,
  SYSTEM_ERROR,
  maxLengthMessage,
  requiredMessage,
} from '../../src/domain/messages';

describe('the shared texts of the spec, verbatim', () => {
  it('keeps the notices and dialog word for word', () => {
    expect(MISSING_INFORMATION).toEqual({
      title: 'Missing Information',
      message: 'You have entered invalid or incomplete information. Please correct any errors and try again.',
    });
    expect(SYSTEM_ERROR).toEqual({
      title: 'System Error!',
      message: 'Sorry, we are unable to process your request at the moment. Please try again later.',
    });
    expect(INVALID_DATA_TITLE).toBe('Invalid Data!');
    expect(NPI_NOT_FOUND_CONFIRM).toEqual({
      title: 'Confirm',
      message: 'NPI you entered is not valid, do you still want to submit?',
      okLabel: 'Yes',
      cancelLabel: 'No',
    });
    expect(ATTESTATION_SAVED_MESSAGE).toBe('Attestation Form has been successfully saved');
  });

  it('has the maintenance heading and a sentence saying the site will be back online shortly', () => {
    expect(MAINTENANCE.heading).toBe("We'll be back soon!");
    expect(MAINTENANCE.message).toMatch(/maintenance/i);
    expect(MAINTENANCE.message).toMatch(/back online shortly/);
  });
});

describe('our own field messages', () => {
  it('names the field', () => {
    expect(requiredMessage('First Name')).toBe('First Name is required.');
    expect(maxLengthMessage('Title', 100)).toBe('Title must be at most 100 characters.');
  });
});
