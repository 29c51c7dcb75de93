import { request } from "node:http";
import type { RawBody } from "./malformed-input";

/** One malformed request of a fuzz suite, and what it tries (shown when it fails). */
export type Probe = { method: string; path: string; body?: RawBody; label: string };

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends a probe on a connection of its own (a server may close a connection whose large body it
 * did not read, and a shared one would then fail the next probe) and reads the whole answer. Returns
 * what went wrong (a 5xx, no answer in 15 s, a dropped connection), or undefined.
 */
export function sendProbe(baseUrl: string, probe: Probe, headers: Record<string, string>) {
  return new Promise<string | undefined>((resolve) => {
    const url = new URL(probe.path, baseUrl);
    const body = probe.body?.data;
    const outgoing = request(
      url,
      {
        method: probe.method,
        agent: false,
        headers: {
          ...headers,
          ...(probe.body?.contentType ? { "content-type": probe.body.contentType } : {}),
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve((response.statusCode ?? 0) >= 500 ? `${response.statusCode}` : undefined),
        );
        response.on("error", () => resolve("the answer broke off"));
      },
    );
    outgoing.on("timeout", () => {
      outgoing.destroy();
      resolve("no answer (hang)");
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      resolve(`connection failed: ${error.code ?? error.message}`),
    );
    outgoing.end(body);
  });
}

/** Sends the probes, `inFlight` at a time; each failure is listed with the probe that caused it. */
export async function sendProbes(
  baseUrl: string,
  probes: Probe[],
  headers: Record<string, string>,
  inFlight: number,
): Promise<{ failures: string[]; sent: number }> {
  const pending = [...probes];
  const failures: string[] = [];
  let sent = 0;
  const worker = async () => {
    for (let probe = pending.shift(); probe; probe = pending.shift()) {
      sent += 1;
      const failure = await sendProbe(baseUrl, probe, headers);
      if (failure) failures.push(`${probe.method} ${probe.path.slice(0, 120)} [${probe.label}] → ${failure}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { failures, sent };
}
