// How the public site's pages are cached. No station exists at build time (they live in the
// database), so no page is prerendered then: each is rendered on its first request, kept per
// station, and regenerated in the background once REVALIDATE_SECONDS have passed, or on the next
// request once a console save expired a tag of what it read (revalidateStationParts). Such pages
// must not read cookies or headers: the same HTML is served to every visitor.
//
// In a page:
//   export const revalidate = 60; // a literal: Next reads it from the file itself
//   export const generateStaticParams = renderOnFirstRequest;

/** Keep in step with the literal `revalidate` of the public pages. */
export const REVALIDATE_SECONDS = 60;

export async function renderOnFirstRequest(): Promise<never[]> {
  return [];
}
