// The owner console (painel.{root}), reached only through proxy.ts's rewrite of that host.
import type { Metadata } from "next";

export const metadata: Metadata = {
  title: { default: "Painel · Estação", template: "%s · Painel Estação" },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return children;
}
