"use client";
// The station's one name for its points, for client screens inside the member shell: every amount a
// member reads ("ganhou 30,00 Pontos Demo", a card's "+ R$ 10,00") goes through formatStationCurrency
// with it, so a page and its card never name the same points two ways.
import { createContext, useCallback, useContext } from "react";
import { formatStationCurrency, type StationCurrency } from "@/lib/format";

/** Outside the shell (no station known), amounts read as reais, the default of a station without a name. */
const Currency = createContext<StationCurrency>({ currencyName: null, currencyMultiplier: null, currencyNamePosition: "after" });

export function StationCurrencyProvider({ currency, children }: { currency: StationCurrency; children: React.ReactNode }) {
  return <Currency.Provider value={currency}>{children}</Currency.Provider>;
}

/** Formats hundredths of a point in the station's currency. */
export function useStationAmount(): (hundredths: number) => string {
  const currency = useContext(Currency);
  return useCallback((hundredths: number) => formatStationCurrency(hundredths, currency), [currency]);
}
