// Vite's `?raw` imports (a file's text), which the workerd tests use to read the documentation.
declare module '*?raw' {
  const text: string
  export default text
}
