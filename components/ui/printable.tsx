// A print-friendly container (receipts, vouchers, the member card): on paper only this block
// prints, without page chrome, in black on white.
import { cn } from "@/lib/utils/cn";

export function Printable({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="printable" data-printable="" className={cn("print:m-0 print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none", className)} {...props} />;
}
