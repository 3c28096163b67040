import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

export interface RenderToHtmlOptions {
  /** A CSP nonce for any inline script React writes (none: the page's CSP lists their hashes). */
  nonce?: string | undefined;
  signal?: AbortSignal;
  /** A component failed: React renders its nearest boundary's fallback and the browser retries it. */
  onError?: (error: unknown) => void;
}

/**
 * Renders a React tree to one HTML string once everything in it is ready (lazy routes and
 * components, suspended data): the server caches whole pages and must know the status before it
 * answers, so it does not stream the shell before the content.
 */
export function renderToHtml(
  element: ReactNode,
  { nonce, signal, onError }: RenderToHtmlOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // React outlines a large finished boundary behind its fallback, revealed by an inline script:
      // a reader without JavaScript would see the skeleton. The page is sent whole, so inline all.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        onError?.(error);
        if (!signal?.aborted) console.error("Server render error", error);
      },
    });
    signal?.addEventListener("abort", () => stream.abort(signal.reason), { once: true });
  });
}
