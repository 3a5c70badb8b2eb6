// Auth screens (login, sign-up, confirmation, password reset) are not for search engines.
import type { Metadata } from "next";
import { Toaster } from "@/components/ui/toast";
import { noindexMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = noindexMetadata;

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
