// Stand-in for `next/headers` in library tests that call actions and pages as a browser would:
// `vi.mock("next/headers", () => import("@/lib/db/testing/next-headers"))`, then steer the request
// through `fakeRequest` (imported from this same module, so the test and the code under test share
// one instance): the Host header, other request headers (e.g. the front's signed client address)
// and the cookie jar the code reads and writes.
export const fakeRequest = { host: "demo.localhost:3000", cookies: new Map<string, string>(), headers: new Map<string, string>() };

export async function headers() {
  return new Headers({ ...Object.fromEntries(fakeRequest.headers), host: fakeRequest.host, "user-agent": "vitest" });
}

export async function cookies() {
  const jar = fakeRequest.cookies;
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  };
}
