import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) copy of every compressible client asset next to
 * it, for server/http/built-assets.ts to serve. Compressing while serving uses brotli quality 4 (the
 * compression middleware's default, which a request cannot wait for at 11): React and React Router
 * alone were 15 KB larger on the wire that way, and every request paid the CPU again.
 */
export function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName);
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          // Even a 300-byte icon chunk is worth it here (compressing while serving starts at 1 KB);
          // a copy that is not smaller is not written.
          await Promise.all(
            [
              { suffix: ".br", bytes: br },
              { suffix: ".gz", bytes: gz },
            ]
              .filter(({ bytes }) => bytes.length < content.length)
              .map(({ suffix, bytes }) => writeFile(`${file}${suffix}`, bytes)),
          );
        }),
      );
    },
  };
}
