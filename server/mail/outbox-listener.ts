import type pg from "pg";
import type { Logger } from "pino";
import { OUTBOX_CHANNEL } from "./outbox";

export type OutboxListener = {
  /** Starts (or, after a lost connection, restarts) listening; polling covers the gaps. */
  ensureListening(): void;
  close(): Promise<void>;
};

/**
 * Holds one pooled connection that LISTENs for committed outbox inserts, so a new email goes out
 * right away instead of at the next poll. Best effort: without it delivery only waits longer.
 */
export function listenForNewMail(pool: pg.Pool, onNewMail: () => void, logger: Logger): OutboxListener {
  let client: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  const released = new WeakSet<pg.PoolClient>();

  const drop = (target: pg.PoolClient) => {
    if (client === target) client = undefined;
    if (released.has(target)) return;
    released.add(target);
    // Destroyed, not returned: a pooled connection must not keep listening for its next user.
    target.release(true);
  };

  const connect = async () => {
    let candidate: pg.PoolClient | undefined;
    try {
      candidate = await pool.connect();
      const connection = candidate;
      connection.on("error", (error) => {
        logger.debug({ err: error }, "outbox listener connection lost; polling until it is back");
        drop(connection);
      });
      connection.on("notification", onNewMail);
      await connection.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (closed) return drop(connection);
      client = connection;
    } catch (error) {
      logger.debug({ err: error }, "outbox listener could not connect; polling only");
      if (candidate) drop(candidate);
    }
  };

  return {
    ensureListening() {
      if (closed || client || connecting) return;
      connecting = connect().finally(() => {
        connecting = undefined;
      });
    },
    async close() {
      closed = true;
      await connecting;
      if (client) drop(client);
    },
  };
}
