import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { pinoHttp } from "pino-http";
import { log } from "@/server/log";
import { pathOf } from "./front-door";

/** An id a proxy in front may have given the request (Render, Heroku and others do). */
const GIVEN_ID = /^[\w.:-]{1,64}$/;

/**
 * One line per answered request. Its id (the proxy's X-Request-Id, else a new one) is sent back
 * as X-Request-Id, so a report quoting it finds the line.
 */
export const logRequest = pinoHttp({
  logger: log,
  genReqId(request, response) {
    const given = request.headers["x-request-id"];
    const id = typeof given === "string" && GIVEN_ID.test(given) ? given : randomUUID();
    response.setHeader("x-request-id", id);
    return id;
  },
  wrapSerializers: false,
  serializers: {
    // The path alone: a query may hold what a visitor typed (a search, say).
    req: (request: IncomingMessage) => ({ method: request.method, path: pathOf(request) }),
    res: (response: { statusCode: number }) => ({ status: response.statusCode }),
  },
  customLogLevel: (_request, response, error) =>
    error || response.statusCode >= 500 ? "error" : "info",
  customSuccessMessage: () => "answered",
  customErrorMessage: () => "failed",
  // A line logged while answering (request.log) carries the request's id, not all of it again.
  quietReqLogger: true,
});
