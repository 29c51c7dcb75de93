/**
 * The layers of docs/architecture.md, checked by `npm run lint:layers` (part of `npm test`):
 * common ← server/kernel ← server/modules ← server/api and app/routes, imports flowing one way.
 * A rule's comment is what the failing check prints.
 */
/** Tests set up whatever they check, so the layer rules (not the cycle rule) leave them out. */
const TESTS = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Import cycles make a feature impossible to read or move on its own: break the cycle.",
      from: {},
      to: { circular: true },
    },
    {
      name: "common-stands-alone",
      severity: "error",
      comment: "common/ is shared by browser and server: it imports nothing of app/ or server/.",
      from: { path: "^common/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-never-imports-app",
      severity: "error",
      comment: "server/ never imports app/: what both need belongs in common/.",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "browser-code-never-imports-server",
      severity: "error",
      comment:
        "Components and browser helpers never import server/ (not even types): share the type through common/, or keep the code in a *.server.ts file.",
      from: { path: "^app/(components|lib)/", pathNot: ["\\.server\\.tsx?$", TESTS] },
      to: { path: "^server/" },
    },
    {
      name: "kernel-is-the-bottom",
      severity: "error",
      comment:
        "server/kernel/ is shared by every module: it imports only common/ and the shared services, never a feature, the API or the http layer.",
      from: { path: "^server/kernel/", pathNot: TESTS },
      to: { path: "^server/(modules|api|http|db/seed|dev-identity-provider)/" },
    },
    {
      name: "shared-services-below-modules",
      severity: "error",
      comment:
        "server/db, mail, storage, rate-limit and markdown serve the modules: they never import a module, the API or the http layer.",
      from: { path: "^server/(db/(?!seed/)|mail/|storage/|rate-limit/|markdown/)", pathNot: TESTS },
      to: { path: "^server/(modules|api|http|dev-identity-provider)/" },
    },
    {
      name: "modules-never-import-callers",
      severity: "error",
      comment:
        "A module holds rules; its callers (API routers, routes, the http layer, the dev peers) import it, never the other way round.",
      from: { path: "^server/modules/", pathNot: TESTS },
      to: { path: "^(server/(api|http|dev-identity-provider|db/seed)/|app/)" },
    },
    {
      name: "modules-meet-through-index",
      severity: "error",
      comment: "A module imports another module only through its index.ts, the module's public face.",
      from: { path: "^server/modules/([^/]+)/", pathNot: TESTS },
      to: {
        path: "^server/modules/[^/]+/",
        pathNot: ["^server/modules/$1/", "^server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "routes-never-import-routes",
      severity: "error",
      comment:
        "A route module never imports another route: move what both need to a component, a module, or a *.server.ts helper.",
      from: { path: "^app/routes/", pathNot: TESTS },
      to: { path: "^app/routes/", pathNot: "\\.server\\.tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|build-[^/]*|\\.react-router|test-results)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
  },
};
