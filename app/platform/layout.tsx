// The apex's pages (where owners create and reach their stations) carry the platform's icon.
import type { Metadata } from "next";
import { PLATFORM_ICONS } from "@/lib/seo/platform-icon";

export const metadata: Metadata = { icons: PLATFORM_ICONS };

export default function PlatformLayout({ children }: { children: React.ReactNode }) {
  return children;
}
