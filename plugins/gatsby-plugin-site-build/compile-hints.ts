/**
 * The webpack side of src/startup/compile-hints: puts the compile hint at the top of every start-up script
 * of the browser build. It runs after minification (the minifier drops comments it does not know) and
 * before the source maps and the content hashes are made, so both describe the file as served.
 */
import type { Compiler } from 'webpack';
import { COMPILE_HINT, isStartupGroup } from '../../src/startup/compile-hints';

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        const files = new Set<string>();
        for (const group of compilation.chunkGroups) {
          if (!isStartupGroup(group.name)) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
