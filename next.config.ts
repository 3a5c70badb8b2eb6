import path from "node:path";
import type { NextConfig } from "next";
import "./lib/env"; // fail the build and the start early on a bad environment

const securityHeaders = [
  {
    key: "Content-Security-Policy",
    value: [
      "default-src 'self'",
      // React's development build evaluates code for its debugging aids; production never needs eval.
      `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "production" ? "" : " 'unsafe-eval'"}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "media-src 'self' blob: https:",
      "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; "),
  },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

// Several server processes (REDIS_URL, `npm run start:cluster`): 'use cache' entries and every tag
// expiration live in Redis, so a save in one process reaches all. Read again by `next start`, so
// one build serves either way; without REDIS_URL, Next's in-memory caches as before.
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? {
      cacheHandler: path.resolve("lib/cache/shared/page-handler.mjs"),
      cacheHandlers: {
        default: path.resolve("lib/cache/shared/data-handler.mjs"),
        remote: path.resolve("lib/cache/shared/data-handler.mjs"),
      },
    }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  // Lets several builds or dev servers share one checkout (e2e runs, parallel work).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  experimental: {
    // Cached public pages live in memory, never in the build folder: they derive from the database,
    // and a build folder outlives a wiped database (tests, demos). Each server warms its own cache.
    isrFlushToDisk: false,
    // Data functions cache themselves (`'use cache'` + cacheTag + cacheLife, lib/cache/), and the
    // public pages stay ISR pages that inherit their tags. Full Cache Components (`cacheComponents`)
    // would make every page dynamic by default and stream it: a station's 404 and its brand must be
    // decided before the first byte, and the member area reads the session in its layouts.
    useCache: true,
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
