// The page's CSP nonce (src/components/pageNonce.ts), read from the elements the server signed, for antd's theme style.
import { pageNonce } from '../../src/components/pageNonce';

afterEach(() => {
  document.head.innerHTML = '';
});

it('is undefined on a page the server did not sign (npm run dev, Storybook, jest)', () => {
  expect(pageNonce()).toBeUndefined();
});

it("is the nonce of the page's signed script, read from the property browsers keep after hiding the attribute", () => {
  const script = document.createElement('script');
  script.setAttribute('nonce', '');
  script.nonce = 'r4nd0m-n0nce';
  document.head.append(script);
  expect(pageNonce()).toBe('r4nd0m-n0nce');
});
