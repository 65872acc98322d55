// The one Node API the Worker uses, enabled by the `nodejs_als` compatibility flag; declared here because the Workers
// runtime types do not include Node's modules and @types/node would redeclare the Web globals differently.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined
    run<R>(store: T, callback: () => R): R
  }
}
