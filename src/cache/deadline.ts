// A page request's time budget for its CMS work (CMS_PAGE_BUDGET_MS): past it the request waits for the CMS no more. A
// read with an older copy serves that, marked stale; a read with nothing to serve misses the deadline, and the page
// answers at once (the calm 503, SPEC §8). Either way the reads go on in the background and fill the cache, so the next
// request is served from it. A background render of a kept page has no deadline: nobody waits for it.

/** A read was still waiting for the CMS when the budget ran out, with nothing cached to stand in. */
export class PastDeadline extends Error {}

export interface Deadline {
  /** When the budget is spent (ms). */
  endsAt: number
  /** Resolves then; its timer starts with the first read that waits. */
  passed?: Promise<void>
  /** Rejects with PastDeadline once a read misses the deadline; never resolves. */
  missed: Promise<never>
  miss(): void
}

export function deadlineAt(endsAt: number): Deadline {
  const deadline = { endsAt } as Deadline
  deadline.missed = new Promise<never>((_, reject) => (deadline.miss = () => reject(new PastDeadline())))
  // Only a page's loads race it: a miss after the page has answered is nobody's failure.
  deadline.missed.catch(() => undefined)
  return deadline
}

/** What a read needs of its request to keep within the deadline. */
export interface DeadlineContext {
  deadline?: Deadline | undefined
  waitUntil(promise: Promise<unknown>): void
  now(): number
}

/**
 * `work`, or, still pending at the deadline, the copy `standIn` finds. Without one the deadline is missed and `work`
 * is still what the caller gets: the reads after it go on (for the cache) while the page answers without them.
 */
export async function withinDeadline<T>(
  ctx: DeadlineContext,
  work: Promise<T>,
  standIn?: () => Promise<{ value: T } | undefined>,
): Promise<T> {
  const { deadline } = ctx
  if (!deadline) return work
  deadline.passed ??= new Promise((resolve) => setTimeout(resolve, deadline.endsAt - ctx.now()))
  const late = await Promise.race([
    work.then(
      () => false,
      () => false,
    ),
    deadline.passed.then(() => true),
  ])
  if (!late) return work
  ctx.waitUntil(work.catch(() => undefined))
  const copy = await standIn?.()
  if (copy) return copy.value
  deadline.miss()
  return work
}
