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
});
