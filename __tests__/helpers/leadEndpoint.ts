import http from "http";

export type EndpointMode = "accept" | "reject" | "hang" | "drop";

export interface ReceivedLead {
  method: string;
  contentType: string;
  origin: string;
  body: Record<string, unknown>;
}

export interface LeadEndpoint {
  /** What the endpoint does with the next POSTs. */
  mode: EndpointMode;
  received: ReceivedLead[];
  close: () => Promise<void>;
}

/**
 * A stand-in for a form service on 127.0.0.1:`port`, the address the test build of the site
 * was given in GATSBY_LEAD_ENDPOINT. It answers CORS preflights as a form service does, records
 * every POST, and then accepts it (201), rejects it (500), never answers, or drops the connection.
 */
export function startLeadEndpoint(port: number): Promise<LeadEndpoint> {
  const endpoint: LeadEndpoint = { mode: "accept", received: [], close: async () => undefined };
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
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        body = { unparsable: raw };
      }
      endpoint.received.push({
        method: req.method ?? "",
        contentType: req.headers["content-type"] ?? "",
        origin: req.headers.origin ?? "",
        body,
      });
      if (endpoint.mode === "hang") return;
      if (endpoint.mode === "drop") {
        req.socket.destroy();
        return;
      }
      const status = endpoint.mode === "accept" ? 201 : 500;
      res.writeHead(status, { ...cors, "Content-Type": "application/json" }).end(JSON.stringify({ ok: status < 300 }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", (error) => reject(new Error(`The test lead endpoint could not listen on 127.0.0.1:${port}: ${error.message}`)));
    server.listen(port, "127.0.0.1", () => {
      endpoint.close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolve(endpoint);
    });
  });
}
