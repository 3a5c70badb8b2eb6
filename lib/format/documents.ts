// Máscaras de exibição de documentos e contatos (CPF, CNPJ, telefone, CEP) e
// versões ocultas de e-mail/telefone para indicar para onde foi um código.
// Entrada com tamanho inesperado volta como veio: formatar não deve quebrar a tela.

function digits(s: string): string {
  return s.replace(/\D/g, "");
}

/** "52998224725" ou já mascarado -> "529.982.247-25". */
export function formatCpf(input: string): string {
  const d = digits(input);
  if (d.length !== 11) return input;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** "11222333000181" -> "11.222.333/0001-81"; também o CNPJ alfanumérico. */
export function formatCnpj(input: string): string {
  const v = input.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
  if (v.length !== 14) return input;
  return `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;
}

/** Celular "(11) 9 8765-4321" (11 dígitos) ou fixo "(11) 3456-7890" (10). */
export function formatPhone(input: string): string {
  const d = digits(input);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 3)} ${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return input;
}

/** "01310100" -> "01.310-100" (formato com ponto, como na especificação). */
export function formatCep(input: string): string {
  const d = digits(input);
  if (d.length !== 8) return input;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}-${d.slice(5)}`;
}

// Quantidade fixa de asteriscos: não revela o tamanho do endereço.
const EMAIL_STARS = "*******";

/** "joana.silva@exemplo.com" -> "jo*******@exemplo.com". */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  const local = at >= 0 ? trimmed.slice(0, at) : trimmed;
  const domain = at >= 0 ? trimmed.slice(at) : "";
  // Em endereços curtos mostrar 2 caracteres entregaria quase tudo.
  const visible = Array.from(local).slice(0, local.length > 2 ? 2 : 1).join("");
  return `${visible}${EMAIL_STARS}${domain}`;
}

/** "11987654321" -> "(11) 9 ****-4321"; fixo "1134567890" -> "(11) ****-7890". */
export function maskPhone(input: string): string {
  const d = digits(input);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 3)} ****-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ****-${d.slice(6)}`;
  // Formato desconhecido: nunca devolver o número inteiro em texto aberto.
  return d.length > 4 ? `****${d.slice(-4)}` : "****";
}
