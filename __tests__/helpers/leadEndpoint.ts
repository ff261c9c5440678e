import http from "http";
import type { AddressInfo } from "net";
import { browserSuite } from "./browserSuite";

export type EndpointMode = "accept" | "reject" | "unavailable" | "hang" | "drop";

export interface ReceivedLead {
  method: string;
  contentType: string;
  origin: string;
  body: Record<string, unknown>;
  /** The status it was answered with; none when it was left hanging or dropped. */
  status?: number;
}

export interface LeadEndpoint {
  /** What the endpoint does with the next POSTs. */
  mode: EndpointMode;
  /** How long it takes to answer, in ms (0: at once). */
  delayMs: number;
  received: ReceivedLead[];
  /** The port it listens on, on 127.0.0.1, chosen by the system when it started. */
  port: number;
  close: () => Promise<void>;
}

/**
 * A stand-in for a form service, on a free port of 127.0.0.1 that the system picks when it
 * listens (so no other process can hold it). The test build of the site posts to a fixed name
 * (GATSBY_LEAD_ENDPOINT, scripts/test.mjs), and the browser is told that the name is this
 * server (`hostRule`). It answers CORS preflights as a form service does, records
 * every POST (JSON, or form-encoded as a browser sends a form without scripts), and then accepts
 * it (201), rejects it (500), is unavailable (503), never answers, or drops the connection.
 */
function startLeadEndpoint(endpoint: LeadEndpoint): Promise<LeadEndpoint> {
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Accept",
  };
  const server = http.createServer((req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors).end();
      return;
    }
    // Anything else a browser asks of the service's address (its favicon, after a form posted
    // there without scripts) is not a lead.
    if (req.method !== "POST") {
      res.writeHead(404).end();
      return;
    }
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const contentType = req.headers["content-type"] ?? "";
      let body: Record<string, unknown> = {};
      try {
        body = contentType.startsWith("application/x-www-form-urlencoded") ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
      } catch {
        body = { unparsable: raw };
      }
      const lead: ReceivedLead = { method: req.method ?? "", contentType, origin: req.headers.origin ?? "", body };
      endpoint.received.push(lead);
      const { mode } = endpoint;
      if (mode === "hang") return;
      if (mode === "drop") {
        req.socket.destroy();
        return;
      }
      const status = mode === "accept" ? 201 : mode === "unavailable" ? 503 : 500;
      setTimeout(() => {
        lead.status = status;
        res.writeHead(status, { ...cors, "Content-Type": "application/json" }).end(JSON.stringify({ ok: status < 300 }));
      }, endpoint.delayMs);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error) => reject(new Error(`The test lead endpoint could not listen on 127.0.0.1: ${error.message}`)));
    server.listen(0, "127.0.0.1", () => {
      endpoint.port = (server.address() as AddressInfo).port;
      endpoint.close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolve(endpoint);
    });
  });
}

/** Chromium's flag that sends every request for the host of `url` to the endpoint instead. */
const hostRule = (url: string, endpoint: LeadEndpoint) => `--host-rules=MAP ${new URL(url).hostname} 127.0.0.1:${endpoint.port}`;

/**
 * A browser suite (browserSuite.ts) whose browser sends the test site's lead forms to a stand-in
 * form service of its own: the test site is built with GATSBY_LEAD_ENDPOINT=LEAD_ENDPOINT_URL
 * (scripts/testSite.mjs), a name the browser is told is this service. Before each test the
 * service accepts at once and has received nothing. `url` is the name the forms post to.
 */
export function suiteWithLeadEndpoint() {
  const endpointUrl = process.env.LEAD_ENDPOINT_URL;
  if (!endpointUrl) {
    throw new Error(
      "LEAD_ENDPOINT_URL is not set: run these tests through `npm test` or `npm run test:browser`, which build the site with a test lead endpoint.",
    );
  }
  const endpoint: LeadEndpoint = { mode: "accept", delayMs: 0, received: [], port: 0, close: async () => undefined };
  const suite = browserSuite(undefined, async () => [hostRule(endpointUrl, await startLeadEndpoint(endpoint))]);
  afterAll(async () => {
    await endpoint.close();
  });
  beforeEach(() => {
    endpoint.mode = "accept";
    endpoint.delayMs = 0;
    endpoint.received = [];
  });
  return { suite, endpoint, url: endpointUrl };
}
