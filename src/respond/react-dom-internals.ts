// wrangler.toml aliases `react-dom` here for the Worker. React's streaming renderer requires react-dom for one thing:
// its shared internals, whose resource dispatcher (`d`) the renderer takes over for preload, preinit and the like while
// it renders. The rest of react-dom (portals, flushSync, the form hooks: 0.9 KB gzip) is for the browser; nothing in the
// Worker imports it. This object has the shape react-dom's own internals have (test/routes/react-aliases.test.ts).
function noop(): void {}

export const __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = {
  d: {
    f: noop,
    r(): never {
      throw new Error('Invalid form element. requestFormReset must be passed a form that was rendered by React.')
    },
    D: noop,
    C: noop,
    L: noop,
    m: noop,
    X: noop,
    S: noop,
    M: noop,
  },
  p: 0,
  findDOMNode: null,
}
