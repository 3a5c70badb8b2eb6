"use client";
// False in the server's HTML and during hydration, true once React owns the page. A form rendered
// on the server submits natively if pressed before then (a GET to the same page that drops what
// was typed); its controls wait on this instead.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
