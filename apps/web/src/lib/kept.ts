/**
 * What the site keeps on this device for use without a network (issue 30): one IndexedDB store
 * of values by key. Every failure (no IndexedDB, private modes, a full disk) reads as nothing
 * kept, and the site works as it would without the copy.
 */
const DB_NAME = 'ashes-offline'
const STORE = 'kept'

let opening: Promise<IDBDatabase> | undefined

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  opening.catch(() => {
    opening = undefined
  })
  return opening
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(STORE, mode).objectStore(STORE))
        request.onsuccess = () => resolve(request.result as T)
        request.onerror = () => reject(request.error)
      }),
  )
}

/** The value kept under `key`, or undefined. */
export async function readKept<T>(key: string): Promise<T | undefined> {
  try {
    return await run<T | undefined>('readonly', (store) => store.get(key))
  } catch {
    return undefined
  }
}

/** Keeps `value` under `key`; false when the browser would not keep it. */
export async function keep(key: string, value: unknown): Promise<boolean> {
  try {
    await run('readwrite', (store) => store.put(value, key))
    return true
  } catch {
    return false
  }
}

/** Forgets the values under `key`, or under every key that starts with `prefix` (a string). */
export async function dropKept(key: string, options: { prefix?: boolean } = {}): Promise<void> {
  const range = options.prefix ? IDBKeyRange.bound(key, `${key}\uffff`) : key
  try {
    await run('readwrite', (store) => store.delete(range))
  } catch {
    // Nothing kept, or a browser without IndexedDB: nothing to forget.
  }
}
