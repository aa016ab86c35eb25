// An e-mail address no other test, run or worker uses, so a spec finds its own request by it.

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;
}
