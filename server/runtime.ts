// The Node.js releases the server runs on. Below them better-sqlite3 13, a Node-API 10 addon, crashes the
// process (a segmentation fault on Node 20) instead of failing, so the server and the admin CLI refuse to start.

/** The lowest release `engines` in package.json allows: Node 22 from 22.19, on which every dependency installs (Lingui 6's floor). */
export const MINIMUM_NODE = { major: 22, minor: 19 } as const;

/** Ends the process with `exitCode` and says why when this Node.js cannot run the server. */
export function exitIfUnsupportedNode(exitCode: number): void {
  const unsupported = unsupportedNodeMessage();
  if (unsupported === undefined) return;
  process.stderr.write(`${unsupported}\n`);
  process.exit(exitCode);
}

/** Why this Node.js cannot run the server, or undefined when it can. */
export function unsupportedNodeMessage(version: string = process.versions.node): string | undefined {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor >= MINIMUM_NODE.minor)) return undefined;
  return (
    `Node.js ${version} is not supported: the server needs Node.js ${MINIMUM_NODE.major}.${MINIMUM_NODE.minor} or newer ` +
    '(it is tested on the release .nvmrc names). `. .ci/use-node.sh` installs that release; then run `npm ci` again.'
  );
}
