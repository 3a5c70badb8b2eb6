// The layers of the code, checked by `npm test` (dependency-cruiser): what each part may import.
//
// LAYERS is the one ordered list, bottom first. A file may import its own layer and the layers
// below it, never one above, so no two modules can import each other, directly or round a longer
// cycle. One rule per layer is generated from the list: placing a module is moving one line.
// Types count too, except that a table may name a type of its own module (a JSON column's shape).
//
//   platform      db, env, jobs, adapters, security, validation, format, utils, actions, health,
//                 log, and every module's table definitions (schema.ts)
//   core          what every feature stands on: the cache tags, SEO, the tenancy (stations: host,
//                 current, settings, flags), upload records, the guard, sessions and console roles
//                 (auth), the console kit (audit log, sign-on, team, shared form fields)
//   features      each may use the features listed before it
//   console       over the features: the console's write pipeline (a save expires pages that show
//                 several features), the audit log's field labels (they name every feature's
//                 fields), and each feature's own console commands (lib/<feature>/console)
//   composition   creating a station (every feature's starter content), the start's wiring, the demo
//
// app/ and components/ (the screens) may import anything in lib/; lib/ never imports a screen.

// Table definitions: the files lib/db/schema.ts gathers for drizzle.
const TABLES = "^lib/[a-z]+/schema\\.ts$|^lib/activities/[a-z]+/schema\\.ts$|^lib/accounts/auth-schema\\.ts$|^lib/commerce/validation-schema\\.ts$";
const PLATFORM = `^lib/(db|jobs|adapters|security|validation|format|utils|actions|health|log)/|^lib/(env\\.ts|start-policy\\.mjs)$|${TABLES}`;
const SEEDS = "^lib/seed/|^lib/[a-z]+/[a-z/-]*seed[a-z-]*\\.ts$";
const TESTS = "\\.test\\.(ts|tsx|mjs)$|^lib/db/testing/|^lib/db/test-setup\\.ts$|/test-fixtures\\.ts$";
const FEATURE_CONSOLE = (feature) => [`${feature}/console`, `^lib/${feature}/console/`];

// Bottom first. A file belongs to the highest entry whose path names it, except that the platform
// and the seeds claim theirs first (a module's schema.ts is platform, its seed.ts is the demo's).
const LAYERS = [
  ["platform", PLATFORM],
  // core
  ["cache", "^lib/cache/"],
  ["seo", "^lib/seo/"],
  ["stations", "^lib/stations/"],
  ["uploads", "^lib/uploads/"],
  ["auth", "^lib/auth/"],
  ["console", "^lib/console/"],
  // features
  ["trophies", "^lib/trophies/"],
  ["wallet", "^lib/wallet/"],
  ["activities", "^lib/activities/"],
  ["commerce", "^lib/commerce/"],
  ["fuel", "^lib/fuel/"],
  ["services", "^lib/services/"],
  ["library", "^lib/library/"],
  ["news", "^lib/news/"],
  ["social", "^lib/social/"],
  ["support", "^lib/support/"],
  ["plans", "^lib/plans/"],
  ["content", "^lib/content/"],
  ["consents", "^lib/consents/"],
  ["accounts", "^lib/accounts/"],
  ["reports", "^lib/reports/"],
  ["privacy", "^lib/privacy/"],
  // console, over the features
  ["console-pipeline", "^lib/stations/revalidate\\.ts$|^lib/console/(write|team-actions|audit-fields|audit-diff|audit-text)\\.ts$"],
  FEATURE_CONSOLE("stations"),
  FEATURE_CONSOLE("trophies"),
  FEATURE_CONSOLE("activities"),
  FEATURE_CONSOLE("fuel"),
  FEATURE_CONSOLE("services"),
  FEATURE_CONSOLE("library"),
  FEATURE_CONSOLE("news"),
  FEATURE_CONSOLE("plans"),
  FEATURE_CONSOLE("content"),
  FEATURE_CONSOLE("social"),
  FEATURE_CONSOLE("wallet"),
  FEATURE_CONSOLE("commerce"),
  FEATURE_CONSOLE("support"),
  FEATURE_CONSOLE("accounts"),
  FEATURE_CONSOLE("privacy"),
  ["validation-desk", "^lib/validation-desk/"],
  // composition
  ["wizard", "^lib/wizard/"],
  ["startup", "^lib/startup/"],
  ["seed", SEEDS],
];

const PINNED = [PLATFORM, SEEDS];
const alt = (paths) => paths.map((p) => `(?:${p})`).join("|");

function layerRules() {
  return LAYERS.slice(0, -1).map(([name, own], i) => {
    const above = LAYERS.slice(i + 1).map(([, p]) => p);
    const claimedElsewhere = i === 0 ? [SEEDS] : [...PINNED, ...above];
    return {
      name: `layer-${name.replace("/", "-")}`,
      comment: `${name} imports only the layers below it (${LAYERS.slice(0, i).map(([n]) => n).join(", ") || "nothing in lib/"}).`,
      severity: "error",
      from: { path: own, pathNot: [...claimedElsewhere, TESTS] },
      to: {
        path: alt(above),
        pathNot: PLATFORM,
        ...(i === 0 ? { dependencyTypesNot: ["type-only"] } : {}),
      },
    };
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules(),
    {
      name: "every-library-file-has-a-layer",
      comment: "A new folder or file of lib/ gets its line in LAYERS, so nothing slips past the layers.",
      severity: "error",
      from: { path: "^lib/", pathNot: [alt(LAYERS.map(([, p]) => p)), TESTS] },
      to: {},
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
      // The layers keep modules apart; this keeps the files of one module (and the screens) apart too.
      name: "no-circular",
      comment: "No import cycle, between modules or between the files of one.",
      severity: "error",
      from: { path: "^(lib|app|components)/", pathNot: TESTS },
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
