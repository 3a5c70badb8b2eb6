import { describe, expect, it } from "vitest";
import { diskDriver } from "./drivers";
import { checkImage, imageTooLargeMessage, MEGABYTE, sniffImage, UNSUPPORTED_IMAGE_MESSAGE } from "./images";
import { isPrivateKey, isSafeKey, keyOfPublicPath, scopeOfKey } from "./keys";
import { storage, storeImage } from "./index";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function padded(head: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
}

describe("image checks", () => {
  it("recognises JPEG, PNG and GIF by their bytes only", () => {
    expect(sniffImage(JPEG)?.contentType).toBe("image/jpeg");
    expect(sniffImage(PNG)?.contentType).toBe("image/png");
    expect(sniffImage(GIF)?.contentType).toBe("image/gif");
    expect(sniffImage(SVG)).toBeNull();
    expect(sniffImage(new TextEncoder().encode("%PDF-1.7"))).toBeNull();
  });

  it("refuses other formats with the notice people see", () => {
    expect(checkImage(SVG, MEGABYTE)).toMatchObject({ ok: false, message: UNSUPPORTED_IMAGE_MESSAGE });
  });

  it("applies the spec's limits and texts", () => {
    expect(imageTooLargeMessage(MEGABYTE)).toBe("Erro: Imagem maior que 1MB");
    expect(imageTooLargeMessage(3 * MEGABYTE)).toBe("Erro: Imagem maior que 3MB");
    expect(checkImage(padded(PNG, MEGABYTE), MEGABYTE).ok).toBe(true);
    expect(checkImage(padded(PNG, MEGABYTE + 1), MEGABYTE)).toMatchObject({ ok: false, message: "Erro: Imagem maior que 1MB" });
    expect(checkImage(padded(JPEG, 2 * MEGABYTE), 3 * MEGABYTE).ok).toBe(true);
    expect(checkImage(padded(JPEG, 3 * MEGABYTE + 1), 3 * MEGABYTE)).toMatchObject({ message: "Erro: Imagem maior que 3MB" });
  });

  it("stores a wizard photo up to 3 MB but an owner photo only up to 1 MB", async () => {
    const twoMb = padded(JPEG, 2 * MEGABYTE);
    expect(await storeImage(7, "wizardPhoto", twoMb)).toMatchObject({ ok: true });
    expect(await storeImage("platform", "ownerPhoto", twoMb)).toMatchObject({ ok: false, message: "Erro: Imagem maior que 1MB" });
  });
});

describe("storage keys", () => {
  it("refuses path traversal and odd keys", () => {
    for (const key of [
      "../etc/passwd",
      "7/../../etc/passwd.png",
      "7/avatars/../../x.png",
      "/7/avatars/a.png",
      "7//a.png",
      "7/avatars/a.svg",
      "7/avatars/a.png/",
      "7\\avatars\\a.png",
      "07/avatars/a.png",
      "7/avatars/%2e%2e.png",
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
    expect(isSafeKey("7/avatars/ab12.png")).toBe(true);
    expect(isSafeKey("platform/brand/ab12.jpg")).toBe(true);
  });

  it("keeps documents to private keys of a station, which are never a public /files path", () => {
    expect(isSafeKey("7/private/downloads/ab12.pdf")).toBe(true);
    expect(isPrivateKey("7/private/downloads/ab12.pdf")).toBe(true);
    expect(isPrivateKey("7/avatars/ab12.png")).toBe(false);
    for (const key of ["7/avatars/ab12.pdf", "platform/private/downloads/ab12.pdf", "7/private/../x.pdf", "7/private/downloads/ab12.exe"]) {
      expect(isSafeKey(key), key).toBe(false);
    }
    expect(keyOfPublicPath("/files/7/private/downloads/ab12.pdf", 7)).toBeNull();
  });

  it("ties a key to its owner's scope", () => {
    expect(scopeOfKey("7/avatars/ab.png")).toBe(7);
    expect(scopeOfKey("platform/brand/ab.png")).toBe("platform");
    expect(keyOfPublicPath("/files/7/avatars/ab.png", 7)).toBe("7/avatars/ab.png");
    expect(keyOfPublicPath("/files/7/avatars/ab.png", 8)).toBeNull();
    expect(keyOfPublicPath("https://evil.test/files/7/avatars/ab.png", 7)).toBeNull();
  });

  it("never writes outside its folder, and round-trips files with their type", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "estacao-storage-"));
    const disk = diskDriver(root);
    await expect(disk.put("../escape.png", PNG, "image/png")).rejects.toThrow();
    await expect(disk.get("7/../../x.png")).rejects.toThrow();
    await disk.put("7/avatars/abc.png", PNG, "image/png");
    expect(fs.existsSync(path.join(root, "7/avatars/abc.png"))).toBe(true);
    expect(await disk.get("7/avatars/abc.png")).toEqual({ data: PNG, contentType: "image/png" });
    await disk.delete("7/avatars/abc.png");
    expect(await disk.get("7/avatars/abc.png")).toBeNull();
  });

  it("the default driver stores uploads where /files serves them", async () => {
    const result = await storeImage(3, "profilePhoto", GIF);
    if (!result.ok) throw new Error(result.message);
    expect(result.url).toMatch(/^\/files\/3\/avatars\/[a-f0-9]{24}\.gif$/);
    expect((await storage().get(result.key))?.contentType).toBe("image/gif");
  });
});
