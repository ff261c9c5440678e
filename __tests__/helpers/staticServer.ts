import fs from "fs";
import http from "http";
import path from "path";
import type { AddressInfo } from "net";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".json": "application/json",
  ".css": "text/css",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain",
  ".webmanifest": "application/manifest+json",
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a built site the way GitHub Pages does: a file, a folder's index.html (redirecting
 * "/x" to "/x/"), or the root 404.html with status 404. Listens on 127.0.0.1 only. `tools` are
 * the tests' own files, each at a path of its own that no build has (a URL path to a file), such
 * as the accessibility checker the browser tests load into each page.
 */
export function serveStatic(root: string, prefix = "", tools: Record<string, string> = {}): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let pathname = decodeURIComponent(url.pathname);
    const send = (file: string, status = 200) => {
      // Cached for ten minutes, as GitHub Pages serves every file (so a tool's script is compiled once, too).
      res.writeHead(status, { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream", "Cache-Control": "max-age=600" });
      if (req.method === "HEAD") res.end();
      else fs.createReadStream(file).pipe(res);
    };
    if (tools[pathname]) return send(tools[pathname]);
    if (prefix) {
      // Like GitHub Pages, only paths under the project's prefix belong to the site.
      if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not under the site's path prefix");
        return;
      }
      pathname = pathname.slice(prefix.length) || "/";
    }
    const target = path.join(root, pathname);
    if (!target.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    if (fs.existsSync(target) && fs.statSync(target).isFile()) return send(target);
    if (fs.existsSync(path.join(target, "index.html"))) {
      if (!pathname.endsWith("/")) {
        res.writeHead(301, { Location: `${prefix}${pathname}/${url.search}` }).end();
        return;
      }
      return send(path.join(target, "index.html"));
    }
    return send(path.join(root, "404.html"), 404);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}${prefix}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
