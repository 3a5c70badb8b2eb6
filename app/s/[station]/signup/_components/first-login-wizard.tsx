"use client";
// The four steps of the first login: welcome, optional photo (crop + upload), personal data with
// "Salvar e Entrar", and the completion screen whose "Entrar" opens the member area.
import { CheckIcon } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ImageUploadField } from "@/components/uploads/image-upload-field";
import { applyFieldErrors } from "@/components/ui/action-form-errors";
import { Button } from "@/components/ui/button";
import { MaskedFormField, SelectField, TextField as Field } from "@/components/ui/form-fields";
import { StateOptions } from "@/components/wizard/state-options";
import { toast, Toaster } from "@/components/ui/toast";
import { useFieldNotices } from "@/components/ui/use-field-notices";
import { useHydrated } from "@/components/ui/use-hydrated";
import { WizardCard } from "@/components/wizard/wizard-card";
import type { FirstLoginProfile } from "@/lib/accounts/profile";
import { firstLoginDataSchema, type FirstLoginDataInput, type FirstLoginDataOutput } from "@/lib/accounts/wizard-schemas";
import { saveFirstLoginDataAction, saveFirstLoginPhotoAction } from "../actions";

type Step = 0 | 1 | 2 | 3;

const LABELS = { cpf: "CPF", name: "Nome completo", tel: "Celular", birthday: "Data de nascimento", stateId: "Estado onde mora" };

