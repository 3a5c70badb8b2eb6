import { describe, expect, it } from "vitest";
import { parseRosterCsv } from "./roster-csv";

describe("parseRosterCsv", () => {
  it("reads valid rows, normalises them and reports bad lines with their numbers", () => {
    const csv = [
      "cpf,nome,email,telefone",
      '529.982.247-25,"Souza, Maria",MARIA@Exemplo.com,(11) 9 8765-4321',
      "11144477735,João,,",
      "111.111.111-11,Inválido,x@y.com,",
      "12345678909,Ana,nao-e-email,",
      "",
    ].join("\n");
    const result = parseRosterCsv(csv);
    expect(result.entries).toEqual([
      { cpf: "52998224725", name: "Souza, Maria", email: "maria@exemplo.com", phone: "11987654321" },
      { cpf: "11144477735", name: "João", email: null, phone: null },
    ]);
    expect(result.errors).toEqual([
      { line: 4, message: "cpf: CPF inválido" },
      { line: 5, message: "email: Email inválido" },
    ]);
  });

  it("accepts semicolon files and refuses a file without the cpf column", () => {
    expect(parseRosterCsv("cpf;nome\n52998224725;Maria").entries).toHaveLength(1);
    expect(parseRosterCsv("nome,email\nMaria,m@x.com").errors[0]?.line).toBe(1);
  });

  it("keeps a quoted line break inside its field and counts lines from where each row starts", () => {
    const csv = [
      "cpf,nome,email,telefone",
      '529.982.247-25,"Maria',
      'da Silva",maria@exemplo.com,',
      '111.111.111-11,"Linha',
      'quebrada",x@y.com,',
      "12345678909,Ana,,",
    ].join("\r\n");
    const result = parseRosterCsv(csv);
    expect(result.entries).toEqual([
      { cpf: "52998224725", name: "Maria da Silva", email: "maria@exemplo.com", phone: null },
      { cpf: "12345678909", name: "Ana", email: null, phone: null },
    ]);
    expect(result.errors).toEqual([{ line: 4, message: "cpf: CPF inválido" }]);
  });
});
