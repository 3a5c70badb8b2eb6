"use client";
// Links to a member feature from a message ("Ver meus vouchers"): shown only when the feature has a
// page and is on for this station. The member shell hands down the routes from the feature registry
// (lib/stations/features.ts); outside the shell no feature is known and no link is drawn.
import Link from "next/link";
import { createContext, useContext } from "react";
import { Button } from "@/components/ui/button";
import type { MemberFeature } from "@/lib/stations/features";

type Routes = Partial<Record<MemberFeature, string>>;

const FeatureRoutes = createContext<Routes>({});

export function FeatureRoutesProvider({ routes, children }: { routes: Routes; children: React.ReactNode }) {
  return <FeatureRoutes.Provider value={routes}>{children}</FeatureRoutes.Provider>;
}

export function FeatureLink({
  feature,
  children,
  className,
  variant = "outline",
}: {
  feature: MemberFeature;
  children: React.ReactNode;
  className?: string;
  variant?: "primary" | "outline" | "ghost";
}) {
  const href = useContext(FeatureRoutes)[feature];
  if (!href) return null;
  return (
    <Button asChild variant={variant} className={className}>
      <Link href={href}>{children}</Link>
    </Button>
  );
}
