// The parts every console list's filter form shares: a period of two days ("De", "Até") and the
// submit button with "Limpar" once something is filtered. The filters live in the address (a GET
// form), so a reload or a shared link shows the same list.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export function PeriodFields({ from, to }: { from: string | null | undefined; to: string | null | undefined }) {
  return (
    <>
      <Field label="De">
        <Input type="date" name="de" defaultValue={from ?? ""} />
      </Field>
      <Field label="Até">
        <Input type="date" name="ate" defaultValue={to ?? ""} />
      </Field>
    </>
  );
}

export function FilterButtons({ filtered, resetHref, submit = "Filtrar", reset = "Limpar" }: { filtered: boolean; resetHref: string; submit?: string; reset?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit">{submit}</Button>
      {filtered && (
        <Button asChild variant="ghost">
          <Link href={resetHref}>{reset}</Link>
        </Button>
      )}
    </div>
  );
}
