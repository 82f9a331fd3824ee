// A Redis of sorted sets in memory, for the shared lead limit (lib/lead/rate-limit.ts): it answers
// MULTI … EXEC with RESP2 replies, honours only the commands the limiter sends (ZREMRANGEBYSCORE,
// ZADD [NX], ZCARD, ZRANGE [WITHSCORES], PEXPIRE, ZREM) and refuses any other, expires keys on the
// test's clock, and can be down (refused connection) or stalled (never answers).
import type { RateLimitStore } from '@/lib/lead/rate-limit';

type SortedSet = { members: Map<string, number>; expiresAt?: number };

function bound(text: string): { value: number; open: boolean } {
  const open = text.startsWith('(');
  const raw = open ? text.slice(1) : text;
  const value =
    raw === '-inf' ? -Infinity : raw === '+inf' || raw === 'inf' ? Infinity : Number(raw);
  if (Number.isNaN(value)) throw new Error('ERR min or max is not a float');
  return { value, open };
}

export function fakeRedis(now: () => number = Date.now) {
  const keys = new Map<string, SortedSet>();
  let state: 'up' | 'down' | 'stalled' = 'up';
  const sent: string[][] = [];

  function live(key: string): SortedSet | undefined {
    const set = keys.get(key);
    if (set?.expiresAt !== undefined && set.expiresAt <= now()) {
      keys.delete(key);
      return undefined;
    }
    return set;
  }

  function sorted(set: SortedSet): [string, number][] {
    return [...set.members].sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0));
  }

  function afterWrite(key: string, set: SortedSet) {
    if (set.members.size === 0) keys.delete(key); // Redis drops an empty sorted set
  }

  function run([name = '', key = '', ...args]: readonly string[]): unknown {
    switch (name.toUpperCase()) {
      case 'ZREMRANGEBYSCORE': {
        const set = live(key);
        if (!set) return 0;
        const min = bound(args[0] ?? '');
        const max = bound(args[1] ?? '');
        let removed = 0;
        for (const [member, score] of set.members) {
          const aboveMin = min.open ? score > min.value : score >= min.value;
          const belowMax = max.open ? score < max.value : score <= max.value;
          if (aboveMin && belowMax) removed += Number(set.members.delete(member));
        }
        afterWrite(key, set);
        return removed;
      }
      case 'ZADD': {
        const nx = args[0]?.toUpperCase() === 'NX';
        const pairs = nx ? args.slice(1) : args;
        if (pairs.length === 0 || pairs.length % 2 !== 0) throw new Error('ERR syntax error');
        const set = live(key) ?? { members: new Map<string, number>() };
        keys.set(key, set);
        let added = 0;
        for (let i = 0; i < pairs.length; i += 2) {
          const score = Number(pairs[i]);
          const member = pairs[i + 1]!;
          if (Number.isNaN(score)) throw new Error('ERR value is not a valid float');
          if (set.members.has(member)) {
            if (!nx) set.members.set(member, score);
            continue;
          }
          set.members.set(member, score);
          added += 1;
        }
        return added;
      }
      case 'ZCARD':
        return live(key)?.members.size ?? 0;
      case 'ZRANGE': {
        const set = live(key);
        if (!set) return [];
        const all = sorted(set);
        const from = Number(args[0]);
        const to = Number(args[1]);
        const start = from < 0 ? all.length + from : from;
        const stop = to < 0 ? all.length + to : to;
        const slice = all.slice(Math.max(0, start), stop + 1);
        return args[2]?.toUpperCase() === 'WITHSCORES'
          ? slice.flatMap(([member, score]) => [member, String(score)])
          : slice.map(([member]) => member);
      }
      case 'PEXPIRE': {
        const set = live(key);
        if (!set) return 0;
        set.expiresAt = now() + Number(args[0]);
        return 1;
      }
      case 'ZREM': {
        const set = live(key);
        if (!set) return 0;
        const removed = args.filter((member) => set.members.delete(member)).length;
        afterWrite(key, set);
        return removed;
      }
      default:
        throw new Error(`ERR unknown command '${name}' (the fake honours the limiter's only)`);
    }
  }

  const store: RateLimitStore = {
    transaction(commands) {
      if (state === 'down') return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
      if (state === 'stalled') return new Promise(() => {});
      sent.push(...commands.map((command) => [...command]));
      try {
        return Promise.resolve(commands.map(run));
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };

  return {
    store,
    /** The commands answered so far. */
    sent,
    /** The live keys. */
    keys: () => [...keys.keys()].filter((key) => live(key)),
    /** The members of a sorted set, oldest first. */
    members: (key: string) => (live(key) ? sorted(live(key)!).map(([member]) => member) : []),
    down: () => void (state = 'down'),
    stall: () => void (state = 'stalled'),
    up: () => void (state = 'up'),
  };
}
