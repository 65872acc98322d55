// Parses a CMS object once per isolate: stories held in isolate memory come back as the same objects on every
// request, so their parsed form can be kept beside them (and goes when they go).
import type * as z from 'zod/mini'

const results = new WeakMap<object, Map<unknown, unknown>>()

type Parsed<T> = ReturnType<z.ZodMiniType<T>['safeParse']>

export function parseOnce<T>(schema: z.ZodMiniType<T>, value: object): Parsed<T> {
  let bySchema = results.get(value)
  if (!bySchema) {
    bySchema = new Map()
    results.set(value, bySchema)
  }
  let result = bySchema.get(schema) as Parsed<T> | undefined
  if (!result) {
    result = schema.safeParse(value)
    bySchema.set(schema, result)
  }
  return result
}
