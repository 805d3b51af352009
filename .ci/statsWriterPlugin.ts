// Writes the chunk graph the size budget reads: each named chunk group's files, the entry's, and the route
// manifest (every path of the route table in src/domain/routeTable.ts, the chunk that draws it and its kind).
import type { Compiler } from 'webpack';
import { PORTAL_ROUTES } from '../src/domain/routeTable';

export class StatsWriterPlugin {
  constructor(private readonly fileName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.emit.tap('StatsWriterPlugin', (compilation) => {
      const stats = compilation.getStats().toJson({
        all: false,
        entrypoints: true,
        chunkGroups: true,
        assets: false,
        chunks: false,
      });
      const groups: Record<string, string[]> = {};
      for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
        groups[name] = (group.assets ?? []).map((asset) => asset.name);
      }
      const entry = (stats.entrypoints?.main?.assets ?? []).map((asset) => asset.name);
      const routes = Object.fromEntries(PORTAL_ROUTES.map((route) => [route.path, { chunk: route.screen.chunk, kind: route.kind }]));
      const json = JSON.stringify({ entry, groups, routes }, null, 2);
      compilation.emitAsset(this.fileName, new compiler.webpack.sources.RawSource(json));
    });
  }
}
