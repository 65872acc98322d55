// Types of scripts/html-check.mjs for the TypeScript that imports it (the browser suite's HTML validity test).
export { PAGE_TYPES } from './page-types.mjs'
export declare function fetchPage(port: number, host: string, path: string): Promise<{ status: number; html: string }>
export declare function validatePages(pages: { name: string; html: string }[]): Promise<{ name: string; errors: string[] }[]>
