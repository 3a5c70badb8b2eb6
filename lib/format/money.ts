// Formatação e leitura de valores em reais. Valores circulam como centavos
// inteiros; conversão para texto só acontece aqui, na borda (UI e máscara).

const brlFormat = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

export function assertSafeInteger(value: number, name: string): void {
  // Valor não inteiro é bug de quem chamou (dinheiro fracionado em float);
  // falhar alto evita mostrar um valor arredondado silenciosamente.
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
}

/** 123456 -> "R$ 1.234,56"; -123456 -> "-R$ 1.234,56". */
export function formatBRL(cents: number): string {
  assertSafeInteger(cents, "cents");
  // `+ 0` transforma -0 em 0 (senão sairia "-R$ 0,00"). A divisão por 100 é
  // segura: o erro do float fica muito abaixo do meio centavo que o Intl arredonda.
  // O Intl separa "R$" com espaço não separável; normalizamos para o espaço comum
  // para que UI, testes e textos copiados batam.
  return brlFormat.format((cents + 0) / 100).replace(/[\u00a0\u202f]/g, " ");
}

/**
 * Lê o texto da máscara de BRL ("1.234,56", "R$ 0,50", "10", "-R$ 5,00") e
 * devolve centavos, ou null se não for um valor claro. Mais de duas casas
 * decimais ou agrupamento errado ("1.23,00") dão null em vez de arredondar.
 */
export function parseBRL(input: string): number | null {
  let s = input.replace(/[\u00a0\u202f]/g, " ").trim();
  let negative = false;
  if (s.startsWith("-")) {
    negative = true;
    s = s.slice(1).trim();
  }
  if (s.startsWith("R$")) s = s.slice(2).trim();
  if (!negative && s.startsWith("-")) {
    negative = true;
    s = s.slice(1).trim();
  }
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const reais = Number((m[1] ?? "").replace(/\./g, ""));
  const centavos = Number((m[2] ?? "").padEnd(2, "0"));
  const cents = reais * 100 + centavos;
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
