// The console under the page's CSP (issue 37): antd's run-time styles, and its icons', carry the nonce the server wrote
// into <meta name="csp-nonce">; without a filled-in nonce (webpack's own page, Storybook) none is claimed.
import { render, screen } from '@testing-library/react';
import { Button, DatePicker, Table } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { staffPageNonce } from '../../src/staff/pageNonce';

function writeNonceMeta(content: string): void {
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  document.head.append(meta);
}

const styleNonces = () => Array.from(document.head.querySelectorAll('style')).map((style) => style.nonce || style.getAttribute('nonce'));

it("gives every style antd writes the page's nonce", () => {
  writeNonceMeta('r4nd0mN0nce==');
  // StaffTheme reads the nonce once, as its module loads: loaded here, after the page's meta, as on the real page.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the meta is written
  const { StaffTheme } = require('../../src/staff/StaffTheme') as { StaffTheme: ComponentType<{ children: ReactNode }> };
  render(
    <StaffTheme>
      <Button>Apply</Button>
      <DatePicker.RangePicker />
      <Table dataSource={[]} columns={[{ title: 'Reference', dataIndex: 'reference' }]} />
    </StaffTheme>,
  );
  expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  const nonces = styleNonces();
  expect(nonces.length).toBeGreaterThan(0);
  expect(nonces.filter((nonce) => nonce !== 'r4nd0mN0nce==')).toEqual([]);
});

it('claims no nonce while the page holds the placeholder, or no meta at all', () => {
  writeNonceMeta('__CSP_NONCE__');
  expect(staffPageNonce()).toBeUndefined();
  document.head.querySelector('meta[name="csp-nonce"]')?.remove();
  expect(staffPageNonce()).toBeUndefined();
  writeNonceMeta('abc123');
  expect(staffPageNonce()).toBe('abc123');
});
