// Holds a mock's answer until the test lets it through, so a test can look at the page or store while a request is
// on its way: `await gate.opened` in the resolver, then `gate.open()`.
export interface AnswerGate {
  /** Settles once open() was called. */
  opened: Promise<void>;
  open(): void;
}

export function answerGate(): AnswerGate {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}
