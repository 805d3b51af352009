// server/runtime.ts: the Node.js releases the server and the admin CLI start on, kept equal to `engines` and .nvmrc.
import fs from 'node:fs';
import path from 'node:path';
import { MINIMUM_NODE, unsupportedNodeMessage } from '../../server/runtime';

const ROOT = path.resolve(__dirname, '../..');

describe('unsupportedNodeMessage', () => {
  it.each(['22.19.0', '22.23.3', '24.0.0', '24.21.0', '26.10.0'])('lets Node.js %s run the server', (version) => {
    expect(unsupportedNodeMessage(version)).toBeUndefined();
  });

  it.each(['20.20.2', '21.7.3', '22.0.0', '22.18.9'])('refuses Node.js %s, naming it, the lowest release and the way to install one', (version) => {
    const message = unsupportedNodeMessage(version);
    expect(message).toContain(`Node.js ${version} is not supported`);
    expect(message).toContain('Node.js 22.19 or newer');
    expect(message).toContain('. .ci/use-node.sh');
  });

  it('reads the running Node.js when given no version: the one running these tests is supported', () => {
    expect(unsupportedNodeMessage()).toBeUndefined();
  });
});

describe('the supported releases, said once each', () => {
  it('MINIMUM_NODE is the lowest release engines allows', () => {
    const { engines } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(engines.node).toBe(`>=${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}`);
  });

  it('.nvmrc names an exact release that the server runs on', () => {
    const release = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(release).toMatch(/^\d+\.\d+\.\d+$/);
    expect(unsupportedNodeMessage(release)).toBeUndefined();
  });
});
