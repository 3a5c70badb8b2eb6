// The owner console (painel.{root}), reached only through proxy.ts's rewrite of that host.
import type { Metadata } from "next";
import { PLATFORM_ICONS } from "@/lib/seo/platform-icon";

export const metadata: Metadata = {
  title: { default: "Painel · Estação", template: "%s · Painel Estação" },
  robots: { index: false, follow: false },
  icons: PLATFORM_ICONS,
};

export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return children;
}
