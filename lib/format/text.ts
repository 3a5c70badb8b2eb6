// Encurtamento de textos para exibição (cards, títulos). Limites usados na
// especificação: 50 (padrão), 62/70/82 (textos de cards), 30 (título de vídeo).

const graphemes = new Intl.Segmenter("pt-BR", { granularity: "grapheme" });

/**
 * Até `n` caracteres visíveis + "..." (as reticências não contam no limite).
 * Corta por grafema, para não partir emoji ou letra com acento combinante, e
 * remove o espaço que sobraria antes das reticências.
 */
export function truncate(text: string, n = 50): string {
  // Comprimento UTF-16 <= n implica no máximo n grafemas: evita segmentar à toa.
  if (text.length <= n) return text;
  // Caso comum (pt-BR com letras pré-compostas): se as n + 1 primeiras unidades são caracteres
  // latinos simples, cada uma é um grafema e nenhuma se junta à anterior, então cortar em n unidades
  // é cortar em n grafemas. O segmentador custa ~25 µs por cartão; isto, quase nada.
  if (SIMPLE_LATIN.test(text.slice(0, n + 1))) return `${text.slice(0, n).trimEnd()}...`;
  // O iterador de grafemas é preguiçoso: para no grafema n + 1, sem segmentar o texto inteiro.
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length === n) return `${kept.join("").trimEnd()}...`;
    kept.push(segment);
  }
  return text;
}

/** Espaço, ASCII visível, Latin-1 e Latin Extended-A/B: nenhum é acento combinante nem surrogate. */
const SIMPLE_LATIN = /^[\x20-\x7e\u00a0-\u024f]*$/;

/** An e-mail's first line: "Olá, Ana!" from the first name, or "Olá!" when there is none. */
export function greeting(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0] ?? "";
  return `Olá${first ? `, ${first}` : ""}!`;
}
