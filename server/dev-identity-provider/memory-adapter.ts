import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";

type Entry = { payload: AdapterPayload; expiresAt: number };

/**
 * The development provider's storage: one process, in memory, gone on restart, which is all a
 * local stand-in needs. Written here rather than using the package's built-in one, which warns on
 * every start that it is not for production (it isn't; neither is /dev/oidc). A consumed entry
 * (an authorization code) keeps its `consumed` time, so the provider can refuse a replayed code.
 */
export function inMemoryAdapter(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const keysByUid = new Map<string, string>();
  const keysByUserCode = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();

  function live(key: string | undefined): AdapterPayload | undefined {
    const entry = key ? entries.get(key) : undefined;
    if (!entry || !key) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  }

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        entries.set(key, {
          payload,
          expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY,
        });
        if (payload.uid) keysByUid.set(payload.uid, key);
        if (payload.userCode) keysByUserCode.set(payload.userCode, key);
        if (payload.grantId)
          keysByGrant.set(payload.grantId, (keysByGrant.get(payload.grantId) ?? new Set()).add(key));
      },
      find: async (id) => live(keyOf(id)),
      findByUid: async (uid) => live(keysByUid.get(uid)),
      findByUserCode: async (userCode) => live(keysByUserCode.get(userCode)),
      async consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
      },
    };
  };
}
