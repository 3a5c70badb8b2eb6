"use client";
// "Dados da estação": name, own domain, contact, the legal entity (CNPJ, razão social, address by
// CEP), social links, app store links and the points currency with a live example.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { MaskedFormField, SelectField, TextareaField, TextField } from "@/components/ui/form-fields";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/ui/use-action-form";
import { StateOptions } from "@/components/wizard/state-options";
import { formatStationCurrency } from "@/lib/format";
import { lookupEstablishmentCepAction, saveStationDataAction } from "@/lib/stations/console/actions";
import { stationDataSchema, type StationDataInput } from "@/lib/stations/console/schemas";
import { onlyDigits } from "@/lib/validation";
import { ConsoleSection } from "../../../../_components/console-page";
import { SwitchRow } from "./switch-row";

const LABELS: Record<string, string> = {
  name: "Nome da estação",
  domain: "Domínio próprio",
  contactMail: "E-mail de contato",
  supportPhone: "Telefone de suporte",
  cnpj: "CNPJ",
  addressZip: "CEP",
  currencyMultiplier: "Multiplicador",
};

/** The example a member would read for 1.500 points, or why there is none yet. */
function currencyExample(name: string, multiplier: string, position: "before_currency" | "after"): string {
  const m = multiplier.trim().replace(",", ".");
  if (!/^\d{1,8}(?:\.\d{1,4})?$/.test(m) || Number(m) <= 0) return "—";
  return formatStationCurrency(150_000, { currencyName: name, currencyMultiplier: m, currencyNamePosition: position });
}

