"use client";
// A CEP field's lookup: at 8 digits it asks lookupCepAction once per CEP; `pending`
// lets the form show "Carregando..." in city and street; the answer (null when not found or
// unreachable: "CEP inválido") goes to `onAnswer` unless another CEP was typed meanwhile.
import { useState } from "react";
import { lookupCepAction, type CepLookupResult } from "@/lib/commerce/actions";
import { onlyDigits } from "@/lib/validation";

export type CepAddress = Extract<CepLookupResult, { found: true }>["address"];

export function useCepLookup(currentCep: () => string, onAnswer: (address: CepAddress | null) => void) {
  const [lookup, setLookup] = useState<{ cep: string; pending: boolean } | null>(null);

  async function find(masked: string) {
    const cep = onlyDigits(masked);
    if (cep.length !== 8 || lookup?.cep === cep) return;
    setLookup({ cep, pending: true });
    const r = await lookupCepAction({ cep }).catch(() => null);
    if (onlyDigits(currentCep()) !== cep) return;
    setLookup({ cep, pending: false });
    onAnswer(r?.ok && r.data.found ? r.data.address : null);
  }

  return { pending: lookup?.pending === true, find };
}
