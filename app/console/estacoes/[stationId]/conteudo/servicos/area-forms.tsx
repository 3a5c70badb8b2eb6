"use client";
// The WordPress address and one form per service area (the stored serviceModuleSchema, field for
// field): on/off, hours, appointment weekdays, texts, team with photos, contact, news tag, videos.
import { useFieldArray, Controller, type Control, type UseFormRegister, type FieldErrors } from "react-hook-form";
import { PlusIcon, Trash2Icon, ArrowUpIcon, ArrowDownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox";
import { MaskedFormField, TextField } from "@/components/ui/form-fields";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatWithMask } from "@/components/ui/masked-input";
import { SERVICE_AREA_KEYS } from "@/lib/services/kinds";
import { saveServiceAreaAction, saveWordpressUrlAction } from "@/lib/services/console/actions";
import { serviceAreaFormSchema, wordpressFormSchema, type ServiceAreaFormInput } from "@/lib/services/console/schemas";
import { SERVICE_MODULES, WEEKDAY_NAMES, type ServicePage } from "@/lib/services/modules";
import type { ServiceModuleSettings, StationSettings } from "@/lib/stations/settings";
import { ConsoleSection } from "../../../../_components/console-page";
import { CheckField, HtmlField, StationImageField, useSaved } from "@/components/console/form-kit";

type AreaKey = (typeof SERVICE_AREA_KEYS)[number];
const VIDEO_PAGES: ServicePage[] = ["videos", "cafe-com-politica", "transforma"];
const SHORT_DAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];

export function WordpressForm({ stationId, wordpressUrl }: { stationId: number; wordpressUrl: string }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: wordpressFormSchema,
    action: (values) => saveWordpressUrlAction({ ...values, stationId }),
    defaultValues: { wordpressUrl },
    onSuccess: (data) => saved(data?.wordpressUrl ? "Endereço do WordPress salvo." : "As áreas passam a usar as notícias publicadas aqui no painel."),
  });
  return (
    <ConsoleSection
      title="Notícias das áreas"
      description="Deixe em branco para usar as notícias publicadas em Notícias (com a etiqueta da área). Ou informe o endereço público do site WordPress da entidade: cada área lê as notícias pela sua etiqueta."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label="Endereço do WordPress"
          placeholder="https://www.suaentidade.org.br"
          inputMode="url"
          {...form.register("wordpressUrl")}
          error={form.formState.errors.wordpressUrl?.message}
        />
        <Button type="submit" className="sm:mt-7" disabled={pending || !ready}>
          {pending ? "Conferindo..." : "Salvar endereço"}
        </Button>
      </form>
    </ConsoleSection>
  );
}

export function AreaTabs({ stationId, services }: { stationId: number; services: StationSettings["services"] }) {
  return (
    <ConsoleSection title="Configuração por área">
      <Tabs defaultValue="accounting">
        <TabsList aria-label="Área de serviço" className="flex-wrap">
          {SERVICE_AREA_KEYS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {SERVICE_MODULES[key].title}
              <span className={services[key].enabled ? "ml-2 size-2 rounded-full bg-emerald-500" : "ml-2 size-2 rounded-full bg-slate-300"} aria-label={services[key].enabled ? "(ligada)" : "(desligada)"} />
            </TabsTrigger>
          ))}
        </TabsList>
        {SERVICE_AREA_KEYS.map((key) => (
          <TabsContent key={key} value={key} className="mt-6">
            <AreaForm stationId={stationId} area={key} current={services[key]} />
          </TabsContent>
        ))}
      </Tabs>
    </ConsoleSection>
  );
}

function toForm(area: AreaKey, s: ServiceModuleSettings): ServiceAreaFormInput {
  const pages = SERVICE_MODULES[area].pages.map((p) => p.page).filter((p) => VIDEO_PAGES.includes(p));
  return {
    area,
    enabled: s.enabled,
    hours: s.hours.map((h) => ({ ...h, label: h.label ?? "" })),
    appointmentWeekdays: s.appointmentWeekdays,
    guidanceHtml: s.guidanceHtml ?? "",
    infoHtml: s.infoHtml ?? "",
    team: s.team.map((m) => ({ ...m, role: m.role ?? "" })),
    contactPhone: s.contactPhone ? formatWithMask(s.contactPhone, "phone") : "",
    contactEmail: s.contactEmail ?? "",
    newsTagId: (s.newsTagId == null ? "" : String(s.newsTagId)) as unknown as number,
    videos: Object.fromEntries(pages.map((p) => [p, s.videos[p] ?? []])),
  };
}

