/**
 * The path only the shop API Worker's test build answers (./shop-api-worker.ts): what that Worker wrote to the console
 * since the last call, as [level, text] pairs, which the quiet console takes after each test (./quiet-console.ts).
 */
export const KEPT_CONSOLE_PATH = '/__test/console'
