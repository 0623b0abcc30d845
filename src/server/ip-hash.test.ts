import { describe, expect, it } from "vitest";
import { clientIp, networkSubject, rateLimitSubject } from "./ip-hash";

describe("rateLimitSubject", () => {
  it("counts an IPv6 client by its /64, however it writes or rotates its address", () => {
    const network = "2001:0db8:0001:0002::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:a1b2:c3d4:e5f6:789",
      "2001:DB8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(rateLimitSubject(address), address).toBe(network);
    }
    expect(rateLimitSubject("2001:db8:1:3::1")).toBe("2001:0db8:0001:0003::/64");
    expect(rateLimitSubject("::1")).toBe("0000:0000:0000:0000::/64");
    expect(rateLimitSubject("64:ff9b:1::192.0.2.1")).toBe("0064:ff9b:0001:0000::/64");
  });

  it("counts an IPv4 client by its address, also when a dual-stack socket writes it as IPv6", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("203.0.113.8")).not.toBe(rateLimitSubject("203.0.113.7"));
  });

  it("leaves anything else as it is", () => {
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });
});

describe("networkSubject", () => {
  it("counts an IPv6 client by its /48, every /64 within it alike; an IPv4 one by its address", () => {
    const network = "2001:0db8:0001::/48";
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:ffff::9", "2001:DB8:1::"]) {
      expect(networkSubject(address), address).toBe(network);
    }
    expect(networkSubject("2001:db8:2::1")).toBe("2001:0db8:0002::/48");
    expect(networkSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkSubject("unknown")).toBe("unknown");
  });
});

describe("clientIp", () => {
  it("reads the address the front door settled in X-Forwarded-For, and no header a client could set", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(
      clientIp(new Headers({ "x-real-ip": "198.51.100.99", "x-client-ip": "198.51.100.98" })),
    ).toBe("unknown");
  });
});
