// Cache Storage as the browser has it, in memory, for tests (jsdom has none).

class FakeCache {
  readonly entries = new Map<string, Response>();
  match(key: RequestInfo | URL) {
    const found = this.entries.get(String(key));
    return Promise.resolve(found ? found.clone() : undefined);
  }
  put(key: RequestInfo | URL, response: Response) {
    this.entries.set(String(key), response);
    return Promise.resolve();
  }
}

export function installFakeCaches() {
  const stores = new Map<string, FakeCache>();
  const storage = {
    open(name: string) {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return Promise.resolve(stores.get(name) as FakeCache);
    },
    has: (name: string) => Promise.resolve(stores.has(name)),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    keys: () => Promise.resolve([...stores.keys()]),
  };
  Object.defineProperty(globalThis, 'caches', { configurable: true, value: storage });
  return {
    names: () => [...stores.keys()].sort(),
    uninstall: () => Reflect.deleteProperty(globalThis, 'caches'),
  };
}
