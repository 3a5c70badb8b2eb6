"use client";
// Tries the native app once on arrival and, when the station has both store links, sends the
// phone to its store after 2 seconds (the app, if installed, has taken over by then).
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button";

const STORE_DELAY_MS = 2000;

export function DeepLinkOpener({ appHref, storeHref }: { appHref: string; storeHref: string | null }) {
  useEffect(() => {
    window.location.href = appHref;
    if (!storeHref) return;
    const timer = window.setTimeout(() => window.location.assign(storeHref), STORE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [appHref, storeHref]);
  return (
    <a href={appHref} className={buttonVariants({ size: "lg" })}>
      Abrir o app
    </a>
  );
}
