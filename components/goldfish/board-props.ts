/** What every goldfish board gets: the prepared deck, the replayed state, and a way to act. */
export interface BoardProps<I, S, A> {
  input: I;
  state: S;
  /** Applies an action: refused ones show their reason, applied ones extend the URL. */
  act(action: A): void;
}
