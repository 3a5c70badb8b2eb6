// Formatação de pontos e da moeda própria de cada estação. Pontos são
// inteiros em centésimos (1250 = 12,50 pontos); toda conta é feita em inteiros
// (BigInt) para não herdar o arredondamento de float.

import { assertSafeInteger, formatBRL } from "./money";

export type StationCurrency = {
  currencyName: string | null;
  /** Decimal em texto, como vem do Postgres: "1", "2.5", "0.01". */
  currencyMultiplier: string | null;
  currencyNamePosition: "before_currency" | "after";
};

/** Centésimos inteiros -> "1.234,50" (agrupamento com ponto, duas casas). */
function formatHundredths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const intPart = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const fraction = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${intPart},${fraction}`;
}

export function formatPoints(hundredths: number): string {
  assertSafeInteger(hundredths, "hundredths");
  return formatHundredths(BigInt(hundredths));
}

type ScaledDecimal = { units: bigint; scale: bigint };

function parseMultiplier(raw: string | null): ScaledDecimal {
  const s = raw?.trim() ?? "";
  // Sem multiplicador configurado vale 1:1.
  if (s === "") return { units: 1n, scale: 1n };
  const m = /^(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) {
    // Configuração inválida da estação: melhor falhar do que exibir saldo errado.
    throw new RangeError(`invalid currencyMultiplier: ${JSON.stringify(raw)}`);
  }
  const fraction = m[2] ?? "";
  return { units: BigInt((m[1] ?? "0") + fraction), scale: 10n ** BigInt(fraction.length) };
}

/** Divisão inteira arredondando meio para longe do zero (meio para cima no módulo). */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let q = abs / denominator;
  if ((abs % denominator) * 2n >= denominator) q += 1n;
  return negative ? -q : q;
}

/**
 * Saldo na moeda da estação. Sem nome de moeda, a estação opera em reais e os
 * centésimos de ponto são centavos ("R$ 12,50"). Com nome, aplica o
 * multiplicador e põe o nome antes ("Moedas 12,50") ou depois ("12,50 Moedas").
 */
export function formatStationCurrency(hundredths: number, station: StationCurrency): string {
  assertSafeInteger(hundredths, "hundredths");
  const name = station.currencyName?.trim() ?? "";
  if (name === "") return formatBRL(hundredths);
  const { units, scale } = parseMultiplier(station.currencyMultiplier);
  const amount = formatHundredths(divideRoundHalfUp(BigInt(hundredths) * units, scale));
  return station.currencyNamePosition === "before_currency" ? `${name} ${amount}` : `${amount} ${name}`;
}
