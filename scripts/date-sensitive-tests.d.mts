export const WORKERD_FOLDERS: string[]
export const TIME_MARK: RegExp
export function dateSensitiveTests(root?: string): string[]