function AreaForm({ stationId, area, current }: { stationId: number; area: AreaKey; current: ServiceModuleSettings }) {
  const saved = useSaved();
  const { form, submit, pending, ready } = useActionForm({
    schema: serviceAreaFormSchema,
    action: (values) => saveServiceAreaAction({ ...values, stationId }),
    defaultValues: toForm(area, current),
    onSuccess: () => saved(`${SERVICE_MODULES[area].title}: configuração salva.`),
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const videoPages = SERVICE_MODULES[area].pages.filter((p) => VIDEO_PAGES.includes(p.page));
  const takesAppointments = area !== "political";
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8">
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <CheckField label={`Oferecer ${SERVICE_MODULES[area].title.toLowerCase()} aos membros`} hint="Ligada, a área aparece no menu da área do membro." checked={field.value ?? false} onChange={field.onChange} />
        )}
      />
      <HoursEditor control={control} register={register} errors={errors} />
      {takesAppointments && (
        <fieldset>
          <legend className="font-bold text-ink">Dias para pedir agendamento</legend>
          <p className="text-sm text-ink-muted">Nenhum dia marcado: a área não recebe pedidos de agendamento.</p>
          <Controller control={control} name="appointmentWeekdays" render={({ field }) => <WeekdayPicker value={field.value ?? []} onChange={field.onChange} label="Dias de agendamento" />} />
        </fieldset>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Controller
          control={control}
          name="guidanceHtml"
          render={({ field, fieldState }) => <HtmlField label="Orientações (Como usar)" value={(field.value as string | null) ?? ""} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="infoHtml"
          render={({ field, fieldState }) => <HtmlField label="Informações" value={(field.value as string | null) ?? ""} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </div>
      <TeamEditor stationId={stationId} control={control} register={register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <MaskedFormField control={control} name="contactPhone" label="Telefone da unidade" mask="phone" />
        <TextField label="E-mail da unidade" type="email" {...register("contactEmail")} error={errors.contactEmail?.message} />
        <TextField label="Etiqueta de notícias" inputMode="numeric" hint="O número da etiqueta (tag) das notícias da área." {...register("newsTagId")} error={errors.newsTagId?.message} />
      </div>
      {videoPages.map((p) => (
        <VideoEditor key={p.page} page={p.page} label={p.label} control={control} register={register} errors={errors} />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={pending || !ready}>
          {pending ? "Salvando..." : `Salvar ${SERVICE_MODULES[area].title.toLowerCase()}`}
        </Button>
      </div>
    </form>
  );
}

type FormParts = {
  control: Control<ServiceAreaFormInput, unknown, unknown>;
  register: UseFormRegister<ServiceAreaFormInput>;
  errors: FieldErrors<ServiceAreaFormInput>;
};

function WeekdayPicker({ value, onChange, label }: { value: number[]; onChange: (days: number[]) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {WEEKDAY_NAMES.map((name, day) => {
        const on = value.includes(day);
        return (
          <CheckboxField
            key={day}
            label={SHORT_DAYS[day]}
            className={on ? "rounded-full bg-slate-900 px-3 py-1.5 text-sm font-bold text-white" : "rounded-full bg-slate-100 px-3 py-1.5 text-sm font-bold text-ink"}
            checked={on}
            onCheckedChange={(c) => onChange(c === true ? [...value, day].sort() : value.filter((d) => d !== day))}
            aria-label={name}
          />
        );
      })}
    </div>
  );
}

function HoursEditor({ control, register, errors }: FormParts) {
  const hours = useFieldArray({ control, name: "hours" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold text-ink">Horários de atendimento</legend>
      {hours.fields.length === 0 && <p className="text-sm text-ink-muted">Nenhum horário informado.</p>}
      {hours.fields.map((f, i) => (
        <div key={f.id} className="rounded-2xl border border-line p-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-start">
            <TextField label="Quem atende (opcional)" placeholder="Advogados" {...register(`hours.${i}.label` as const)} error={errors.hours?.[i]?.label?.message} />
            <TextField label="Abre" type="time" {...register(`hours.${i}.opens` as const)} error={errors.hours?.[i]?.opens?.message} />
            <TextField label="Fecha" type="time" {...register(`hours.${i}.closes` as const)} error={errors.hours?.[i]?.closes?.message} />
            <Button type="button" variant="ghost" size="sm" className="text-red-700 sm:mt-7" onClick={() => hours.remove(i)} aria-label={`Remover o horário ${i + 1}`}>
              <Trash2Icon className="size-4" aria-hidden />
            </Button>
          </div>
          <Controller control={control} name={`hours.${i}.weekdays` as const} render={({ field }) => <WeekdayPicker value={field.value ?? []} onChange={field.onChange} label={`Dias do horário ${i + 1}`} />} />
          {errors.hours?.[i]?.weekdays?.message && <p className="mt-1 text-sm text-red-700" role="alert">{errors.hours[i]?.weekdays?.message}</p>}
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => hours.append({ label: "", weekdays: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" })}>
          <PlusIcon className="size-4" aria-hidden /> Adicionar horário
        </Button>
      </div>
    </fieldset>
  );
}

function TeamEditor({ stationId, control, register, errors }: FormParts & { stationId: number }) {
  const team = useFieldArray({ control, name: "team" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold text-ink">Equipe</legend>
      {team.fields.length === 0 && <p className="text-sm text-ink-muted">Ninguém na equipe ainda: a página de contato mostra só o telefone e o e-mail.</p>}
      {team.fields.map((f, i) => (
        <div key={f.id} className="grid gap-3 rounded-2xl border border-line p-4 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-start">
          <Controller
            control={control}
            name={`team.${i}.photoUrl` as const}
            render={({ field }) => <StationImageField stationId={stationId} label="Foto" avatar value={(field.value as string | null) ?? null} onChange={field.onChange} />}
          />
          <TextField label="Nome" {...register(`team.${i}.name` as const)} error={errors.team?.[i]?.name?.message} />
          <TextField label="Cargo" {...register(`team.${i}.role` as const)} error={errors.team?.[i]?.role?.message} />
          <div className="flex gap-1 sm:mt-7">
            <Button type="button" variant="ghost" size="sm" disabled={i === 0} onClick={() => team.move(i, i - 1)} aria-label={`Mover ${i + 1} para cima`}>
              <ArrowUpIcon className="size-4" aria-hidden />
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={i === team.fields.length - 1} onClick={() => team.move(i, i + 1)} aria-label={`Mover ${i + 1} para baixo`}>
              <ArrowDownIcon className="size-4" aria-hidden />
            </Button>
            <Button type="button" variant="ghost" size="sm" className="text-red-700" onClick={() => team.remove(i)} aria-label={`Remover ${i + 1} da equipe`}>
              <Trash2Icon className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => team.append({ name: "", role: "", photoUrl: null })}>
          <PlusIcon className="size-4" aria-hidden /> Adicionar pessoa
        </Button>
      </div>
    </fieldset>
  );
}

function VideoEditor({ page, label, control, register, errors }: FormParts & { page: string; label: string }) {
  const videos = useFieldArray({ control, name: `videos.${page}` as "videos.videos" });
  const pageErrors = (errors.videos as Record<string, { title?: { message?: string }; youtubeId?: { message?: string } }[] | undefined> | undefined)?.[page];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-bold text-ink">Vídeos da página “{label}”</legend>
      {videos.fields.length === 0 && <p className="text-sm text-ink-muted">Nenhum vídeo nesta página.</p>}
      {videos.fields.map((f, i) => (
        <div key={f.id} className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
          <TextField label="Título do vídeo" {...register(`videos.${page}.${i}.title` as "videos.videos.0.title")} error={pageErrors?.[i]?.title?.message} />
          <TextField label="Código no YouTube" placeholder="dQw4w9WgXcQ" {...register(`videos.${page}.${i}.youtubeId` as "videos.videos.0.youtubeId")} error={pageErrors?.[i]?.youtubeId?.message} />
          <Button type="button" variant="ghost" size="sm" className="text-red-700 sm:mt-7" onClick={() => videos.remove(i)} aria-label={`Remover o vídeo ${i + 1} de ${label}`}>
            <Trash2Icon className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => videos.append({ title: "", youtubeId: "" })}>
          <PlusIcon className="size-4" aria-hidden /> Adicionar vídeo
        </Button>
      </div>
    </fieldset>
  );
}
