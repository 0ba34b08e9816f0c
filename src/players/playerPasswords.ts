/**
 * What the console knows of players' own passwords, the ones that are neither the factory password nor the
 * tenant's derived one: which players this console gave one (their serial numbers only, kept in this browser, so
 * that such a player is never called "locked by someone else"), and the passwords typed or set in this visit
 * (memory only, never stored), so that a player asked for once is not asked again after its restart.
 */
export interface PlayerPasswords {
  /** The password this visit knows for the player (typed at the prompt or set in the player form). */
  known(serial: string): string | undefined;
  /** Whether this console gave the player a password of its own (the player form's "Set or change"). */
  setByConsole(serial: string): boolean;
  /** The player accepted a typed password: known for this visit. */
  remember(serial: string, password: string): void;
  /** The console gave the player a password of its own: known for this visit, and marked in this browser. */
  setOwn(serial: string, password: string): void;
  /** The player refused the password this visit knew: it is dropped (the mark stays). */
  refused(serial: string): void;
  /** The console gave the player a password it always knows (factory or derived): nothing of it is kept. */
  released(serial: string): void;
}

/** Where the marks are kept: the serial numbers (lower case) of the players the console gave their own password. */
export interface PasswordMarks {
  read(): string[];
  write(serials: readonly string[]): void;
}

/** Marks kept in memory only (tests, and a browser that refuses its storage). */
export function memoryMarks(): PasswordMarks {
  let serials: readonly string[] = [];
  return {
    read: () => [...serials],
    write(next) {
      serials = [...next];
    },
  };
}

export function createPlayerPasswords(marks: PasswordMarks = memoryMarks()): PlayerPasswords {
  const typed = new Map<string, string>();
  const key = (serial: string) => serial.toLowerCase();
  const mark = (serial: string, on: boolean) => {
    const current = new Set(marks.read());
    if (current.has(key(serial)) === on) return;
    if (on) current.add(key(serial));
    else current.delete(key(serial));
    marks.write([...current].sort());
  };
  return {
    known: (serial) => typed.get(key(serial)),
    setByConsole: (serial) => marks.read().includes(key(serial)),
    remember(serial, password) {
      typed.set(key(serial), password);
    },
    setOwn(serial, password) {
      typed.set(key(serial), password);
      mark(serial, true);
    },
    refused(serial) {
      typed.delete(key(serial));
    },
    released(serial) {
      typed.delete(key(serial));
      mark(serial, false);
    },
  };
}
