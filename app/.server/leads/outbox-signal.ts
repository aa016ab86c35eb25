// Tells this process's mail worker that mails were just written, so they leave at once instead of
// at the next poll. Other processes find them at their next poll.
let waker: () => void = () => {};

export function onOutboxWork(wake: () => void): void {
  waker = wake;
}

export function wakeOutbox(): void {
  waker();
}