export function FirstLoginWizard({
  stationName,
  photoOnly,
  maxPhotoBytes,
  profile,
  rewardText = null,
}: {
  stationName: string;
  /** "Você ganhou N pontos pelo cadastro.", when the sign-up reward was paid. */
  rewardText?: string | null;
  photoOnly: boolean;
  maxPhotoBytes: number;
  profile: FirstLoginProfile;
}) {
  const router = useRouter();
  const [step, setStep] = useState<Step>(0);
  // "Começar" only changes client state: pressed before hydration it would do nothing.
  const hydrated = useHydrated();
  const [image, setImage] = useState<string | null>(profile.image);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const needsCpf = !profile.cpf;
  const total = photoOnly ? 3 : 4;
  const firstName = profile.name.split(" ")[0];

  const titleRef = useRef<number>(0);
  useEffect(() => {
    // Moves focus to the new step's heading so screen readers announce it.
    if (titleRef.current++ > 0) document.getElementById("wizard-title")?.focus();
  }, [step]);

  const form = useForm<FirstLoginDataInput, unknown, FirstLoginDataOutput>({
    resolver: zodResolver(firstLoginDataSchema(needsCpf)),
    defaultValues: { cpf: needsCpf ? "" : undefined, name: profile.name, tel: profile.tel, birthday: profile.birthday, stateId: profile.stateId },
    mode: "onTouched",
  });
  useFieldNotices(form, LABELS);
  const [name, stateId, birthday] = useWatch({ control: form.control, name: ["name", "stateId", "birthday"] });
  const canSave = Boolean(name?.trim() && stateId && birthday?.trim());

  const savePhoto = () =>
    startTransition(async () => {
      setError(null);
      const answer = await saveFirstLoginPhotoAction({ image });
      if (!answer.ok) return setError(answer.message);
      if (answer.data.finished) {
        toast("Cadastro atualizado com sucesso");
        setStep(3);
      } else setStep(2);
    });

  // The server parses the same schema itself, so it gets the typed (masked) values, not the output.
  const saveData = form.handleSubmit(() =>
    new Promise<void>((resolve) =>
      startTransition(async () => {
        setError(null);
        const answer = await saveFirstLoginDataAction(form.getValues());
        if (answer.ok) {
          toast(answer.data.message);
          setStep(3);
        } else {
          applyFieldErrors(form.setError, answer.fieldErrors);
          setError(answer.message);
        }
        resolve();
      }),
    ),
  );

  const back = () => setStep((s) => (s > 0 ? ((s - 1) as Step) : s));

  return (
    <>
      <Toaster />
      {step === 0 && (
        <WizardCard step={0} total={total} title="Vamos começar?" subtitle={`Olá${firstName ? `, ${firstName}` : ""}! Falta pouco para você aproveitar tudo o que o programa ${stationName} preparou.`}>
          <ul className="space-y-3 text-ink">
            {[
              ["1", "Escolha uma foto para o seu perfil (opcional)."],
              ...(photoOnly ? [] : [["2", "Confira seus dados pessoais."]]),
              [photoOnly ? "2" : "3", "Pronto: é só entrar e começar a ganhar pontos."],
            ].map(([n, text]) => (
              <li key={n} className="flex items-start gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-ink">{n}</span>
                <span className="pt-0.5">{text}</span>
              </li>
            ))}
          </ul>
          <Button className="mt-8 w-full" size="lg" disabled={!hydrated} onClick={() => setStep(1)}>
            Começar
          </Button>
        </WizardCard>
      )}

      {step === 1 && (
        <WizardCard step={1} total={total} onBack={back} title="Sua foto de perfil" subtitle="Uma foto ajuda a turma a reconhecer você. Se preferir, pule esta etapa.">
          <ImageUploadField
            uploadUrl="/files/upload?purpose=wizardPhoto"
            maxBytes={maxPhotoBytes}
            value={image}
            onChange={setImage}
            label="Foto"
            kind="avatar"
            pickLabel="Escolher foto"
            hint="JPG, PNG ou GIF de até 3MB."
          />
          {error && <p role="alert" className="mt-4 text-sm font-bold text-red-700">{error}</p>}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
            <Button className="sm:flex-1" size="lg" onClick={savePhoto} disabled={pending}>
              {pending ? "Salvando..." : image ? "Continuar" : "Pular esta etapa"}
            </Button>
          </div>
        </WizardCard>
      )}

      {step === 2 && (
        <WizardCard step={2} total={total} onBack={back} title="Seus dados pessoais" subtitle="Confira e complete seus dados para entrar.">
          <form onSubmit={saveData} noValidate className="grid gap-4">
            {needsCpf && (
              <MaskedFormField
                control={form.control}
                name="cpf"
                label="CPF"
                inputMode="numeric"
                autoComplete="off"
                placeholder="000.000.000-00"
                mask="cpf"
              />
            )}
            <Field label="Nome completo" autoComplete="name" {...form.register("name")} error={form.formState.errors.name?.message} />
            <MaskedFormField
              control={form.control}
              name="tel"
              label="Celular"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(00) 0 0000-0000"
              mask="phone"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <MaskedFormField
                control={form.control}
                name="birthday"
                label="Data de nascimento"
                inputMode="numeric"
                autoComplete="bday"
                placeholder="dd/mm/aaaa"
                mask="date"
              />
              <SelectField label="Estado onde mora" {...form.register("stateId")} error={form.formState.errors.stateId?.message}>
                <StateOptions />
              </SelectField>
            </div>
            {error && <p role="alert" className="text-sm font-bold text-red-700">{error}</p>}
            <Button type="submit" size="lg" className="mt-4 w-full" disabled={!canSave || pending}>
              {pending ? "Salvando..." : "Salvar e Entrar"}
            </Button>
          </form>
        </WizardCard>
      )}

      {step === 3 && (
        <WizardCard step={total - 1} total={total} title="Você concluiu seu cadastro!" subtitle={`Boas-vindas ao programa ${stationName}! Agora é só entrar e começar a participar.`}>
          <div className="flex justify-center">
            <span className="flex size-24 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
              <CheckIcon className="size-12" strokeWidth={2.5} aria-hidden />
            </span>
          </div>
          {rewardText && (
            <p role="status" className="mt-6 rounded-lg bg-brand-soft px-4 py-3 text-center font-bold text-brand-ink">
              {rewardText}
            </p>
          )}
          <Button className="mt-8 w-full" size="lg" onClick={() => router.push("/homepage")}>
            Entrar
          </Button>
        </WizardCard>
      )}
    </>
  );
}
