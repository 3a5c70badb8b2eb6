"use client";
// The owner's button: marks the code once; the page then reads the code again and shows the success
// (?marcado=) or, when another device got there first, the code as already used. A refusal is shown
// under the button.
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { markCodeUsedAction } from "../../actions";

export function MarkButton({ station, code, label }: { station: string; code: string; label: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid w-full gap-2">
      <Button
        size="lg"
        className="w-full"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await markCodeUsedAction({ station, code });
            if (!result.ok) return setError(result.message);
            router.replace(`${pathname}?marcado=${encodeURIComponent(code)}`);
          })
        }
      >
        {pending ? "Registrando..." : label}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
