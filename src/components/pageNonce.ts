// The CSP nonce the server gave this page (server/spa.ts puts it on every script and style element it sends), for the
// few style elements a library must write at run time. Read from the element's `nonce` property: browsers hide the
// attribute's value once the page has loaded, so that it cannot be read by CSS selectors. Undefined without a CSP
// (`npm run dev`, Storybook, jest).
export function pageNonce(): string | undefined {
  const element = document.querySelector<HTMLScriptElement | HTMLStyleElement>('script[nonce], style[nonce]');
  return element?.nonce || undefined;
}
