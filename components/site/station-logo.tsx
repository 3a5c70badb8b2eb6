import type { Station } from "@/lib/stations/queries";
import { cn } from "@/lib/utils/cn";
import { StationImage } from "@/components/ui/station-image";

/** The station's logo, or its name set in the brand font when it has none. */
export function StationLogo({
  station,
  variant = "main",
  className,
  priority = false,
}: {
  station: Pick<Station, "name" | "mainBrandImage" | "secondaryBrandImage">;
  variant?: "main" | "secondary";
  className?: string;
  priority?: boolean;
}) {
  const src = variant === "secondary" ? (station.secondaryBrandImage ?? station.mainBrandImage) : station.mainBrandImage;
  if (!src) return <span className={cn("text-xl font-bold", className)}>{station.name}</span>;
  return (
    <StationImage src={src} alt={station.name} className={cn("h-10 w-auto", className)} height={40} width={150} priority={priority} />
  );
}
