// The PIX "copia e cola" payload: an EMV QR Code (BR Code) as the Banco Central's Manual do BR
// Code and Manual de Padrões para Iniciação do Pix lay it out. Each field is ID (2 digits), length
// (2 digits) and value; the last field is a CRC16-CCITT-FALSE of everything before its value.
// Amounts come in as integer cents and are written as "123.45" without ever passing through a float.

/** GUI of the Pix arrangement inside the Merchant Account Information template (ID 26). */
const PIX_GUI = "br.gov.bcb.pix";

export interface PixPayloadInput {
  /** The receiver's Pix key (e-mail, phone +55..., CPF/CNPJ or a random EVP key). */
  key: string;
  amountCents: number;
  /** At most 25 letters and digits; anything else is refused, not silently trimmed. */
  txid: string;
  /** Cut to 25 ASCII characters. */
  merchantName: string;
  /** Cut to 15 ASCII characters. */
  merchantCity: string;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC16-CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Upper-case ASCII without accents, as payers' banking apps expect names and cities. */
export function asciiUpper(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .\-]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** 12345 -> "123.45"; integer arithmetic only. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`PIX amount must be a positive integer of cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export function buildPixPayload(input: PixPayloadInput): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(input.txid)) throw new Error("PIX txid must be 1 to 25 letters and digits");
  const name = asciiUpper(input.merchantName, 25);
  const city = asciiUpper(input.merchantCity, 15);
  if (!name || !city) throw new Error("PIX merchant name and city must have at least one ASCII character");
  const body =
    field("00", "01") + // Payload Format Indicator
    field("01", "12") + // Point of Initiation Method: 12 = this code is for one payment only
    field("26", field("00", PIX_GUI) + field("01", input.key)) +
    field("52", "0000") + // Merchant Category Code: not informed
    field("53", "986") + // Transaction currency: BRL (ISO 4217)
    field("54", centsToDecimalString(input.amountCents)) +
    field("58", "BR") +
    field("59", name) +
    field("60", city) +
    field("62", field("05", input.txid)) +
    "6304";
  return body + crc16CcittFalse(body);
}

/** Top-level fields of a BR Code by ID (values of templates stay unparsed); null if malformed. */
export function readBrCodeFields(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) return null;
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
