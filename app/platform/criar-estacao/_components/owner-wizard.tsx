"use client";
// The station-owner wizard: 0 welcome, 1 photo, 2 personal data,
// 3 logo, 4 highlight colour, 5 site name ("Finalizar" creates the station), 6 final choice.
import { BookOpenIcon, PlusIcon, type LucideIcon } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { MaskedFormField, SelectField, TextField as Field } from "@/components/ui/form-fields";
import { Toaster } from "@/components/ui/toast";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { useHydrated } from "@/components/ui/use-hydrated";
import { StateOptions } from "@/components/wizard/state-options";
import { WizardCard } from "@/components/wizard/wizard-card";
import type { OwnerProfile } from "@/lib/accounts/owner-wizard";
import { LAST_DRAFT_STEP, ownerDraftCookie, type OwnerDraft } from "@/lib/accounts/owner-wizard-draft";
import { ownerPersonalSchema, type OwnerPersonalInput, type OwnerPersonalOutput } from "@/lib/accounts/wizard-schemas";
import { brandColorSchema, contactMailSchema, siteNameSchema, slugFromName } from "@/lib/stations/create-station-schema";
import { brandInk, readableForeground } from "@/lib/stations/color";
import { cn } from "@/lib/utils/cn";
import {
  checkSiteNameAction,
  createStationAction,
  enterStationAction,
  openConsoleAction,
  saveOwnerPersonalAction,
  saveOwnerPhotoAction,
} from "../../owner-actions";
import { StationImage } from "@/components/ui/station-image";
import { FieldLabel } from "@/components/ui/field";

const TOTAL = 7;
const PERSONAL_LABELS = { name: "Nome completo", cpf: "CPF", tel: "Celular", birthday: "Data de nascimento", stateId: "Estado onde mora" };
const SUGGESTED_COLORS = [
  ["#0057B8", "Azul"],
  ["#C2185B", "Magenta"],
  ["#2E7D32", "Verde"],
  ["#F57C00", "Laranja"],
  ["#6A1B9A", "Roxo"],
  ["#D32F2F", "Vermelho"],
  ["#00838F", "Turquesa"],
  ["#FBC02D", "Amarelo"],
] as const;

interface StationSummary {
  slug: string;
  name: string;
  /** The site's origin, e.g. http://minhaloja.localhost:3000. */
  address: string;
  adminPanelUrl: string | null;
}

type CreateErrors = { prettyName?: string; contactMail?: string; message?: string };

