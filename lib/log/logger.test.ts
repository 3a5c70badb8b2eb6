import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger({ write: (line: string) => void lines.push(line) }) };
}

describe("the app's logger", () => {
  it("writes one JSON line per event with its level and time", () => {
    const { lines, logger } = capture();
    logger.info({ kind: "x" }, "hello");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", kind: "x", msg: "hello", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it("masks CPFs and e-mails and drops secrets by field name, at the top and one level down", () => {
    const { lines, logger } = capture();
    logger.warn({ cpf: "529.982.247-25", email: "membro@demo.test", token: "tok_abc123secret", detail: { password: "hunter22", cpf: "52998224725" } });
    const line = lines[0]!;
    expect(JSON.parse(line)).toMatchObject({ cpf: "***.***.*47-25", email: "m***@demo.test", token: "[redacted]", detail: { password: "[redacted]", cpf: "***.***.*47-25" } });
    for (const secret of ["529.982", "52998224725", "membro@", "tok_abc123secret", "hunter22"]) expect(line).not.toContain(secret);
  });

  it("writes errors to stderr and the rest to stdout, one line each", () => {
    const out = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const err = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const logger = createLogger();
      logger.info({ n: 1 });
      logger.error({ n: 2 });
      expect(out.mock.calls.map(([line]) => JSON.parse(String(line)).n)).toEqual([1]);
      expect(err.mock.calls.map(([line]) => JSON.parse(String(line)).n)).toEqual([2]);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
