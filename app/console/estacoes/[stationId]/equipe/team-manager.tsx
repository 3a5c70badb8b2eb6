"use client";
// The team list with each person's access, and the form that adds someone by e-mail.
import { UserPlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-fields";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { addTeamMemberAction, changeTeamRoleAction, removeTeamMemberAction } from "@/lib/console/team-actions";
import { addTeamMemberSchema, ROLE_LABELS } from "@/lib/console/team-schemas";
import type { ConsoleRole } from "@/lib/console/schema";
import { FieldLabel } from "@/components/ui/field";

interface Row {
  userId: number;
  name: string | null;
  email: string | null;
  role: ConsoleRole;
  since: string;
}

const since = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "short", year: "numeric", timeZone: "America/Sao_Paulo" });

export function TeamManager({ stationId, selfId, team }: { stationId: number; selfId: number; team: Row[] }) {
  const router = useRouter();
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { form, submit, pending, ready } = useActionForm({
    schema: addTeamMemberSchema,
    action: (values) => addTeamMemberAction({ stationId, ...values }),
    defaultValues: { email: "", role: "staff" },
    onSuccess: (member) => {
      toast(`${member.name ?? member.email} agora faz parte da equipe.`);
      form.reset({ email: "", role: "staff" });
      router.refresh();
    },
  });
  const errors = form.formState.errors;

  const changeRole = async (row: Row, role: ConsoleRole) => {
    setBusy(row.userId);
    const result = await changeTeamRoleAction({ stationId, userId: row.userId, role });
    setBusy(null);
    if (!result.ok) return toast(result.message, "error");
    toast(`Acesso de ${row.name ?? row.email} alterado para ${ROLE_LABELS[role]}.`);
    router.refresh();
  };

  const remove = async () => {
    if (!removing) return;
    const row = removing;
    setBusy(row.userId);
    const result = await removeTeamMemberAction({ stationId, userId: row.userId });
    setBusy(null);
    setRemoving(null);
    if (!result.ok) return toast(result.message, "error");
    toast(`${row.name ?? row.email} não tem mais acesso ao painel.`);
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-8">
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {team.map((row) => {
          const self = row.userId === selfId;
          return (
            <li key={row.userId} className="flex flex-wrap items-center gap-4 px-4 py-4 sm:px-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 font-bold text-slate-700" aria-hidden>
                {(row.name ?? row.email ?? "?").trim().charAt(0).toUpperCase()}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold text-ink">
                  {row.name ?? "Sem nome"} {self && <span className="font-normal text-ink-muted">(você)</span>}
                </p>
                <p className="truncate text-sm text-ink-muted">
                  {row.email} · desde {since.format(new Date(row.since))}
                </p>
              </div>
              {self ? (
                <Badge variant={row.role === "owner" ? "success" : "neutral"}>{ROLE_LABELS[row.role]}</Badge>
              ) : (
                <div className="flex items-center gap-2">
                  <FieldLabel className="sr-only" htmlFor={`role-${row.userId}`}>
                    Acesso de {row.name ?? row.email}
                  </FieldLabel>
                  <select
                    id={`role-${row.userId}`}
                    value={row.role}
                    disabled={busy === row.userId}
                    onChange={(event) => changeRole(row, event.target.value as ConsoleRole)}
                    className="h-10 rounded-xl border border-line bg-white px-3 text-sm font-bold text-ink"
                  >
                    <option value="owner">{ROLE_LABELS.owner}</option>
                    <option value="staff">{ROLE_LABELS.staff}</option>
                  </select>
                  <Button variant="ghost" size="sm" disabled={busy === row.userId} onClick={() => setRemoving(row)}>
                    Remover
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>

      <form onSubmit={submit} noValidate className="grid gap-4 rounded-2xl bg-slate-50 p-5 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <TextField label="E-mail da conta" type="email" autoComplete="off" {...form.register("email")} error={errors.email?.message} />
        <SelectField label="Acesso" {...form.register("role")} error={errors.role?.message}>
          <option value="staff">{ROLE_LABELS.staff}</option>
          <option value="owner">{ROLE_LABELS.owner}</option>
        </SelectField>
        <Button type="submit" disabled={!ready || pending} className="sm:mt-7">
          <UserPlusIcon className="size-5" aria-hidden />
          {pending ? "Adicionando..." : "Adicionar"}
        </Button>
      </form>

      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Remover da equipe?</AlertDialogTitle>
          <AlertDialogDescription>
            {removing?.name ?? removing?.email} não poderá mais entrar no painel desta estação. A conta no site continua a mesma.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction onClick={remove}>Remover</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
