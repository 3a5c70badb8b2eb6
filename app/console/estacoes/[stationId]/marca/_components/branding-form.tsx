"use client";
// "Marca": colour (picker and hex, with the AA check), font, logos, favicon, header images in
// order and the background image, beside a live preview of the public site.
import { ArrowDownIcon, ArrowUpIcon, CheckCircle2Icon, TriangleAlertIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldLabel } from "@/components/ui/field";
import { SelectField } from "@/components/ui/form-fields";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { IMAGE_LIMITS } from "@/lib/adapters/storage/images";
import { STATION_FONTS } from "@/lib/stations/branding";
import { brandInk, contrastRatio, LIGHT_TEXT, parseHexColor, readableForeground } from "@/lib/stations/color";
import { saveBrandingAction } from "@/lib/stations/console/actions";
import { brandingSchema, MAX_HEADER_IMAGES, type BrandingInput } from "@/lib/stations/console/schemas";
import { ConsoleSection } from "../../../../_components/console-page";
import { BrandPreview } from "./brand-preview";
import { StationImage } from "@/components/ui/station-image";

const AA = 4.5;
const ratioText = (r: number) => `${r.toLocaleString("pt-BR", { maximumFractionDigits: 1, minimumFractionDigits: 1 })}:1`;

export function BrandingForm({ initial, stationName, pointsExample }: { initial: BrandingInput; stationName: string; pointsExample: string }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: brandingSchema,
    action: saveBrandingAction,
    defaultValues: initial,
    labels: { mainBrandColor: "Cor da marca" },
    onSuccess: (data, f) => {
      toast(data.changed.length ? "Marca salva. O site já mostra as mudanças." : "Nada mudou desde o último salvamento.");
      f.reset(f.getValues());
      router.refresh();
    },
  });
  const values = form.watch();
  const color = values.mainBrandColor ?? "";
  const validColor = /^#[0-9a-f]{6}$/i.test(color.trim()) && parseHexColor(color) !== null;
  const upload = (purpose: "brandImage" | "banner") => `/estacoes/${initial.stationId}/arquivos?purpose=${purpose}`;
  const headers = values.headerImages ?? [];
  const setHeaders = (next: string[]) => form.setValue("headerImages", next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    const next = [...headers];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setHeaders(next);
  };
  const image = (name: "mainBrandImage" | "secondaryBrandImage" | "faviconImage" | "backgroundImage") => ({
    value: values[name] ?? null,
    onChange: (url: string | null) => form.setValue(name, url, { shouldDirty: true }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_340px]">
      <div className="flex min-w-0 flex-col gap-6">
        <ConsoleSection title="Cor e fonte" description="A cor de botões, destaques e links do site e da área do membro.">
          <ColorField
            value={color}
            onChange={(v) => form.setValue("mainBrandColor", v, { shouldDirty: true, shouldValidate: true })}
            error={form.formState.errors.mainBrandColor?.message}
          />
          {validColor && <ContrastCheck color={color} />}
          <SelectField label="Fonte" hint="Usada em todos os textos do site e da área do membro." className="mt-6 max-w-sm" {...form.register("font")}>
            {STATION_FONTS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </SelectField>
        </ConsoleSection>

        <ConsoleSection title="Logos e ícone" description="PNG sem fundo fica melhor. Até 1 MB cada; você ajusta o corte antes de enviar.">
          <div className="grid gap-8">
            <ImageUploadField label="Logo principal" hint="No topo do site e da área do membro." kind="logo" uploadUrl={upload("brandImage")} maxBytes={IMAGE_LIMITS.brandImage} {...image("mainBrandImage")} />
            <ImageUploadField label="Logo secundário" hint="Nas páginas de termos e privacidade e no rodapé." kind="logo" emptyText="Logo secundário" uploadUrl={upload("brandImage")} maxBytes={IMAGE_LIMITS.brandImage} {...image("secondaryBrandImage")} />
            <ImageUploadField label="Ícone da aba (favicon)" hint="Quadrado, aparece na aba do navegador." kind="logo" emptyText="Ícone" uploadUrl={upload("brandImage")} maxBytes={IMAGE_LIMITS.brandImage} {...image("faviconImage")} />
          </div>
        </ConsoleSection>

        <ConsoleSection title="Imagens do cabeçalho" description={`Giram a cada 5 segundos no topo da página inicial, na ordem abaixo. Até ${MAX_HEADER_IMAGES} imagens de 3 MB.`}>
          {headers.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-ink-muted">Nenhuma imagem ainda: o cabeçalho usa um fundo na cor da marca.</p>
          ) : (
            <ol className="flex flex-col gap-3" aria-label="Ordem das imagens do cabeçalho">
              {headers.map((url, i) => (
                <li key={`${url}-${i}`} className="flex items-center gap-3 rounded-2xl bg-slate-50 p-2 pr-3">
                  <span className="w-6 text-center text-sm font-bold text-ink-muted">{i + 1}</span>
                  <StationImage src={url} alt={`Imagem ${i + 1} do cabeçalho`} width={112} height={64} className="h-16 w-28 shrink-0 rounded-lg object-cover" />
                  <span className="ml-auto flex gap-1">
                    <IconButton label={`Mover a imagem ${i + 1} para cima`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                      <ArrowUpIcon className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton label={`Mover a imagem ${i + 1} para baixo`} disabled={i === headers.length - 1} onClick={() => move(i, i + 1)}>
                      <ArrowDownIcon className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton label={`Remover a imagem ${i + 1}`} onClick={() => setHeaders(headers.filter((_, j) => j !== i))}>
                      <Trash2Icon className="size-4" aria-hidden />
                    </IconButton>
                  </span>
                </li>
              ))}
            </ol>
          )}
          {headers.length < MAX_HEADER_IMAGES && (
            <div className="mt-5">
              <ImageUploadField
                label="Adicionar imagem ao cabeçalho"
                hint="Paisagem, de preferência 1600 × 600 pixels."
                kind="logo"
                emptyText="Nova imagem"
                pickLabel="Escolher imagem"
                uploadUrl={upload("banner")}
                maxBytes={IMAGE_LIMITS.banner}
                value={null}
                onChange={(url) => url && setHeaders([...headers, url])}
              />
            </div>
          )}
        </ConsoleSection>

        <ConsoleSection title="Imagem de fundo" description="Atrás do conteúdo das páginas. Opcional; até 3 MB.">
          <ImageUploadField label="Imagem de fundo" kind="logo" emptyText="Sem imagem" uploadUrl={upload("banner")} maxBytes={IMAGE_LIMITS.banner} {...image("backgroundImage")} />
        </ConsoleSection>

        <div className="flex items-center justify-end gap-3">
          {form.formState.isDirty && <span className="text-sm font-bold text-amber-800">Alterações não salvas</span>}
          <Button type="submit" disabled={pending || !ready}>
            {pending ? "Salvando..." : "Salvar marca"}
          </Button>
        </div>
      </div>

      <aside className="order-first xl:order-none" aria-label="Prévia">
        <div className="xl:sticky xl:top-6">
          <h2 className="mb-3 text-sm font-bold tracking-wide text-ink-muted uppercase">Prévia</h2>
          <BrandPreview
            name={stationName}
            color={validColor ? color : initial.mainBrandColor}
            font={values.font ?? initial.font}
            logo={values.mainBrandImage ?? null}
            headerImage={headers[0] ?? null}
            backgroundImage={values.backgroundImage ?? null}
            pointsExample={pointsExample}
          />
        </div>
      </aside>
    </form>
  );
}

function ColorField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  const picker = /^#[0-9a-f]{6}$/i.test(value) ? value : "#000000";
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <FieldLabel htmlFor={`${id}-picker`} className="mb-1.5 block">
          Escolher no seletor
        </FieldLabel>
        <input
          id={`${id}-picker`}
          type="color"
          value={picker.toLowerCase()}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-11 w-20 cursor-pointer rounded-xl border border-line bg-white p-1"
        />
      </div>
      <Field label="Cor da marca" hint="Formato #RRGGBB" error={error} className="w-44">
        <Input value={value} onChange={(e) => onChange(e.target.value)} maxLength={7} spellCheck={false} autoComplete="off" className="font-mono uppercase" />
      </Field>
    </div>
  );
}

