"use client";
// "Aceito" records the texts the screen showed (their combined version travels with the form);
// "Sair" signs out with the same POST as the member menu's.
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/use-action-form";
import { acceptLegalTextsAction } from "@/lib/consents/actions";
import { acceptLegalSchema } from "@/lib/consents/schemas";

export function AcceptLegalForm({ version }: { version: string }) {
  const router = useRouter();
  const { submit, pending, ready } = useActionForm({
    schema: acceptLegalSchema,
    action: acceptLegalTextsAction,
    defaultValues: { version },
    onSuccess: (data) => {
      router.replace(data.redirect);
      router.refresh();
    },
    onFailure: () => {
      // A text changed meanwhile: show the new list (the toast says why).
      router.refresh();
    },
  });
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      <form onSubmit={submit} className="sm:order-2">
        <Button type="submit" size="lg" className="w-full" disabled={!ready || pending}>
          {pending ? "Registrando..." : "Aceito"}
        </Button>
      </form>
      <form method="post" action="/logout" className="sm:order-1">
        <Button type="submit" size="lg" variant="outline" className="w-full">
          Sair
        </Button>
      </form>
    </div>
  );
}
