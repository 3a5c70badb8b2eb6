// The layers of the code, checked by `npm test` (dependency-cruiser): what each part may import.
//
//   app/, components/          screens: may import anything below
//   lib/startup, lib/seed      composition at start: the job workers' handlers, the demo
//   lib/<feature>              accounts, activities, commerce, ...: each other's public functions
//   platform                   db, env, jobs, adapters, security, validation, format, utils,
//                              actions, and every module's table definitions (schema.ts)
//
// The platform imports no feature, seed, screen or script, so nothing under it can pull a feature
// (or the whole app) into a cycle; a module's seed is imported only by the demo; no library code
// imports a screen.
// Table definitions: the files lib/db/schema.ts gathers for drizzle.
const TABLES = "^lib/[a-z]+/schema\\.ts$|^lib/activities/[a-z]+/schema\\.ts$|^lib/accounts/auth-schema\\.ts$|^lib/commerce/validation-schema\\.ts$";
const PLATFORM = `^lib/(db|jobs|adapters|security|validation|format|utils|actions)/|^lib/(env\\.ts|start-policy\\.mjs)$|${TABLES}`;
const SEEDS = "^lib/seed/|^lib/[a-z]+/[a-z/-]*seed[a-z-]*\\.ts$";
const TESTS = "\\.test\\.(ts|tsx|mjs)$|^lib/db/testing/|^lib/db/test-setup\\.ts$|/test-fixtures\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "platform-imports-no-feature",
      comment: "The platform (db, env, jobs, adapters, security, validation, format, table definitions) imports only the platform.",
      severity: "error",
      from: { path: PLATFORM, pathNot: TESTS },
      // A table may name a type of its own module (a JSON column's shape): types run nothing.
      to: { path: "^(lib|app|components|scripts)/", pathNot: PLATFORM, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "seeds-only-from-the-demo",
      comment: "A module's demo seed is run by lib/seed/demo.ts (and tests), never imported by the module's code.",
      severity: "error",
      from: { path: "^(lib|app|components)/", pathNot: `${SEEDS}|${TESTS}|^lib/startup/` },
      to: { path: SEEDS },
    },
    {
      name: "startup-only-from-the-start",
      comment: "lib/startup wires the features at start (instrumentation.ts); nothing in the app imports it.",
      severity: "error",
      from: { path: "^(lib|app|components)/", pathNot: `^lib/startup/|${TESTS}` },
      to: { path: "^lib/startup/" },
    },
    {
      name: "library-imports-no-screen",
      comment: "lib/ is the code screens call; it never imports a screen, a route or a script.",
      severity: "error",
      from: { path: "^lib/", pathNot: TESTS },
      to: { path: "^(app|components|scripts)/" },
    },
    {
      name: "no-circular-in-platform",
      comment: "No import cycle runs through the platform.",
      severity: "error",
      from: { path: PLATFORM, pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(\\.next|\\.data|node_modules)" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".mjs", ".js", ".d.mts"] },
  },
};
