import { describe, expect, it } from "vitest";
import { HttpError } from "@/server/http/json";
import { parseFormBody, readLeadBody } from "./body";

const FORM = "application/x-www-form-urlencoded";

const request = (body: string | Uint8Array, type: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/contact", {
    method: "POST",
    headers: { "content-type": type, ...headers },
    body: typeof body === "string" ? body : Uint8Array.from(body),
  });

/** The error a call throws, to check its status and message. */
async function refusal(work: () => unknown): Promise<HttpError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("parseFormBody", () => {
  it("reads + as a space and %XX as UTF-8 bytes, as browsers encode a form", () => {
    expect(
      parseFormBody("name=Zo%C3%AB+M%C3%BCller&notes=50%25+off%0D%0Alunch&email=a%2Bb%40x.example"),
    ).toEqual({ name: "Zoë Müller", notes: "50% off\r\nlunch", email: "a+b@x.example" });
    expect(parseFormBody("name=%F0%9F%A6%B7+Dental")).toEqual({ name: "🦷 Dental" });
    // Whatever else a client sends outside ASCII is read as the character it is.
    expect(parseFormBody("name=Zoë")).toEqual({ name: "Zoë" });
  });

  it("keeps empty values, and skips empty pairs and nameless ones", () => {
    expect(parseFormBody("phone=&practice&&=orphan&name=Dana&")).toEqual({
      phone: "",
      practice: "",
      name: "Dana",
    });
    expect(parseFormBody("")).toEqual({});
  });

  it("refuses a field sent twice, a malformed escape and bytes that are not UTF-8 (400)", async () => {
    const twice = await refusal(() => parseFormBody("email=a%40x.example&email=b%40x.example"));
    expect([twice.status, twice.message]).toEqual([400, 'The form sent "email" more than once.']);
    // A name that could be anything is not repeated back.
    expect((await refusal(() => parseFormBody("%3Cb%3E=1&%3Cb%3E=2"))).message).toBe(
      "The form sent a field more than once.",
    );
    for (const body of ["name=50%", "name=%zz", "name=%4"]) {
      const malformed = await refusal(() => parseFormBody(body));
      expect([body, malformed.status, malformed.message]).toEqual([
        body,
        400,
        "The form data has a malformed % escape.",
      ]);
    }
    const latin1 = await refusal(() => parseFormBody("name=Zo%EB"));
    expect([latin1.status, latin1.message]).toEqual([400, "The request body is not valid UTF-8."]);
  });

  it("cannot be led into the object's own properties", () => {
    const fields = parseFormBody("__proto__=x&constructor=y&toString=z");
    expect(Object.keys(fields)).toEqual(["__proto__", "constructor", "toString"]);
    expect(fields.__proto__).toBe("x");
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });
});

describe("readLeadBody", () => {
  it("reads a form body, with or without a UTF-8 charset", async () => {
    for (const type of [FORM, `${FORM}; charset=UTF-8`, `${FORM};charset="utf-8"`]) {
      expect(await readLeadBody(request("name=Dana&email=d%40x.example", type))).toEqual({
        name: "Dana",
        email: "d@x.example",
      });
    }
  });

  it("refuses another charset (415), a body over the limit (413) and other types (415)", async () => {
    const latin1 = await refusal(() =>
      readLeadBody(request("name=Zo%EB", `${FORM}; charset=iso-8859-1`)),
    );
    expect([latin1.status, latin1.message]).toEqual([
      415,
      "Send the lead as UTF-8 form data; charset=iso-8859-1 is not supported.",
    ]);
    const long = `message=${"x".repeat(40 * 1024)}`;
    const declared = await refusal(() => readLeadBody(request(long, FORM)));
    expect([declared.status, declared.message]).toEqual([413, "The request body is over 32 KB."]);
    const streamed = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": FORM },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(long));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect((await refusal(() => readLeadBody(streamed))).status).toBe(413);
    for (const type of ["text/plain", "multipart/form-data; boundary=x", ""]) {
      const other = await refusal(() => readLeadBody(request("name=Dana", type)));
      expect([type, other.status]).toEqual([type, 415]);
      expect(other.message).toBe(
        "Send the lead as JSON (application/json) or as a form (application/x-www-form-urlencoded).",
      );
    }
  });

  it("still reads JSON objects as before", async () => {
    expect(await readLeadBody(request('{"name":"Dana"}', "application/json"))).toEqual({
      name: "Dana",
    });
    expect((await refusal(() => readLeadBody(request("[1]", "application/json")))).message).toBe(
      "The request body must be a JSON object.",
    );
  });
});
