/** Fails the running check with a message that says what a person would have seen instead. */
export function failWith(message: string): never {
  throw new Error(message);
}
