// How every shop answer is wrapped (SPEC §7): data in `payload`, failures as `{ message: { text } }`.
import * as z from 'zod/mini'

/** Every answer wraps its data in `payload`. */
export function answerSchema<T extends z.ZodMiniType>(payload: T) {
  return z.object({ payload })
}

/** Every error answer: `{ message: { text } }` (SPEC §7, as login and sign-up answer). */
export const errorAnswerSchema = z.object({ message: z.object({ text: z.string() }) })
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>

/** One shop call: its SPEC §7 path (the URL is `{base}{path}/{id}?query`) and the schema of its answer's payload. */
export interface ShopCallSpec<T extends z.ZodMiniType = z.ZodMiniType> {
  readonly path: string
  readonly payload: T
  /** The call names one item by a path suffix (`/web-api/themes/{id}`). */
  readonly byId?: true
}
