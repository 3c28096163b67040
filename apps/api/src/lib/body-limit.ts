import type { MiddlewareHandler } from "hono";

/** How big a request body may be, and how much of a bigger one is read (and dropped) before the 413. */
export interface BodyLimit {
  /** The largest body a call takes. */
  maxBytes: number;
  /** The most of a too-large body read to its end before answering; past it the 413 goes at once. */
  drainBytes: number;
  /** The longest the rest of a too-large body is waited for. */
  drainMs: number;
}

/**
 * Refuses bodies over `maxBytes`, with `tooLarge()`'s answer, after reading the rest of the body.
 * A client that sends its whole body before it reads the answer (most do) would otherwise see a
 * reset: the server closing a socket with unread data in it makes the kernel send RST, and the
 * client's kernel then drops the 413 it had received. So the body is read to its end first —
 * counted, not kept — up to `drainBytes` and `drainMs`, past which the answer goes anyway (a
 * client streaming without end cannot hold the connection). A body within the limit is buffered
 * and handed on, so the handler's own read cannot run past it.
 */
export function limitBody(limit: BodyLimit, tooLarge: () => Error): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (!c.req.header("transfer-encoding") && declared <= limit.maxBytes) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let over = declared > limit.maxBytes;
    const deadline = Date.now() + limit.drainMs;
    for (;;) {
      const { done, value } = await readBefore(reader, deadline);
      if (done) break;
      size += value.length;
      if (size > limit.maxBytes) over = true;
      if (over) {
        chunks.length = 0;
        if (size > limit.drainBytes || Date.now() > deadline) break;
      } else chunks.push(value);
    }
    if (over) {
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    c.req.raw = new Request(c.req.raw, { body: concat(chunks, size) });
    return next();
  };
}

/** One read of the body, or "done" once the deadline passed (a client that stopped sending). */
async function readBefore(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: number,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ReadableStreamReadResult<Uint8Array>>((resolve) => {
    timer = setTimeout(() => resolve({ done: true, value: undefined }), Math.max(deadline - Date.now(), 0));
  });
  try {
    return await Promise.race([reader.read(), late]);
  } finally {
    clearTimeout(timer);
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
