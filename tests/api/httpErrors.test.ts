import {
  httpErrorMessage,
  httpErrorMessages,
  serviceErrorText,
  type HttpFailure,
} from '../../src/api/httpErrors';

describe('httpErrorMessages (docs/errors.md mapping)', () => {
  it('says only "No Network" for status 0, whatever else the failure holds', () => {
    expect(httpErrorMessages({ status: 0, message: 'Failed to fetch', body: { error: 'x' }, url: 'http://x/y' })).toEqual([
      'No Network: The server cannot be reached',
    ]);
  });

  it('lists each field of an object body as "key: value"', () => {
    expect(httpErrorMessages({ status: 400, statusText: 'Bad Request', body: { firstName: 'Required', npi: 'Too short' } })).toEqual([
      'firstName: Required',
      'npi: Too short',
    ]);
  });

  it('reads a JSON string body as its object', () => {
    expect(httpErrorMessages({ status: 500, body: '{"error":"Internal Server Error","code":17}' })).toEqual([
      'error: Internal Server Error',
      'code: 17',
    ]);
  });

  it('uses the bare value for an empty key, skipping empty values', () => {
    expect(httpErrorMessages({ status: 400, body: { '': 'The form is invalid.' } })).toEqual(['The form is invalid.']);
    expect(httpErrorMessages({ status: 400, statusText: 'Bad Request', body: { '': '' } })).toEqual(['Bad Request']);
  });

  it('shows nested values as JSON rather than [object Object]', () => {
    expect(httpErrorMessages({ status: 400, body: { errors: { email: ['Invalid'] } } })).toEqual(['errors: {"email":["Invalid"]}']);
  });

  it('lists the items of an array body', () => {
    expect(httpErrorMessages({ status: 400, body: ['First problem', 'Second problem'] })).toEqual(['First problem', 'Second problem']);
  });

  it('falls back to "body: …" for a text body and "error: …" for the error text', () => {
    expect(httpErrorMessages({ status: 502, statusText: 'Bad Gateway', body: 'upstream timed out' })).toEqual(['body: upstream timed out']);
    expect(httpErrorMessages({ status: 500, message: 'Parse failure' })).toEqual(['error: Parse failure']);
    expect(httpErrorMessages({ status: 500, body: 'oops', message: 'Parse failure' })).toEqual(['body: oops', 'error: Parse failure']);
  });

  it('falls back to the status text, and always has at least one message', () => {
    expect(httpErrorMessages({ status: 503, statusText: 'Service Unavailable' })).toEqual(['Service Unavailable']);
    expect(httpErrorMessages({ status: 500, body: {} })).toEqual(['The request failed with status 500']);
    expect(httpErrorMessages({ status: 500, body: '' })).toEqual(['The request failed with status 500']);
  });

  it('puts "Access Denied!" first for 403', () => {
    expect(httpErrorMessages({ status: 403, statusText: 'Forbidden' })).toEqual(['Access Denied!', 'Forbidden']);
    expect(httpErrorMessages({ status: 403, body: { error: 'Forbidden', message: 'Invalid token' } })).toEqual([
      'Access Denied!',
      'error: Forbidden',
      'message: Invalid token',
    ]);
  });

  it('puts "Not Found" first for 404, followed by the URL when there is one', () => {
    expect(httpErrorMessages({ status: 404, statusText: 'Not Found', url: 'http://x/y' })).toEqual([
      'Not Found: The target resource cannot be found. http://x/y',
      'Not Found',
    ]);
    expect(httpErrorMessages({ status: 404, body: { error: 'No such route' } })).toEqual([
      'Not Found: The target resource cannot be found',
      'error: No such route',
    ]);
  });
});

describe('httpErrorMessage (one message)', () => {
  const cases: Array<[string, HttpFailure, string]> = [
    ['no network first', { status: 0, message: 'Failed to fetch' }, 'No Network: The server cannot be reached'],
    [
      'then not found, with its URL',
      { status: 404, url: 'http://x/y', body: { error_description: 'gone', error: 'nope' } },
      'Not Found: The target resource cannot be found. http://x/y',
    ],
    ['then error_description over error', { status: 400, body: { error: 'invalid_grant', error_description: 'The code expired' } }, 'The code expired'],
    ['then error', { status: 500, body: { message: 'boom', error: 'Internal Server Error' } }, 'Internal Server Error'],
    ['matching the caption case-insensitively', { status: 500, body: { Error: 'Upper-case key' } }, 'Upper-case key'],
    ['with the error text fallback as an error entry', { status: 500, message: 'Parse failure' }, 'Parse failure'],
    ['a caption that only contains "error" does not count', { status: 400, body: { errors: 'many', detail: 'x' } }, 'errors: many, detail: x'],
    ['else all messages joined with ", "', { status: 400, body: { firstName: 'Required', lastName: 'Required' } }, 'firstName: Required, lastName: Required'],
    ['joined including Access Denied! for 403', { status: 403, statusText: 'Forbidden' }, 'Access Denied!, Forbidden'],
  ];

  it.each(cases)('%s', (_name, failure, expected) => {
    expect(httpErrorMessage(failure)).toBe(expected);
  });
});

describe('serviceErrorText (docs/errors.md service failures)', () => {
  it('is the failure message for a client-side failure', () => {
    expect(serviceErrorText({ status: 0, message: 'The request timed out: the server did not answer in time' })).toBe(
      'The request timed out: the server did not answer in time',
    );
    expect(serviceErrorText({ status: 0 })).toBe('No Network: The server cannot be reached');
  });

  it('is "Error Code: {status} Message: {message}" otherwise, preferring the status text', () => {
    expect(serviceErrorText({ status: 500, statusText: 'Internal Server Error', body: { error: 'x' } })).toBe(
      'Error Code: 500 Message: Internal Server Error',
    );
    expect(serviceErrorText({ status: 500, body: { error: 'Database unavailable' } })).toBe('Error Code: 500 Message: Database unavailable');
  });
});