const hostOf = (origin: string) => origin.replace(/^https?:\/\//, "");

export function OwnerWizard({
  ownerId,
  draft,
  originPattern,
  maxPhotoBytes,
  maxLogoBytes,
  profile,
  station: initialStation,
}: {
  ownerId: number;
  /** Where the owner was before a reload (lib/accounts/owner-wizard-draft.ts). */
  draft: OwnerDraft;
  /** A site's origin with "*" for its name, e.g. http://*.localhost:3000. */
  originPattern: string;
  maxPhotoBytes: number;
  maxLogoBytes: number;
  profile: OwnerProfile;
  station: StationSummary | null;
}) {
  const [step, setStep] = useState(initialStation ? 6 : draft.step);
  // Buttons that only change client state do nothing if pressed before hydration: they wait for it.
  const hydrated = useHydrated();
  const [photo, setPhoto] = useState<string | null>(profile.image);
  const [logo, setLogo] = useState<string | null>(draft.logo);
  const [color, setColor] = useState<string>(draft.color ?? SUGGESTED_COLORS[0][0]);
  const [siteName, setSiteName] = useState(draft.name);
  const [contactMail, setContactMail] = useState(draft.contactMail);
  const [station, setStation] = useState<StationSummary | null>(initialStation);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  // The step and the choices not saved yet survive a reload; the draft goes once the station exists.
  useEffect(() => {
    const secure = window.location.protocol === "https:";
    document.cookie = station
      ? ownerDraftCookie(ownerId, null, secure)
      : ownerDraftCookie(ownerId, { step: Math.min(step, LAST_DRAFT_STEP), logo, color, name: siteName, contactMail }, secure);
  }, [ownerId, station, step, logo, color, siteName, contactMail]);

  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) document.getElementById("wizard-title")?.focus();
    mounted.current = true;
  }, [step]);

  const go = (next: number) => {
    setError(null);
    setStep(next);
  };
  const back = () => go(step - 1);

  const savePhoto = () =>
    startTransition(async () => {
      const answer = await saveOwnerPhotoAction({ image: photo });
      if (answer.ok) go(2);
      else setError(answer.message);
    });

  if (step === 0) {
    return (
      <WizardCard step={0} total={TOTAL} title="Bem-vindo(a) à Estação!" subtitle="Vamos montar o site do seu programa de vantagens. Leva poucos minutos.">
        <ol className="grid gap-3 sm:grid-cols-2">
          {[
            ["Você", "Sua foto e seus dados"],
            ["Sua marca", "Logo e cor de destaque"],
            ["Seu endereço", "O nome que forma o link do site"],
            ["No ar!", "Seu site publicado na hora"],
          ].map(([title, text], i) => (
            <li key={title} className="flex items-start gap-3 rounded-2xl bg-surface-muted p-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-fg">{i + 1}</span>
              <span>
                <span className="block font-bold text-ink">{title}</span>
                <span className="text-sm text-ink-muted">{text}</span>
              </span>
            </li>
          ))}
        </ol>
        <Button className="mt-8 w-full" size="lg" disabled={!hydrated} onClick={() => go(1)}>
          Começar
        </Button>
      </WizardCard>
    );
  }

  if (step === 1) {
    return (
      <WizardCard step={1} total={TOTAL} onBack={back} title="Sua foto" subtitle="Opcional: ela aparece no seu perfil de dono da estação.">
        <ImageUploadField
          uploadUrl="/files/upload?purpose=ownerPhoto"
          maxBytes={maxPhotoBytes}
          value={photo}
          onChange={setPhoto}
          label="Foto de perfil"
          kind="avatar"
          pickLabel="Escolher foto"
          hint="JPG, PNG ou GIF de até 1MB."
        />
        <StepError message={error} />
        <Button className="mt-8 w-full" size="lg" onClick={savePhoto} disabled={pending}>
          {pending ? "Salvando..." : photo ? "Continuar" : "Pular esta etapa"}
        </Button>
      </WizardCard>
    );
  }

  if (step === 2) return <PersonalStep profile={profile} onBack={back} onDone={() => go(3)} />;

  if (step === 3) {
    return (
      <WizardCard step={3} total={TOTAL} onBack={back} title="O logo da sua marca" subtitle="Ele aparece no topo do site e como ícone na aba do navegador.">
        <ImageUploadField
          uploadUrl="/files/upload?purpose=logo"
          maxBytes={maxLogoBytes}
          value={logo}
          onChange={setLogo}
          label="Logo"
          kind="logo"
          pickLabel="Escolher logo"
          hint="Recomendado: PNG sem fundo, até 1MB."
        />
        <Button className="mt-8 w-full" size="lg" onClick={() => go(4)}>
          {logo ? "Continuar" : "Pular por enquanto"}
        </Button>
      </WizardCard>
    );
  }

  if (step === 4) return <ColorStep color={color} onChange={setColor} logo={logo} onBack={back} onDone={() => go(5)} />;

  if (step === 5) {
    return (
      <SiteNameStep
        originPattern={originPattern}
        name={siteName}
        onNameChange={setSiteName}
        contactMail={contactMail}
        onContactMailChange={setContactMail}
        onBack={back}
        onCreate={(prettyName, contact) =>
          new Promise<CreateErrors | null>((resolve) =>
            startTransition(async () => {
              const answer = await createStationAction({ prettyName, mainBrandColor: color, logoUrl: logo ?? undefined, contactMail: contact });
              if (answer.ok) {
                setStation({ slug: answer.data.slug, name: answer.data.name, address: answer.data.address, adminPanelUrl: null });
                go(6);
                resolve(null);
              } else {
                const { prettyName: nameError, contactMail: contactError } = answer.fieldErrors ?? {};
                resolve(nameError || contactError ? { prettyName: nameError, contactMail: contactError } : { message: answer.message });
              }
            }),
          )
        }
        pending={pending}
      />
    );
  }

  return station ? <FinalStep station={station} /> : null;
}

