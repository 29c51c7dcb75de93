import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/lib/client-chunks";
import { precompressAssets } from "./scripts/lib/precompress-assets";

// The server build bundles the whole Express process (server/main.ts) together with the
// React Router app, so loaders, actions and /api routers share one copy of every module.
// The client build also writes .br and .gz copies of its assets (served by server/http/built-assets.ts).
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/main.ts" } : { output: { manualChunks: clientChunks() } },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter(), isSsrBuild ? null : precompressAssets()],
}));
