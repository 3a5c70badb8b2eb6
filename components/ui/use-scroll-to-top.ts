"use client";
// Moving to another screen starts at its top. Next's App Router keeps the scroll offset when the new
// segment's first element is already in the viewport, so a page opened from a card lower down landed
// with its breadcrumb and image under the sticky header; a step change inside one page (the
// checkout's) does not scroll at all.
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Scrolls the window to the top whenever `value` changes after the first render. */
export function useScrollToTopOnChange(value: unknown) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [value]);
}

/**
 * Every navigation to another path starts at the top; going back or forward keeps the browser's own
 * restored position, and a link to an anchor (#id) scrolls to it as usual.
 */
export function ScrollToTopOnNavigation() {
  const pathname = usePathname();
  const travelledInHistory = useRef(false);
  const first = useRef(true);
  useEffect(() => {
    const onPop = () => {
      travelledInHistory.current = true;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (travelledInHistory.current) {
      travelledInHistory.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