function StepError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-bold text-red-700">
      {message}
    </p>
  ) : null;
}

function PersonalStep({ profile, onBack, onDone }: { profile: OwnerProfile; onBack: () => void; onDone: () => void }) {
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<OwnerPersonalInput, unknown, OwnerPersonalOutput>({
    resolver: zodResolver(ownerPersonalSchema),
    defaultValues: { cpf: profile.cpf, name: profile.name, tel: profile.tel, birthday: profile.birthday, stateId: profile.stateId },
    mode: "onTouched",
  });
  const errors = form.formState.errors;
  useFieldNotices(form, PERSONAL_LABELS);
  const submit = form.handleSubmit(() =>
    new Promise<void>((resolve) =>
      startTransition(async () => {
        const answer = await saveOwnerPersonalAction(form.getValues());
        if (answer.ok) onDone();
        else {
          setMessage(answer.message);
          applyFieldErrors(form.setError, answer.fieldErrors);
        }
        resolve();
      }),
    ),
  );
  return (
    <>
      <Toaster />
      <WizardCard step={2} total={TOTAL} onBack={onBack} title="Seus dados" subtitle="Precisamos deles para identificar o responsável pela estação.">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label="Nome completo" autoComplete="name" {...form.register("name")} error={errors.name?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <MaskedFormField control={form.control} name="cpf" label="CPF" mask="cpf" placeholder="000.000.000-00" />
            <MaskedFormField control={form.control} name="tel" label="Celular" mask="phone" type="tel" autoComplete="tel-national" placeholder="(00) 0 0000-0000" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <MaskedFormField control={form.control} name="birthday" label="Data de nascimento" mask="date" autoComplete="bday" placeholder="dd/mm/aaaa" />
            <SelectField label="Estado onde mora" {...form.register("stateId")} error={errors.stateId?.message}>
              <StateOptions />
            </SelectField>
          </div>
          <StepError message={message} />
          <Button type="submit" size="lg" className="mt-4 w-full" disabled={pending}>
            {pending ? "Salvando..." : "Continuar"}
          </Button>
        </form>
      </WizardCard>
    </>
  );
}

function ColorStep({
  color,
  onChange,
  logo,
  onBack,
  onDone,
}: {
  color: string;
  onChange: (color: string) => void;
  logo: string | null;
  onBack: () => void;
  onDone: () => void;
}) {
  const [text, setText] = useState(color);
  const valid = brandColorSchema.safeParse(text);
  const shown = valid.success ? valid.data : color;
  const foreground = readableForeground(shown);
  const pickText = (value: string) => {
    setText(value);
    const parsed = brandColorSchema.safeParse(value);
    if (parsed.success) onChange(parsed.data);
  };
  return (
    <WizardCard step={4} total={TOTAL} onBack={onBack} title="Cor de destaque" subtitle="Ela pinta botões, o topo e os detalhes do seu site. O texto se ajusta para ficar sempre legível.">
      <div className="flex flex-wrap gap-3" role="group" aria-label="Sugestões de cor">
        {SUGGESTED_COLORS.map(([hex, name]) => (
          <button
            key={hex}
            type="button"
            onClick={() => pickText(hex)}
            aria-label={name}
            aria-pressed={shown === hex}
            className={cn("size-11 rounded-full border-4 shadow-sm transition-transform hover:scale-105", shown === hex ? "border-ink" : "border-white")}
            style={{ backgroundColor: hex }}
          />
        ))}
      </div>
      <div className="mt-6 flex items-end gap-3">
        <div>
          <FieldLabel htmlFor="brand-color-picker" className="mb-1.5 block">
            Escolher
          </FieldLabel>
          <input
            id="brand-color-picker"
            type="color"
            value={shown.toLowerCase()}
            onChange={(e) => pickText(e.target.value.toUpperCase())}
            className="h-12 w-16 cursor-pointer rounded-xl border border-line bg-white p-1"
          />
        </div>
        <Field
          className="flex-1"
          label="Código da cor"
          value={text}
          onChange={(e) => pickText(e.target.value.trim())}
          maxLength={7}
          spellCheck={false}
          error={valid.success ? undefined : valid.error.issues[0]?.message}
        />
      </div>
      <div className="mt-6 overflow-hidden rounded-2xl border border-line" aria-label="Prévia" role="img">
        <div className="flex h-14 items-center justify-between px-4" style={{ backgroundColor: shown, color: foreground }}>
          {logo ? (
            <StationImage src={logo} alt="" width={120} height={32} className="h-8 w-auto rounded bg-white/90 px-1" />
          ) : (
            <span className="font-bold">Sua marca</span>
          )}
          <span className="text-sm font-bold">Entrar</span>
        </div>
        <div className="flex flex-col items-start gap-3 bg-white p-4">
          <p className="text-sm text-ink-muted">
            Ganhe pontos participando.{" "}
            <span className="font-bold underline" style={{ color: brandInk(shown) }}>
              Saiba mais
            </span>
          </p>
          <span className="rounded-full px-5 py-2.5 text-sm font-bold" style={{ backgroundColor: shown, color: foreground }}>
            Participar agora
          </span>
        </div>
      </div>
      <Button className="mt-8 w-full" size="lg" onClick={onDone} disabled={!valid.success}>
        Continuar
      </Button>
    </WizardCard>
  );
}

function SiteNameStep({
  originPattern,
  name,
  onNameChange,
  contactMail,
  onContactMailChange,
  onBack,
  onCreate,
  pending,
}: {
  originPattern: string;
  name: string;
  onNameChange: (name: string) => void;
  contactMail: string;
  onContactMailChange: (email: string) => void;
  onBack: () => void;
  onCreate: (prettyName: string, contactMail: string) => Promise<CreateErrors | null>;
  pending: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [contactError, setContactError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [availability, setAvailability] = useState<"idle" | "checking" | "free" | "taken">("idle");
  const slug = slugFromName(name.trim());
  const local = name.trim() ? siteNameSchema.safeParse(name) : null;
  const localError = local && !local.success ? (local.error.issues[0]?.message ?? null) : null;
  // The address as it will be typed: the port too on a local root domain, never the scheme.
  const [beforeName, afterName] = hostOf(originPattern).split("*") as [string, string];

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef("");
  useEffect(() => () => clearTimeout(timer.current), []);

  // Availability is checked while typing, debounced; the final word is the server's on "Finalizar".
  const change = (value: string) => {
    onNameChange(value);
    setError(null);
    clearTimeout(timer.current);
    latest.current = value;
    const parsed = value.trim() ? siteNameSchema.safeParse(value) : null;
    if (!parsed?.success) return setAvailability("idle");
    setAvailability("checking");
    timer.current = setTimeout(async () => {
      latest.current = value;
      const answer = await checkSiteNameAction(value);
      if (latest.current !== value) return; // an answer for an older text
      if (!answer.ok) return setAvailability("idle");
      setAvailability(answer.data.available ? "free" : "taken");
      setError(answer.data.message ?? null);
    }, 400);
  };

  const contactProblem = (value: string) => {
    const parsed = contactMailSchema.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };

  const shownError = localError ?? error;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = siteNameSchema.safeParse(name);
    const contact = contactMailSchema.safeParse(contactMail);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? null);
    setContactError(contact.success ? null : (contact.error.issues[0]?.message ?? null));
    if (!parsed.success || !contact.success) return;
    const answer = await onCreate(name.trim(), contact.data);
    setError(answer?.prettyName ?? null);
    setContactError(answer?.contactMail ?? null);
    setMessage(answer?.message ?? null);
  };

  return (
    <WizardCard step={5} total={TOTAL} onBack={onBack} title="O nome do seu site" subtitle="Ele também forma o endereço onde seus membros vão encontrar você.">
      <form onSubmit={submit} noValidate>
        <Field
          label="Nome do site"
          placeholder="Ex.: Minha Loja"
          value={name}
          onChange={(e) => change(e.target.value)}
          maxLength={60}
          autoComplete="organization"
          hint="Use apenas letras sem acento; os espaços são removidos no endereço."
          error={shownError ?? undefined}
        />
        <div className="mt-4 rounded-2xl bg-surface-muted p-4">
          <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">Endereço do seu site</p>
          <p className="mt-1 text-lg break-all text-ink" aria-live="polite" data-testid="address-preview">
            <span className="text-ink-muted">{beforeName}</span>
            <span className={cn("font-bold", !slug && "text-slate-400")}>{slug || "*"}</span>
            <span className="text-ink-muted">{afterName}</span>
          </p>
          {availability !== "idle" && !shownError && (
            <p className={cn("mt-1 text-sm font-bold", availability === "free" ? "text-emerald-700" : "text-ink-muted")}>
              {availability === "checking" ? "Verificando disponibilidade..." : availability === "free" ? "Endereço disponível!" : ""}
            </p>
          )}
        </div>
        <Field
          className="mt-6"
          label="E-mail de contato do site"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Ex.: contato@minhaloja.com.br"
          value={contactMail}
          maxLength={120}
          onChange={(e) => {
            onContactMailChange(e.target.value);
            if (contactError) setContactError(contactProblem(e.target.value));
          }}
          onBlur={(e) => e.target.value.trim() && setContactError(contactProblem(e.target.value))}
          hint="Aparece no rodapé e nos termos do site, e recebe as mensagens do Fale Conosco."
          error={contactError ?? undefined}
        />
        <StepError message={message} />
        <Button type="submit" size="lg" className="mt-8 w-full" disabled={pending || !name.trim() || Boolean(localError) || availability === "taken"}>
          {pending ? "Criando sua estação..." : "Finalizar"}
        </Button>
      </form>
    </WizardCard>
  );
}

function FinalStep({ station }: { station: StationSummary }) {
  const [pending, startTransition] = useTransition();
  const [opening, startOpening] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const openConsole = () =>
    startOpening(async () => {
      const answer = await openConsoleAction();
      if (answer.ok) window.location.assign(answer.data.url);
      else setError(answer.message);
    });
  const enter = () =>
    startTransition(async () => {
      const answer = await enterStationAction();
      if (answer.ok) window.location.assign(answer.data.url);
      else setError(answer.message);
    });
  return (
    <WizardCard step={6} total={TOTAL} hideProgress title="Sua estação está no ar!" subtitle={<>
      <strong className="text-ink">{station.name}</strong> já pode ser acessada em{" "}
      <a href={`${station.address}/`} target="_blank" rel="noopener noreferrer" className="font-bold wrap-anywhere text-brand-ink underline underline-offset-4 hover:no-underline">
        {hostOf(station.address)}
      </a>
      . O que você quer fazer agora?
    </>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceCard
          title="Criar conteúdo para meus fãs"
          text="Atividades, produtos e novidades no painel administrativo."
          icon={PlusIcon}
          onClick={openConsole}
          busy={opening}
        />
        <ChoiceCard
          title="Aprender a usar a plataforma"
          text="Conheça o site da sua estação como os membros vão ver."
          icon={BookOpenIcon}
          onClick={enter}
          busy={pending}
        />
      </div>
      <StepError message={error} />
    </WizardCard>
  );
}

function ChoiceCard({ title, text, icon: Icon, onClick, busy = false }: { title: string; text: string; icon: LucideIcon; onClick: () => void; busy?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className="group flex flex-col items-start gap-3 rounded-2xl border-2 border-line bg-white p-5 text-left transition-colors hover:border-brand-ink hover:bg-brand-soft disabled:opacity-60"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand text-brand-fg">
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="text-lg font-bold text-ink">{busy ? "Abrindo..." : title}</span>
      <span className="text-sm text-ink-muted">{text}</span>
    </button>
  );
}
