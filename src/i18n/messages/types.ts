// The shape every message file must have: German is the source language, so its file defines the keys.
import type de from './de'

/** A nested object of strings: what a message file may contain at all. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree
}

type StringLeaves<T> = { readonly [K in keyof T]: T[K] extends string ? string : StringLeaves<T[K]> }

/** The German file's keys with string leaves; `satisfies Messages` makes a missing or extra key a type error. */
export type Messages = StringLeaves<typeof de>
