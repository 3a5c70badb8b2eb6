// A member's picture, or their initials on the brand colour when they have none.
import { cn } from "@/lib/utils/cn";
import { StationImage } from "@/components/ui/station-image";

export function Avatar({ name, image, className }: { name: string | null; image: string | null; className?: string }) {
  if (image) {
    return <StationImage src={image} alt="" width={96} height={96} className={cn("size-9 shrink-0 rounded-full object-cover", className)} />;
  }
  const initials = (name ?? "?")
    .split(" ")
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join("");
  // The initials are drawn from an attribute (CSS content), not text: the avatar is a picture, and the
  // button's accessible name must contain its visible text (WCAG 2.5.3), which is only the first name.
  return (
    <span
      data-initials={initials}
      className={cn("flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-fg after:content-[attr(data-initials)]", className)}
      aria-hidden
    />
  );
}
