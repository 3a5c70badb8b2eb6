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
  const segments = Array.from(graphemes.segment(text), (s) => s.segment);
  if (segments.length <= n) return text;
  return `${segments.slice(0, n).join("").trimEnd()}...`;
}
