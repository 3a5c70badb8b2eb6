import type { Metadata, Viewport } from "next";
import "@/styles/globals.css";

export const metadata: Metadata = {
  title: { default: "Estação", template: "%s" },
  description: "Estação: programas de fidelidade e engajamento com a marca da sua organização.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The consent script marks <html> with the visitor's stored answers before React hydrates.
    <html lang="pt-BR" suppressHydrationWarning>
      <body className="min-h-dvh antialiased">{children}</body>
    </html>
  );
}
