"use client";
// An input that formats as the person types (imask keeps the caret where it belongs), with the
// spec's masks. Controlled: spread a react-hook-form Controller's `field`
// onto it. The value handed to the form is the masked text; zod schemas accept masked or bare.
import { IMask, IMaskInput } from "react-imask";
import { parseBRL } from "@/lib/format/money";
import { cn } from "@/lib/utils/cn";
import { useFieldControl } from "./field";
import { inputClass } from "./input";

const brl = {
  mask: "R$ num",
  lazy: false,
  blocks: {
    num: { mask: Number, scale: 2, thousandsSeparator: ".", radix: ",", mapToRadix: ["."], padFractionalZeros: true, normalizeZeros: true, min: 0 },
  },
};

/** imask definitions: "0" is a digit. Phone takes a landline first, then the 9-digit mobile. */
export const MASKS = {
  phone: { mask: [{ mask: "(00) 0000-0000" }, { mask: "(00) 0 0000-0000" }] },
  /** A mobile only, as the dental appointment form writes it: (99) 9.9999-9999. */
  mobile: { mask: "(00) 0.0000-0000" },
  cpf: { mask: "000.000.000-00" },
  cep: { mask: "00.000-000" },
  date: { mask: "00/00/0000" },
  card: { mask: "0000 0000 0000 0000" },
  expiry: { mask: "00/00" },
  brl,
} as const;

export type MaskName = keyof typeof MASKS;

/**
 * Formats a value with a mask outside an input (e.g. a value loaded from the server, or a field
 * re-formatted on every change). Every mask but money holds digits only, so the digits are read out
 * first: piping an already formatted "(11) 9876-54321" would keep the landline's shape and drop the
 * mobile's last digit.
 */
export function formatWithMask(value: string, mask: MaskName): string {
  const input = mask === "brl" ? value : value.replace(/\D/g, "");
  return IMask.pipe(input, MASKS[mask] as Parameters<typeof IMask.pipe>[1]);
}

const INPUT_MODE: Record<MaskName, React.HTMLAttributes<HTMLInputElement>["inputMode"]> = {
  phone: "tel",
  mobile: "tel",
  cpf: "numeric",
  cep: "numeric",
  date: "numeric",
  card: "numeric",
  expiry: "numeric",
  brl: "decimal",
};

type Props = Omit<React.ComponentProps<"input">, "value" | "onChange" | "defaultValue" | "ref"> & {
  mask: MaskName;
  value?: string;
  onChange?: (value: string) => void;
  ref?: React.Ref<HTMLInputElement>;
};

// IMaskInput's own props are a union over every mask kind; one cast here keeps callers typed.
const MaskInput = IMaskInput as unknown as React.ComponentType<Record<string, unknown>>;

/**
 * A money field that holds zero ("R$ 0,00") has no room for a typed digit: with the caret after the
 * full cents the keystroke is dropped. So a digit typed into a zero amount replaces it, wherever the
 * caret is. Chosen on the key's capture phase, before imask records the selection the key edits.
 * Focusing also selects the amount (after the click has placed its caret, hence the timeout), so
 * the person sees what their typing will replace.
 */
function amountRange(input: HTMLInputElement): [number, number] | null {
  if (parseBRL(input.value) !== 0) return null;
  return [input.value.indexOf("R$") + 3, input.value.length];
}

function selectZeroOnFocus(event: React.FocusEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  setTimeout(() => {
    const range = document.activeElement === input ? amountRange(input) : null;
    if (range) input.setSelectionRange(...range);
  }, 0);
}

function replaceZeroOnDigit(event: React.KeyboardEvent<HTMLInputElement>) {
  if (!/^\d$/.test(event.key)) return;
  const range = amountRange(event.currentTarget);
  if (range) event.currentTarget.setSelectionRange(...range);
}

export function MaskedInput({ mask, value, onChange, ref, className, id, onFocus, ...props }: Props) {
  const control = useFieldControl(id);
  return (
    <MaskInput
      data-slot="masked-input"
      {...MASKS[mask]}
      value={value ?? ""}
      unmask={false}
      onAccept={(next: string) => {
        if (next !== (value ?? "")) onChange?.(next);
      }}
      inputRef={ref}
      inputMode={INPUT_MODE[mask]}
      className={cn(inputClass, className)}
      onFocus={(event: React.FocusEvent<HTMLInputElement>) => {
        if (mask === "brl") selectZeroOnFocus(event);
        onFocus?.(event);
      }}
      onKeyDownCapture={mask === "brl" ? replaceZeroOnDigit : undefined}
      {...control}
      {...props}
    />
  );
}
