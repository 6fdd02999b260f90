// This browser's local storage, which private browsing or a full disk may refuse: a read then
// finds nothing and a write is skipped, and the page goes on with what it has on screen.

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {}
}