export function StationDataForm({ initial, siteAddress }: { initial: StationDataInput; siteAddress: string }) {
  const router = useRouter();
  const { form, submit, pending, ready } = useActionForm({
    schema: stationDataSchema,
    action: saveStationDataAction,
    defaultValues: initial,
    labels: LABELS,
    onSuccess: (data, f) => {
      toast(data.changed.length ? "Dados salvos." : "Nada mudou desde o último salvamento.");
      f.reset(f.getValues());
      router.refresh();
    },
  });
  const { register, control, formState, setValue } = form;
  const errors = formState.errors;
  const [currencyName, multiplier, position, hasApp, zip, description] = useWatch({
    control,
    name: ["currencyName", "currencyMultiplier", "currencyNamePosition", "hasApp", "addressZip", "description"],
  });

  // The CEP fills city, street and state once per new CEP (not the one the station already had).
  const lastCep = useRef(onlyDigits(initial.addressZip ?? ""));
  const [cepStatus, setCepStatus] = useState<"idle" | "pending" | "not-found">("idle");
  useEffect(() => {
    const cep = onlyDigits(zip ?? "");
    if (cep.length !== 8 || cep === lastCep.current) return;
    lastCep.current = cep;
    setCepStatus("pending");
    lookupEstablishmentCepAction({ stationId: initial.stationId, cep })
      .then((r) => {
        if (lastCep.current !== cep) return;
        if (!r.ok || !r.data.found) return setCepStatus("not-found");
        setCepStatus("idle");
        const { city, street, neighborhood, stateId } = r.data;
        if (city) setValue("addressCity", city, { shouldDirty: true });
        if (street) setValue("addressLine1", [street, neighborhood].filter(Boolean).join(", "), { shouldDirty: true });
        if (stateId) setValue("addressStateId", String(stateId), { shouldDirty: true });
      })
      .catch(() => setCepStatus("not-found"));
  }, [zip, initial.stationId, setValue]);

  const loading = cepStatus === "pending";
  const example = currencyExample(currencyName ?? "", multiplier ?? "", position ?? "after");

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ConsoleSection title="Identificação" description="Como a estação se apresenta no site, nos e-mails e nos buscadores.">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Nome da estação" {...register("name")} error={errors.name?.message} maxLength={80} />
          <TextField
            label="Domínio próprio"
            placeholder="clube.suaempresa.com.br"
            hint={`Opcional. Sem ele, o site fica em ${siteAddress}. Aponte o DNS do domínio para a plataforma antes de salvar.`}
            {...register("domain")}
            error={errors.domain?.message}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextareaField
            label="Descrição"
            hint="Aparece nos resultados de busca e ao compartilhar o site."
            className="md:col-span-2"
            rows={3}
            counter={{ length: (description ?? "").length, max: 300 }}
            {...register("description")}
            error={errors.description?.message}
          />
        </div>
      </ConsoleSection>

      <ConsoleSection title="Contato" description="Mostrados no rodapé, no Fale Conosco e nos textos legais.">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="E-mail de contato" type="email" hint="Público: não precisa ser o e-mail da sua conta." {...register("contactMail")} error={errors.contactMail?.message} />
          <MaskedFormField control={control} name="supportPhone" mask="phone" label="Telefone de suporte" hint="Mostrado a quem não consegue receber o código de acesso." />
          <TextField label="Endereço exibido no rodapé" hint="Até 45 caracteres aparecem no rodapé." className="md:col-span-2" {...register("address")} error={errors.address?.message} />
        </div>
      </ConsoleSection>

      <ConsoleSection title="Empresa responsável" description="Os dados legais da operadora do programa, usados nos termos de uso e na política de privacidade.">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="CNPJ" inputMode="numeric" placeholder="00.000.000/0000-00" {...register("cnpj")} error={errors.cnpj?.message} />
          <TextField label="Razão social" {...register("fullSocialName")} error={errors.fullSocialName?.message} />
          <MaskedFormField control={control} name="addressZip" mask="cep" label="CEP" hint={cepStatus === "not-found" ? "CEP não encontrado: preencha o endereço à mão." : "Preenche cidade, rua e estado."} />
          <TextField label="Cidade" {...register("addressCity")} placeholder={loading ? "Carregando..." : undefined} disabled={loading} error={errors.addressCity?.message} />
          <TextField label="Endereço (rua, número)" {...register("addressLine1")} placeholder={loading ? "Carregando..." : undefined} disabled={loading} error={errors.addressLine1?.message} />
          <TextField label="Complemento" {...register("addressLine2")} error={errors.addressLine2?.message} />
          <SelectField label="Estado" {...register("addressStateId")} error={errors.addressStateId?.message}>
            <StateOptions />
          </SelectField>
        </div>
      </ConsoleSection>

      <ConsoleSection title="Redes sociais" description="Cada rede preenchida ganha um ícone no rodapé do site. Use o endereço completo, com https://.">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Instagram" placeholder="https://instagram.com/suaestacao" {...register("socialUrlInstagram")} error={errors.socialUrlInstagram?.message} />
          <TextField label="Facebook" placeholder="https://facebook.com/suaestacao" {...register("socialUrlFacebook")} error={errors.socialUrlFacebook?.message} />
          <TextField label="TikTok" placeholder="https://tiktok.com/@suaestacao" {...register("socialUrlTiktok")} error={errors.socialUrlTiktok?.message} />
          <TextField label="X (Twitter)" placeholder="https://x.com/suaestacao" {...register("socialUrlTwitter")} error={errors.socialUrlTwitter?.message} />
          <TextField label="LinkedIn" placeholder="https://linkedin.com/company/suaestacao" {...register("socialUrlLinkedin")} error={errors.socialUrlLinkedin?.message} />
        </div>
      </ConsoleSection>

      <ConsoleSection title="Aplicativo" description="Se a estação tem app próprio, o site mostra a seção de download e os links abrem as lojas.">
        <SwitchRow label="A estação tem aplicativo" help="Mostra a seção de download do app na página inicial." checked={Boolean(hasApp)} onChange={(on) => setValue("hasApp", on, { shouldDirty: true })} />
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          <TextField label="Link na App Store (iOS)" placeholder="https://apps.apple.com/..." disabled={!hasApp} {...register("ios")} error={errors.ios?.message} />
          <TextField label="Link no Google Play (Android)" placeholder="https://play.google.com/store/apps/..." disabled={!hasApp} {...register("android")} error={errors.android?.message} />
        </div>
      </ConsoleSection>

      <ConsoleSection title="Moeda de pontos" description="Como os pontos aparecem para os membros. Sem nome, os pontos aparecem em reais (R$).">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Nome da moeda" placeholder="Pontos" {...register("currencyName")} error={errors.currencyName?.message} maxLength={30} />
          <TextField label="Multiplicador" inputMode="decimal" hint="Quantas unidades da moeda valem 1 ponto (ex.: 1 ou 0,5)." {...register("currencyMultiplier")} error={errors.currencyMultiplier?.message} />
          <div className="md:col-span-2">
            <p className="mb-1.5 text-sm font-bold text-ink" id="currency-position">
              Posição do nome
            </p>
            <RadioGroup
              aria-labelledby="currency-position"
              className="sm:grid-cols-2"
              value={position}
              onValueChange={(v) => setValue("currencyNamePosition", v as "before_currency" | "after", { shouldDirty: true })}
            >
              <RadioGroupItem value="after" label="Depois do número (1.500 Pontos)" />
              <RadioGroupItem value="before_currency" label="Antes do número (Pontos 1.500)" />
            </RadioGroup>
          </div>
        </div>
        <p className="mt-5 rounded-2xl bg-slate-50 px-4 py-3 text-ink" aria-live="polite">
          Um membro com 1.500 pontos vê: <strong data-testid="currency-example">{example}</strong>
        </p>
      </ConsoleSection>

      <SaveBar dirty={formState.isDirty} pending={pending} ready={ready} label="Salvar dados" />
    </form>
  );
}

export function SaveBar({ dirty, pending, ready, label }: { dirty: boolean; pending: boolean; ready: boolean; label: string }) {
  return (
    <div className="flex items-center justify-end gap-3">
      {dirty && <span className="text-sm font-bold text-amber-800">Alterações não salvas</span>}
      <Button type="submit" disabled={pending || !ready}>
        {pending ? "Salvando..." : label}
      </Button>
    </div>
  );
}
