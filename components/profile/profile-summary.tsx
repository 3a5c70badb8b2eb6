"use client";
// The top of /homepage/perfil: avatar, first name, birth date and state. The photo is
// the button that opens the edit-profile dialog; so is "Editar perfil", for those who look for a word.
import { CakeIcon, MapPinIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { Avatar } from "@/components/member/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ProfileUpdateInput } from "@/lib/accounts/profile-schemas";
import { EditProfileDialog } from "./edit-profile-dialog";

export function ProfileSummary({
  name,
  firstName,
  image,
  birthday,
  state,
  initial,
  readOnly,
}: {
  name: string;
  firstName: string;
  image: string | null;
  birthday: string | null;
  state: string | null;
  initial: ProfileUpdateInput;
  readOnly: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ready = useHydrated();
  return (
    <Card className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!ready}
        aria-label="Editar foto e dados do perfil"
        className="group relative shrink-0 rounded-full focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand"
        data-testid="profile-photo"
      >
        <Avatar name={name} image={image} className="size-28 text-3xl ring-4 ring-brand-soft" />
        <span className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full border-2 border-white bg-brand text-brand-fg shadow group-hover:scale-105">
          <PencilIcon className="size-4" aria-hidden />
        </span>
      </button>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold break-words text-ink md:text-3xl" data-testid="profile-first-name">
          {firstName ? `Olá, ${firstName}!` : "Seu perfil"}
        </h1>
        <dl className="mt-3 flex flex-col items-center gap-x-6 gap-y-2 text-ink-muted sm:flex-row sm:flex-wrap">
          <div className="flex items-center gap-2">
            <CakeIcon className="size-4 shrink-0" aria-hidden />
            <dt className="sr-only">Data de nascimento</dt>
            <dd data-testid="profile-birthday">{birthday ?? "Data de nascimento não informada"}</dd>
          </div>
          <div className="flex items-center gap-2">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            <dt className="sr-only">Estado</dt>
            <dd data-testid="profile-state">{state ?? "Estado não informado"}</dd>
          </div>
        </dl>
      </div>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} disabled={!ready} className="shrink-0">
        <PencilIcon className="size-4" aria-hidden />
        {readOnly ? "Ver dados" : "Editar perfil"}
      </Button>
      <EditProfileDialog open={open} onOpenChange={setOpen} initial={initial} readOnly={readOnly} />
    </Card>
  );
}
