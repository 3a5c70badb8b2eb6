// Catálogo de mensagens de validação exibidas ao usuário. Os textos vêm da
// especificação e devem ser usados literalmente (inclusive grafias como
// "minimo" sem acento), porque testes e telas comparam a string exata.

export const messages = {
  required: "Esse campo é obrigatório",
  adult: "É necessário ser maior de 18 anos.",
  maxLength: (n: number): string => `Esse campo deve possuir no máximo ${n} caracteres`,
  // "minimo" sem acento é proposital: é o texto da especificação.
  minLength: (n: number): string => `Esse campo deve possuir no minimo ${n} caracteres`,
  number: "Este campo só aceita números",
  minValue: (n: number): string => `O valor deve ser maior que ${n}`,
  password:
    "Senha precisa ter: uma letra maiúscula, uma letra minúscula, um número e tamanho entre 8 - 20.",
  // A especificação não define texto para confirmação divergente; escolha nossa.
  passwordConfirmation: "As senhas não conferem",
  email: "Email inválido",
  alphanumeric: "Somente caracteres alfanuméricos",
  lowercase: "Apenas letras minúsculas sem acento",
  subdomainLetters: "Apenas letras sem acento",
  cpf: "CPF inválido",
  cnpj: "CNPJ inválido",
  cep: "CEP inválido",
  // A especificação não define texto para telefone inválido; escolha nossa.
  phone: "Telefone inválido",
  cardNumber: "Número inválido",
  cvv: "CVV inválido",
  cardExpiry: "Data inválida",
  // Difere de cardExpiry ("Data inválida") na caixa e no "!": ambos vêm da spec.
  brDate: "Data Inválida!",
  // A especificação não define texto para um id fora do intervalo; escolha nossa.
  id: "Identificador inválido",
  // A especificação não define texto para um caractere nulo (U+0000), que nenhum teclado digita e
  // o PostgreSQL não guarda; escolha nossa.
  nulCharacter: "O texto contém um caractere inválido.",
} as const;

export type Messages = typeof messages;
