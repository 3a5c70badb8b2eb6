"use client";
// Step 1, per activity with physical products: the delivery region or pickup point (with its
// price), and for a region the address: CEP (99.999-999; 8 digits look it up: "Carregando..." in
// city and street while pending, "CEP inválido" when not found), city, street, number and an
// optional complement. The region follows the CEP: the lookup moves the choice to the region that
// delivers there, and the form (like the server) refuses one that does not.
import { MapPinIcon } from "lucide-react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { MaskedField, TextField } from "@/components/ui/form-fields";
import { RadioGroupItem } from "@/components/ui/radio-group";
import { formatBRL, formatCep } from "@/lib/format";
import { regionsCovering } from "@/lib/activities/delivery-coverage";
import { messages, onlyDigits } from "@/lib/validation";
import { chosenLocation, type CartAction, type CheckoutValues } from "./checkout-form";
import { RadioField } from "./radio-field";
import { useCepLookup } from "./use-cep-lookup";

const LOADING = "Carregando...";

export function DeliveryStep({ actions, form }: { actions: CartAction[]; form: UseFormReturn<CheckoutValues> }) {
  return (
    <div className="space-y-4">
      {actions.map((action, index) => (
        <DeliveryFields key={action.activityId} action={action} index={index} form={form} />
      ))}
    </div>
  );
}

function DeliveryFields({ action, index, form }: { action: CartAction; index: number; form: UseFormReturn<CheckoutValues> }) {
  const { control, register, setValue, setError, clearErrors, formState } = form;
  const delivery = useWatch({ control, name: `deliveries.${index}` });
  const location = chosenLocation(action, delivery);
  const errors = formState.errors.deliveries?.[index];
  const { pending, find: findCep } = useCepLookup(
    () => form.getValues(`deliveries.${index}.zipcode`),
    (address) => {
      if (!address) {
        setError(`deliveries.${index}.city`, { message: messages.cep });
        setError(`deliveries.${index}.address`, { message: messages.cep });
        return;
      }
      // The region follows the CEP: when the chosen one does not deliver there, the one that does is chosen.
      const covering = regionsCovering(action.deliveryLocations, onlyDigits(form.getValues(`deliveries.${index}.zipcode`)), address);
      const chosen = Number(form.getValues(`deliveries.${index}.deliveryLocationId`));
      if (covering.length > 0 && !covering.includes(chosen)) setValue(`deliveries.${index}.deliveryLocationId`, String(covering[0]), { shouldValidate: formState.isSubmitted });
      setValue(`deliveries.${index}.city`, address.city, { shouldValidate: formState.isSubmitted });
      setValue(`deliveries.${index}.state`, address.state);
      if (address.street) setValue(`deliveries.${index}.address`, address.street, { shouldValidate: formState.isSubmitted });
      clearErrors([`deliveries.${index}.city`, `deliveries.${index}.address`, `deliveries.${index}.zipcode`]);
    },
  );

  return (
    <fieldset className="rounded-3xl border border-line bg-white p-4 shadow-sm sm:p-6" data-testid="delivery-action">
      <legend className="sr-only">Entrega de {action.name}</legend>
      <p aria-hidden className="font-bold text-ink">
        {action.name}
      </p>
      <RadioField form={form} name={`deliveries.${index}.deliveryLocationId`} label="Entrega ou retirada" groupLabel={`Entrega ou retirada de ${action.name}`} className="mt-3">
        {action.deliveryLocations.map((l) => (
          <RadioGroupItem
            key={l.id}
            value={String(l.id)}
            label={
              <span className="flex items-baseline gap-3">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{l.name}</span>
                  {!l.delivery && l.street && (
                    <span className="block text-xs text-ink-muted">
                      {l.street}
                      {l.streetNumber ? `, ${l.streetNumber}` : ""}
                      {l.zipcode ? ` · CEP ${formatCep(l.zipcode)}` : ""}
                    </span>
                  )}
                </span>
                <span className="text-sm font-bold whitespace-nowrap tabular-nums">{l.price > 0 ? formatBRL(l.price) : "Grátis"}</span>
              </span>
            }
          />
        ))}
      </RadioField>

      {location?.delivery && (
        <div className="mt-5 grid gap-4 sm:grid-cols-6">
          <Controller
            control={control}
            name={`deliveries.${index}.zipcode`}
            render={({ field, fieldState }) => (
              <MaskedField
                label="CEP"
                mask="cep"
                autoComplete="postal-code"
                className="sm:col-span-2"
                {...field}
                onChange={(v) => {
                  field.onChange(v);
                  void findCep(v);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          {/* While the CEP is looked up, read-only stand-ins say so; the registered inputs come back with the answer. */}
          {pending ? (
            <TextField key="city-pending" label="Cidade" className="sm:col-span-4" value={LOADING} readOnly />
          ) : (
            <TextField key="city" label="Cidade" className="sm:col-span-4" autoComplete="address-level2" {...register(`deliveries.${index}.city`)} error={errors?.city?.message} />
          )}
          {pending ? (
            <TextField key="address-pending" label="Endereço" className="sm:col-span-6" value={LOADING} readOnly />
          ) : (
            <TextField key="address" label="Endereço" className="sm:col-span-6" autoComplete="address-line1" {...register(`deliveries.${index}.address`)} error={errors?.address?.message} />
          )}
          <TextField label="Número" className="sm:col-span-2" inputMode="numeric" {...register(`deliveries.${index}.number`)} error={errors?.number?.message} />
          <TextField
            label="Complemento (opcional)"
            className="sm:col-span-4"
            autoComplete="address-line2"
            {...register(`deliveries.${index}.complement`)}
            error={errors?.complement?.message}
          />
        </div>
      )}
      {location && !location.delivery && (
        <p className="mt-4 flex items-start gap-2 rounded-2xl bg-surface-muted px-4 py-3 text-sm text-ink">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
          <span>
            Retire seu pedido em <strong>{location.name}</strong>
            {location.street ? `: ${location.street}${location.streetNumber ? `, ${location.streetNumber}` : ""}` : ""}
            {location.helperLabelField1 ? ` · ${location.helperLabelField1}` : ""}
            {location.helperLabelField2 ? ` · ${location.helperLabelField2}` : ""}. Apresente o QR code do pedido.
          </span>
        </p>
      )}
    </fieldset>
  );
}
