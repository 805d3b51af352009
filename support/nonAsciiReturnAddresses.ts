// Ways back from the maintenance page spelled outside printable ASCII (issue 35): each as the app's address carries it,
// and the Location it must become, percent-encoded as UTF-8 and otherwise unchanged (no URL parser: it would turn
// `/.//host` into `//host`). One table for the rule (tests/domain) and the server's answer (tests/server).
export const NON_ASCII_RETURN_ADDRESSES: readonly (readonly [what: string, from: string, location: string])[] = [
  ['a division slash (U+2215)', '/∕x', '/%E2%88%95x'],
  ['a full-width solidus (U+FF0F) before a host name', '/／evil.example', '/%EF%BC%8Fevil.example'],
  ['a full-width solidus then a slash', '/／/evil.example', '/%EF%BC%8F/evil.example'],
  ['Japanese', '/テスト', '/%E3%83%86%E3%82%B9%E3%83%88'],
  ['an accent and a curly apostrophe', '/José’s', '/Jos%C3%A9%E2%80%99s'],
  ['a query and a hash in Latin-1 (Node would send them as bytes no browser reads as UTF-8)', '/tgisurvey?q=ü#ß', '/tgisurvey?q=%C3%BC#%C3%9F'],
  ['an emoji', '/childhood?x=😀', '/childhood?x=%F0%9F%98%80'],
  ['a dot segment before a double slash, with Japanese', '/.//evil.example/テスト', '/.//evil.example/%E3%83%86%E3%82%B9%E3%83%88'],
];
