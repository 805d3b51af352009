// The CSP nonce the server wrote into this page's <meta name="csp-nonce">, for the <style> elements antd writes at run time.

/** What public/staff.html holds until the server fills it in: no nonce (webpack's own output, a test, Storybook). */
const UNFILLED = '__CSP_NONCE__';

export function staffPageNonce(): string | undefined {
  const content = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return content && content !== UNFILLED ? content : undefined;
}
