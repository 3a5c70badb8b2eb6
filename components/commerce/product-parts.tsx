// Small pieces a product shows wherever it is listed (the picker, the cart): its thumbnail and its
// unit price, struck-through list price first when there is a discount.
import { PackageIcon } from "lucide-react";
import { formatBRL } from "@/lib/format";
import { StationImage } from "@/components/ui/station-image";

export function ProductThumb({ image }: { image: string | null }) {
  return image ? (
    <StationImage src={image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-2xl bg-surface-muted object-cover" />
  ) : (
    <span aria-hidden className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink">
      <PackageIcon className="size-6" />
    </span>
  );
}

/** "R$ 49,90 R$ 39,90": the list price struck through when the unit costs less. */
export function UnitPrice({ listPrice, price }: { listPrice: number; price: number }) {
  return (
    <>
      {listPrice > price && <s className="mr-1.5 text-ink-muted">{formatBRL(listPrice)}</s>}
      <span className="font-semibold">{formatBRL(price)}</span>
    </>
  );
}
