import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security";

const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)?.[1]?.split(" ") ?? [];

describe("contentSecurityPolicy", () => {
  it("lets run only same-origin scripts and the inline scripts whose hashes it is given", () => {
    const hash = "'sha256-AAAA'";
    expect(scriptSrc(contentSecurityPolicy(null, [hash]))).toEqual(["'self'", hash]);
    expect(scriptSrc(contentSecurityPolicy(null))).toEqual(["'self'"]);
    expect(contentSecurityPolicy(null)).not.toContain("nonce");
  });
});
