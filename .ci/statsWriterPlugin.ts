// Writes the chunk graph the size budget reads: each named chunk group's files, and the entry's.
import type { Compiler } from 'webpack';

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
      const json = JSON.stringify({ entry, groups }, null, 2);
      compilation.emitAsset(this.fileName, new compiler.webpack.sources.RawSource(json));
    });
  }
}
