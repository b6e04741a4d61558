/** The part of fs-native-extensions (holepunchto) the store uses: open-file-description locks (fcntl F_OFD_SETLK on Linux). */
declare module 'fs-native-extensions' {
  /** true when granted; false when another open file (in any process) holds a conflicting lock. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
