import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";
import dns2 from "dns2";

const { Packet } = dns2;

/** What the test server knows about one name; names it does not know answer NXDOMAIN. */
export type TestZoneEntry = {
  mx?: { exchange: string; priority: number }[];
  a?: string[];
  aaaa?: string[];
  /** Never answer: the client's query times out, as with an unreachable resolver. */
  silent?: boolean;
  /** Answer SERVFAIL, as a resolver does when the domain's own name servers are broken. */
  servfail?: boolean;
};

export type TestDnsServer = {
  /** "127.0.0.1:port", ready for DNS_SERVERS. */
  address: string;
  /** Every question received, as "name TYPE" (lower-cased name), in arrival order. */
  queries: string[];
  close(): Promise<void>;
};

const TYPE_NAMES = new Map<number, string>(Object.entries(Packet.TYPE).map(([name, code]) => [code, name]));
const RCODE_SERVFAIL = 2;
const RCODE_NXDOMAIN = 3;

/** A real DNS server on 127.0.0.1 (UDP, free port) answering from a fixed zone. */
export async function startTestDnsServer(zone: Record<string, TestZoneEntry>): Promise<TestDnsServer> {
  const queries: string[] = [];
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    if (!question) return send(response);
    const name = question.name.toLowerCase();
    queries.push(`${name} ${TYPE_NAMES.get(question.type) ?? question.type}`);
    const entry = zone[name];
    if (entry?.silent) return;
    if (!entry || entry.servfail) {
      response.header.rcode = entry ? RCODE_SERVFAIL : RCODE_NXDOMAIN;
      return send(response);
    }
    for (const record of answersFor(entry, question.type)) {
      response.answers.push({ name: question.name, class: Packet.CLASS.IN, ttl: 60, ...record } as never);
    }
    send(response);
  });
  await server.listen(0, "127.0.0.1");
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function answersFor(entry: TestZoneEntry, type: number): Record<string, unknown>[] {
  if (type === Packet.TYPE.MX) return (entry.mx ?? []).map((mx) => ({ type, ...mx }));
  if (type === Packet.TYPE.A) return (entry.a ?? []).map((address) => ({ type, address }));
  if (type === Packet.TYPE.AAAA) return (entry.aaaa ?? []).map((address) => ({ type, address }));
  return [];
}

/** "127.0.0.1:port" of a UDP port nobody listens on: queries sent there get no answer. */
export async function closedDnsAddress(): Promise<string> {
  const socket = createSocket("udp4");
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

const mailExchange = (host: string) => ({ mx: [{ exchange: host, priority: 10 }] });

/** The names the email-check tests rely on; anything else is NXDOMAIN. */
export const EMAIL_CHECK_TEST_ZONE: Record<string, TestZoneEntry> = {
  "staffing-good.test": mailExchange("mx.staffing-good.test"),
  "second-good.test": mailExchange("mx.second-good.test"),
  "a-only.test": { a: ["192.0.2.10"] },
  "aaaa-only.test": { aaaa: ["2001:db8::10"] },
  "no-records.test": {},
  "null-mx.test": { mx: [{ exchange: "", priority: 0 }] },
  "slow.test": { silent: true },
  "broken.test": { servfail: true },
  "gmail.com": mailExchange("gmail-smtp-in.l.google.com"),
  "gmial.com": mailExchange("mx.gmial.com"),
  "mailinator.com": mailExchange("mail.mailinator.com"),
};
