import { describe, expect, it } from "vitest";
import { logSecurityEvent, maskCpf, maskEmail } from "./events";

describe("security events", () => {
  it("writes one JSON line with the kind and no secret", () => {
    const lines: string[] = [];
    logSecurityEvent({ kind: "login.failed", stationId: 1, ip: "127.0.0.1", detail: { who: maskCpf("529.982.247-25") } }, (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    const event = JSON.parse(lines[0]!);
    expect(event).toMatchObject({ type: "security", kind: "login.failed", stationId: 1, detail: { who: "***.***.*47-25" } });
    expect(lines[0]).not.toContain("529982");
  });

  it("masks e-mails to their first letter and domain", () => {
    expect(maskEmail("membro@demo.test")).toBe("m***@demo.test");
    expect(maskEmail(null)).toBeNull();
  });

  it("goes through the app's logger: a level, and a CPF, an e-mail or a token in a field is masked even when the caller forgot", () => {
    const lines: string[] = [];
    logSecurityEvent({ kind: "password.reset.requested", stationId: 1, detail: { email: "membro@demo.test", cpf: "529.982.247-25", token: "abc123def456" } }, (l) => lines.push(l));
    const event = JSON.parse(lines[0]!);
    expect(event).toMatchObject({ level: "info", type: "security", kind: "password.reset.requested", detail: { email: "m***@demo.test", cpf: "***.***.*47-25", token: "[redacted]" } });
    for (const secret of ["membro@", "529.982", "abc123def456"]) expect(lines[0]).not.toContain(secret);
  });
});
