/** localStorage kept in memory, for code that takes a Storage; `refuse` makes every write fail as a full one does. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  refuse = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  /** Every key and value held, in the order they were first set. */
  entries(): [string, string][] {
    return [...this.items.entries()];
  }
}
