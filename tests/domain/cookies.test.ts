import { readCookie } from '../../src/domain/cookies';

describe('readCookie', () => {
  it('finds the named cookie among others, with the spaces around names and values dropped', () => {
    expect(readCookie('a=1; portal_language=es; b=2', 'portal_language')).toBe('es');
    expect(readCookie('portal_language=es', 'portal_language')).toBe('es');
    expect(readCookie('  portal_language =  es  ;b=2', 'portal_language')).toBe('es');
    expect(readCookie('a=1;b=2', 'b')).toBe('2');
  });

  it('is undefined when there is no cookie of that name, not when there is one with an empty value', () => {
    expect(readCookie('', 'portal_language')).toBeUndefined();
    expect(readCookie('other_portal_language=es; portal_languages=es', 'portal_language')).toBeUndefined();
    expect(readCookie('portal_language', 'portal_language')).toBeUndefined();
    expect(readCookie('portal_language=', 'portal_language')).toBe('');
  });

  it('takes the first of two cookies with the same name, as the server parser does', () => {
    expect(readCookie('XSRF-TOKEN=first; XSRF-TOKEN=second', 'XSRF-TOKEN')).toBe('first');
  });

  it('percent-decodes the value, and keeps it as it is when it is not valid percent-encoding', () => {
    expect(readCookie(`portal_language=${encodeURIComponent('zh-Hant ü;=')}`, 'portal_language')).toBe('zh-Hant ü;=');
    expect(readCookie('token=a%2Bb%3D', 'token')).toBe('a+b=');
    expect(readCookie('token=100%', 'token')).toBe('100%');
    expect(readCookie('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });

  it('keeps an = inside the value and double quotes around it (they are part of the value, RFC 6265)', () => {
    expect(readCookie('token=a=b==', 'token')).toBe('a=b==');
    expect(readCookie('token="quoted"', 'token')).toBe('"quoted"');
    expect(readCookie('token="%22"', 'token')).toBe('"""');
  });

  it('reads document.cookie as the browser gives it', () => {
    document.cookie = 'XSRF-TOKEN=1700000000.abc.def%2Fg; Path=/';
    document.cookie = 'portal_language=es; Path=/';
    try {
      expect(readCookie(document.cookie, 'XSRF-TOKEN')).toBe('1700000000.abc.def/g');
      expect(readCookie(document.cookie, 'portal_language')).toBe('es');
    } finally {
      document.cookie = 'XSRF-TOKEN=; Path=/; Max-Age=0';
      document.cookie = 'portal_language=; Path=/; Max-Age=0';
    }
  });
});
