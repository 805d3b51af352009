// The way back from the maintenance page carried in its address (issue 18): only a path on this site is followed.
import { isReturnAddress, maintenanceAddress, returnAddressOf } from '../../src/domain/maintenanceReturn';
import { NON_ASCII_RETURN_ADDRESSES } from '../../support/nonAsciiReturnAddresses';

it('carries the address asked for, query and hash included, and gives it back', () => {
  const address = maintenanceAddress('/tgisurvey?from=newsletter#survey');
  expect(address).toBe('/maintenance?from=%2Ftgisurvey%3Ffrom%3Dnewsletter%23survey');
  expect(returnAddressOf(address.slice(address.indexOf('?')))).toBe('/tgisurvey?from=newsletter#survey');
});

it('carries nothing for the home page or the maintenance page itself', () => {
  expect(maintenanceAddress('/')).toBe('/maintenance');
  expect(maintenanceAddress('/maintenance?from=%2Fchildhood')).toBe('/maintenance');
  expect(returnAddressOf('')).toBe('/');
});

it.each([
  ['another host', '//evil.example/phish'],
  ['another host, with a backslash', '/\\evil.example'],
  ['a full URL', 'https://evil.example/'],
  ['a script', 'javascript:alert(1)'],
  ['a relative path', 'childhood'],
  ['a control character', '/childhood\u0000'],
  ['a line break', '/childhood\nSet-Cookie: x'],
  ['the maintenance page, in any letter case', '/Maintenance?from=%2F'],
])('never follows %s: the home page instead', (_what, from) => {
  expect(isReturnAddress(from)).toBe(false);
  expect(returnAddressOf(`?${new URLSearchParams({ from }).toString()}`)).toBe('/');
});

it.each(NON_ASCII_RETURN_ADDRESSES)('gives back %s in printable ASCII, as a Location header must be, and nothing else changed', (_what, from, back) => {
  expect(returnAddressOf(`?${new URLSearchParams({ from }).toString()}`)).toBe(back);
});

it('leaves an address in printable ASCII as it is, percent signs included', () => {
  expect(returnAddressOf(`?${new URLSearchParams({ from: '/tgisurvey?q=%C3%BC&x=1#top' }).toString()}`)).toBe('/tgisurvey?q=%C3%BC&x=1#top');
});