function ContrastCheck({ color }: { color: string }) {
  const fg = readableForeground(color);
  const onBrand = contrastRatio(color, fg);
  const asText = contrastRatio(color, LIGHT_TEXT);
  const ink = brandInk(color);
  return (
    <div className="mt-5 grid gap-3 sm:grid-cols-2" aria-live="polite" data-testid="contrast-check">
      <ContrastRow
        ok={onBrand >= AA}
        sample={
          <span className="flex h-10 w-16 items-center justify-center rounded-lg text-sm font-bold" style={{ background: color, color: fg }}>
            Aa
          </span>
        }
        title={`Texto sobre a cor: ${ratioText(onBrand)}`}
        detail={onBrand >= AA ? `Legível (mínimo ${ratioText(AA)}). Textos em ${fg === LIGHT_TEXT ? "branco" : "preto"}.` : `Abaixo de ${ratioText(AA)}: textos em botões ficam difíceis de ler. Escolha uma cor mais clara ou mais escura.`}
      />
      <ContrastRow
        ok={asText >= AA}
        sample={
          <span className="flex h-10 w-16 items-center justify-center rounded-lg bg-white text-sm font-bold ring-1 ring-line" style={{ color }}>
            Aa
          </span>
        }
        title={`A cor como texto no branco: ${ratioText(asText)}`}
        detail={
          asText >= AA
            ? `Legível (mínimo ${ratioText(AA)}).`
            : `Abaixo de ${ratioText(AA)}: em links e títulos o site usa um tom mais escuro da sua cor (${ink}), para continuar legível.`
        }
      />
    </div>
  );
}

function ContrastRow({ ok, sample, title, detail }: { ok: boolean; sample: React.ReactNode; title: string; detail: string }) {
  return (
    <div className={`flex gap-3 rounded-2xl p-3 ${ok ? "bg-emerald-50" : "bg-amber-50"}`} role={ok ? undefined : "alert"}>
      {sample}
      <div className="min-w-0 text-sm">
        <p className={`flex items-center gap-1.5 font-bold ${ok ? "text-emerald-900" : "text-amber-900"}`}>
          {ok ? <CheckCircle2Icon className="size-4 shrink-0" aria-hidden /> : <TriangleAlertIcon className="size-4 shrink-0" aria-hidden />}
          {title}
        </p>
        <p className={ok ? "text-emerald-900" : "text-amber-900"}>{detail}</p>
      </div>
    </div>
  );
}

function IconButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="flex size-9 items-center justify-center rounded-full text-ink hover:bg-white disabled:opacity-30 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
