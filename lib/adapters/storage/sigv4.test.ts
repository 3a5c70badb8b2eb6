import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { s3Driver } from "./drivers";
import { signRequest } from "./sigv4";

// AWS's published example: "Example: GET Object" of the S3 SigV4 header-authentication docs
// (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html).
const EXAMPLE_CREDENTIALS = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "s3",
};
const EXAMPLE_TIME = new Date("2013-05-24T00:00:00Z");

describe("SigV4", () => {
  it("matches AWS's published GET Object example", () => {
    const headers = signRequest(
      { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { range: "bytes=0-9" } },
      EXAMPLE_CREDENTIALS,
      EXAMPLE_TIME,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("matches AWS's published PUT Object example", () => {
    const body = "Welcome to Amazon S3.";
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        body,
      },
      EXAMPLE_CREDENTIALS,
      EXAMPLE_TIME,
    );
    expect(headers["x-amz-content-sha256"]).toBe(createHash("sha256").update(body).digest("hex"));
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, " +
        "Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });

  it("the S3 driver sends signed path-style requests", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const driver = s3Driver({
      endpoint: "http://minio.local:9000",
      bucket: "estacao",
      credentials: { accessKeyId: "k", secretAccessKey: "s", region: "us-east-1" },
      fetch: (async (url: URL, init: RequestInit) => {
        calls.push({ url: String(url), init });
        return new Response(init.method === "GET" ? "x" : null, { status: 200, headers: { "content-type": "image/png" } });
      }) as unknown as typeof fetch,
    });
    await driver.put("7/avatars/a.png", new Uint8Array([1, 2]), "image/png");
    expect(calls[0]!.url).toBe("http://minio.local:9000/estacao/7/avatars/a.png");
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=k\//);
    expect((await driver.get("7/avatars/a.png"))?.contentType).toBe("image/png");
    await expect(driver.get("../secret.png")).rejects.toThrow();
  });
});
