"use client";
// "Novo cartão": the card, its holder and the billing block,
// validated by cardFormSchema (the schema saveCardAction parses again). A CEP of 8 digits fills
// state, city, street and neighbourhood ("Carregando..." while pending, "CEP inválido" on failure).
import { Controller, type UseFormReturn } from "react-hook-form";
import { CheckboxField } from "@/components/ui/checkbox";
import { MaskedField, MaskedFormField, SelectField, TextField } from "@/components/ui/form-fields";
import type { CardFormInput } from "@/lib/commerce/schemas";
import { BRAZILIAN_STATES } from "@/lib/validation/brazilian-states";
import { CARD_BRAND_LABELS, detectCardBrand, messages, onlyDigits } from "@/lib/validation";
import { useCepLookup } from "./use-cep-lookup";

const LOADING = "Carregando...";

/** The labels a field's notice names, as the form shows them. */
export const CARD_LABELS = {
  number: "Número do cartão",
  expiry: "Validade",
  cvv: "CVV",
  name: "Nome impresso no cartão",
  cpf: "CPF do titular",
  birthday: "Data de nascimento",
  email: "E-mail",
  phone: "Telefone",
  cep: "CEP",
  state: "Estado",
  city: "Cidade",
  street: "Rua",
  streetNumber: "Número",
  neighborhood: "Bairro",
};

export function CardForm({ form }: { form: UseFormReturn<CardFormInput> }) {
  const { control, register, setValue, setError, clearErrors, formState, watch } = form;
  const e = formState.errors;
  const brand = detectCardBrand(onlyDigits(watch("number") ?? ""));
  const { pending, find: findCep } = useCepLookup(
    () => form.getValues("cep") ?? "",
    (address) => {
      if (!address) {
        setError("city", { message: messages.cep });
        setError("street", { message: messages.cep });
        return;
      }
      setValue("state", address.state);
      setValue("city", address.city);
      if (address.street) setValue("street", address.street);
      if (address.neighborhood) setValue("neighborhood", address.neighborhood);
      clearErrors(["state", "city", "street", "neighborhood", "cep"]);
    },
  );

  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-6" data-testid="card-form">
      <MaskedFormField
        control={control}
        name="number"
        label="Número do cartão"
        mask="card"
        autoComplete="cc-number"
        className="col-span-2 sm:col-span-3"
        hint={brand ? CARD_BRAND_LABELS[brand] : undefined}
      />
      <MaskedFormField control={control} name="expiry" label="Validade (MM/AA)" mask="expiry" autoComplete="cc-exp" className="col-span-1 sm:col-span-2" />
      <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" maxLength={4} className="col-span-1" {...register("cvv")} error={e.cvv?.message} />
      <TextField label="Nome impresso no cartão" autoComplete="cc-name" className="col-span-2 sm:col-span-6" {...register("name")} error={e.name?.message} />
      <MaskedFormField control={control} name="cpf" label="CPF do titular" mask="cpf" className="col-span-2 sm:col-span-3" />
      <MaskedFormField control={control} name="birthday" label="Data de nascimento" mask="date" placeholder="dd/mm/aaaa" className="col-span-2 sm:col-span-3" />
      <TextField label="E-mail" type="email" autoComplete="email" className="col-span-2 sm:col-span-3" {...register("email")} error={e.email?.message} />
      <MaskedFormField control={control} name="phone" label="Telefone" mask="phone" autoComplete="tel" className="col-span-2 sm:col-span-3" />

      <p className="col-span-2 pt-2 text-sm font-bold text-ink sm:col-span-6">Endereço de cobrança</p>
      <Controller
        control={control}
        name="cep"
        render={({ field, fieldState }) => (
          <MaskedField
            label="CEP"
            mask="cep"
            autoComplete="postal-code"
            className="col-span-1 sm:col-span-2"
            {...field}
            value={field.value ?? ""}
            onChange={(v) => {
              field.onChange(v);
              void findCep(v);
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectField label="Estado" className="col-span-1 sm:col-span-2" {...register("state")} error={e.state?.message}>
        <option value="">UF</option>
        {BRAZILIAN_STATES.map((s) => (
          <option key={s.abbreviation} value={s.abbreviation}>
            {s.abbreviation}
          </option>
        ))}
      </SelectField>
      {pending ? (
        <TextField key="city-pending" label="Cidade" className="col-span-2 sm:col-span-2" value={LOADING} readOnly />
      ) : (
        <TextField key="city" label="Cidade" className="col-span-2 sm:col-span-2" autoComplete="address-level2" {...register("city")} error={e.city?.message} />
      )}
      {pending ? (
        <TextField key="street-pending" label="Rua" className="col-span-2 sm:col-span-4" value={LOADING} readOnly />
      ) : (
        <TextField key="street" label="Rua" className="col-span-2 sm:col-span-4" autoComplete="address-line1" {...register("street")} error={e.street?.message} />
      )}
      <TextField label="Número" inputMode="numeric" className="col-span-2 sm:col-span-2" {...register("streetNumber")} error={e.streetNumber?.message} />
      <TextField label="Bairro" className="col-span-2 sm:col-span-6" {...register("neighborhood")} error={e.neighborhood?.message} />
      <Controller
        control={control}
        name="save"
        render={({ field }) => (
          <CheckboxField
            label="Salvar cartão para as próximas compras"
            className="col-span-2 text-sm text-ink sm:col-span-6"
            checked={field.value === true}
            onCheckedChange={(c) => field.onChange(c === true)}
          />
        )}
      />
    </div>
  );
}
