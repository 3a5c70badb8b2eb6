import { describe, expect, it } from "vitest";
import { messages } from "./messages";

// Trava os textos da especificação: qualquer mudança aqui é mudança visível ao usuário.
describe("messages", () => {
  it("keeps the spec texts verbatim", () => {
    expect(messages.required).toBe("Esse campo é obrigatório");
    expect(messages.adult).toBe("É necessário ser maior de 18 anos.");
    expect(messages.maxLength(50)).toBe("Esse campo deve possuir no máximo 50 caracteres");
    expect(messages.minLength(3)).toBe("Esse campo deve possuir no minimo 3 caracteres");
    expect(messages.number).toBe("Este campo só aceita números");
    expect(messages.minValue(0)).toBe("O valor deve ser maior que 0");
    expect(messages.password).toBe(
      "Senha precisa ter: uma letra maiúscula, uma letra minúscula, um número e tamanho entre 8 - 20.",
    );
    expect(messages.passwordConfirmation).toBe("As senhas não conferem");
    expect(messages.email).toBe("Email inválido");
    expect(messages.alphanumeric).toBe("Somente caracteres alfanuméricos");
    expect(messages.lowercase).toBe("Apenas letras minúsculas sem acento");
    expect(messages.subdomainLetters).toBe("Apenas letras sem acento");
    expect(messages.cpf).toBe("CPF inválido");
    expect(messages.cnpj).toBe("CNPJ inválido");
    expect(messages.cep).toBe("CEP inválido");
    expect(messages.phone).toBe("Telefone inválido");
    expect(messages.cardNumber).toBe("Número inválido");
    expect(messages.cvv).toBe("CVV inválido");
    expect(messages.cardExpiry).toBe("Data inválida");
    expect(messages.brDate).toBe("Data Inválida!");
  });
});
