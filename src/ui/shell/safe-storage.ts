/** localStorage when the browser allows it (not in some private modes): layout is a nicety, never a failure. */
export function safeLocalStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    localStorage.getItem('docsnav-probe');
    return localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}
